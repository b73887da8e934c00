import type { UnitMode } from '@harakeke/charts';
import { formatKwh, formatNzd } from '@harakeke/design-system';

/**
 * spec 1 §4 selected consumption unit: kWh for a buying group (its unit mode is kWh) and for a value plan (whose
 * cost is not included); money when the cost is included. The one rule of every usage chart's unit.
 */
export function selectedConsumptionUnit(unitMode: UnitMode, costIncluded: boolean): UnitMode {
  return unitMode === 'kwh' || !costIncluded ? 'kwh' : 'monetary';
}

/**
 * The units a customer may switch between: both when the cost is included and the account is not a buying group
 * (spec 1 §4 unit modes kwh and monetary), else only the selected one. The selected unit comes first.
 */
export function availableConsumptionUnits(unitMode: UnitMode, costIncluded: boolean): UnitMode[] {
  const selected = selectedConsumptionUnit(unitMode, costIncluded);
  return selected === 'monetary' ? ['monetary', 'kwh'] : ['kwh'];
}

/** The unit shown: the customer's choice when it is available, else the selected consumption unit. */
export function shownConsumptionUnit(
  unitMode: UnitMode,
  costIncluded: boolean,
  chosen: UnitMode | null | undefined,
): UnitMode {
  const available = availableConsumptionUnits(unitMode, costIncluded);
  return chosen && available.includes(chosen) ? chosen : selectedConsumptionUnit(unitMode, costIncluded);
}

/** spec 1 §9 display units: kWh and dollars. */
export const consumptionUnitName: Record<UnitMode, string> = { kwh: 'kWh', monetary: 'dollars' };

/** An amount of use as a usage section writes it: its cost with its kWh beside it, or, without the cost, the kWh. */
export function costAndKwhText(amount: { kwh: number; costNZD: number }, costIncluded: boolean): string {
  return costIncluded ? `${formatNzd(amount.costNZD)} (${formatKwh(amount.kwh)})` : formatKwh(amount.kwh);
}
