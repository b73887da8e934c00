import type { UnitMode } from '@harakeke/charts';
import { Radio, RadioGroup, Select, SelectItem, Text } from '@harakeke/design-system';
import type { ConsumptionPeriodOption } from './consumption-periods.js';
import { consumptionUnitName } from './units.js';

/** What a usage chart's view takes besides its data: the granularity, the period and the unit, with their changes. */
export interface UsagePickersProps<G extends string> {
  /** What the empty state says: no supply to chart, or no use in this period yet. */
  emptyMessage?: string;
  /** How the periods are cut (spec 1 §3 timeGranularity, spec 2 §2 granularities). */
  granularity: G;
  onGranularityChange: (granularity: G) => void;
  /** The periods on offer, the newest first (spec 1 §3, spec 2 §3 consumption period options). */
  options: readonly ConsumptionPeriodOption[];
  /** The period shown (spec 1 §3 selectedConsumptionPeriodKey). */
  selectedKey: string | null;
  onPeriodChange: (key: string) => void;
  /** The unit shown: kWh or dollars (spec 1 §4, spec 2 §4). */
  unit: UnitMode;
  /** The units the customer may switch between; the switch shows only when there are two. */
  units: readonly UnitMode[];
  onUnitChange: (unit: UnitMode) => void;
  /** A buying group's name: its use is shown in kWh ('Buying Group' by default); null otherwise. */
  buyingGroupName?: string | null;
}

/** How a usage chart's periods are cut (billing windows or months; hours, days, months or bill periods). */
export function GranularityPicker<G extends string>({
  label,
  labels,
  value,
  onChange,
}: {
  label: string;
  /** Each granularity's name, in the order offered. */
  labels: Record<G, string>;
  value: G;
  onChange: (granularity: G) => void;
}) {
  const isGranularity = (choice: string): choice is G => choice in labels;
  return (
    <RadioGroup
      label={label}
      orientation="horizontal"
      value={value}
      onChange={(choice) => isGranularity(choice) && onChange(choice)}
    >
      {Object.entries<string>(labels).map(([choice, name]) => (
        <Radio key={choice} value={choice}>
          {name}
        </Radio>
      ))}
    </RadioGroup>
  );
}

/** The period shown, from the options on offer (spec 1 §3, spec 2 §3 consumption period options). */
export function PeriodPicker({
  options,
  selectedKey,
  onPeriodChange,
}: {
  options: readonly ConsumptionPeriodOption[];
  selectedKey: string | null;
  onPeriodChange: (key: string) => void;
}) {
  return (
    <Select
      label="Period"
      items={options}
      selectedKey={selectedKey}
      onSelectionChange={(key) => key !== null && onPeriodChange(String(key))}
      isDisabled={options.length === 0}
      placeholder="Loading periods"
    >
      {(option) => <SelectItem key={option.key}>{option.label}</SelectItem>}
    </Select>
  );
}

const isUnit = (value: string): value is UnitMode => value in consumptionUnitName;

/** The kWh/$ switch (spec 1 §4, spec 2 §4): shown only when both units are on offer. */
export function UnitPicker({
  unit,
  units,
  onUnitChange,
}: {
  unit: UnitMode;
  units: readonly UnitMode[];
  onUnitChange: (unit: UnitMode) => void;
}) {
  if (units.length < 2) return null;
  return (
    <RadioGroup
      label="Show use in"
      orientation="horizontal"
      value={unit}
      onChange={(value) => isUnit(value) && onUnitChange(value)}
    >
      <Radio value="monetary">Dollars</Radio>
      <Radio value="kwh">kWh</Radio>
    </RadioGroup>
  );
}

/** Why a buying group's use is in kWh (spec 1 §3 buying group name, 'Buying Group' by default). */
export function BuyingGroupNote({ name }: { name: string | null | undefined }) {
  return name ? <Text>Your account is part of {name}, so your use is shown in kWh.</Text> : null;
}
