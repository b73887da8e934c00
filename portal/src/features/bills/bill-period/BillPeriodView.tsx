import { BillPeriodChart, type UsagePoint } from '@harakeke/charts';
import { Card, formatDate, Heading, Inline, Stack, Text } from '@harakeke/design-system';
import { useId } from 'react';
import type { LoadViewProps } from '../../../core/data/load.js';
import { WIDGET_ERROR_DETAIL } from '../../../core/widgets/widget-state.js';
import { consumptionUnitName } from '../../../services/energy-usage/units.js';
import {
  BuyingGroupNote,
  GranularityPicker,
  PeriodPicker,
  UnitPicker,
  type UsagePickersProps,
} from '../../../services/energy-usage/UsagePickers.js';
import type { BillPeriodGranularity } from '../../../services/energy-usage/consumption-periods.js';

export const BILL_PERIOD_TITLE = 'Your daily use';

// The empty states are every usage chart's (services/energy-usage); the Bills tab's examples and tests read them here.
export { NO_USE_MESSAGE } from '../../../services/energy-usage/bill-period-usage.js';
export { NO_SUPPLY_MESSAGE } from '../../../services/energy-usage/site-usage.js';

/** What the chart draws of the selected period. */
export interface BillPeriodChartData {
  /** One point per day of the period, electricity and natural gas stacked. */
  days: readonly UsagePoint[];
  /** The supplies' daily average in the chart's unit (the dashed line). */
  dailyAverage: number;
}

/** `load`: what the chart draws, or its skeleton, the error or the empty message instead. */
export interface BillPeriodViewProps
  extends LoadViewProps<BillPeriodChartData>, UsagePickersProps<BillPeriodGranularity> {
  /** The brand's name of the credit-applied bullet (spec 1 §2). */
  creditLabel?: string;
  /** Outline level of the section's title. */
  headingLevel?: 2 | 3;
}

const granularityLabels: Record<BillPeriodGranularity, string> = {
  BILL_WINDOW: 'Billing window',
  MONTHLY: 'Calendar month',
};

/**
 * spec 1 §2 bill-period screen: the selected period's daily use, electricity and natural gas stacked, with the
 * pickers of spec 1 §3 (billing window or month, then the period) and the kWh/$ switch of spec 1 §4. The pickers
 * stay while the chart loads, fails or is empty, so another period can always be chosen.
 */
export function BillPeriodView({
  load,
  onRetry,
  emptyMessage,
  granularity,
  onGranularityChange,
  options,
  selectedKey,
  onPeriodChange,
  unit,
  units,
  onUnitChange,
  buyingGroupName,
  creditLabel,
  headingLevel = 2,
}: BillPeriodViewProps) {
  const headingId = useId();
  const selected = options.find((option) => option.key === selectedKey);
  const chart = load.status === 'ready' ? load.data : null;
  return (
    <Card labelledBy={headingId}>
      <Stack gap="4">
        <Heading level={headingLevel} size="lg" id={headingId}>
          {BILL_PERIOD_TITLE}
        </Heading>
        <Inline gap="5" rowGap="3" wrap align="end">
          <GranularityPicker
            label="Show a period by"
            labels={granularityLabels}
            value={granularity}
            onChange={onGranularityChange}
          />
          <PeriodPicker options={options} selectedKey={selectedKey} onPeriodChange={onPeriodChange} />
          <UnitPicker unit={unit} units={units} onUnitChange={onUnitChange} />
        </Inline>
        {selected && (
          <Text tone="muted">
            Each day from {formatDate(selected.startDate, 'DD MMM YYYY')} to{' '}
            {formatDate(selected.endDate, 'DD MMM YYYY')}, in {consumptionUnitName[unit]}.
          </Text>
        )}
        <BuyingGroupNote name={buyingGroupName} />
        <BillPeriodChart
          days={chart?.days ?? []}
          unit={unit}
          dailyAverage={chart?.dailyAverage}
          title={selected ? `Daily use, ${selected.label}` : 'Daily use this bill period'}
          creditLabel={creditLabel}
          status={load.status}
          emptyMessage={emptyMessage}
          errorDetail={load.status === 'error' ? (load.detail ?? WIDGET_ERROR_DETAIL) : undefined}
          onRetry={onRetry}
        />
      </Stack>
    </Card>
  );
}
