import type { UnitMode } from '@harakeke/charts';
import {
  billPeriodCostIncluded,
  billPeriodDailyAverage,
  billPeriodPoints,
  type BillPeriodUsage,
} from '../../../services/energy-usage/bill-period-usage.js';
import { selectedConsumptionUnit } from '../../../services/energy-usage/units.js';
import type { UsageGraph } from './UsageGraphView.js';

/**
 * What the usage graph draws of a billing window's use: electricity and advanced gas stacked per day, in the
 * selected consumption unit (spec 1 §4), with their daily average.
 */
export function usageGraphOf(
  usage: BillPeriodUsage,
  unitMode: UnitMode,
  window: UsageGraph['window'],
  creditLabel?: string,
): UsageGraph {
  const unit = selectedConsumptionUnit(unitMode, billPeriodCostIncluded(usage));
  return {
    days: billPeriodPoints(usage),
    unit,
    dailyAverage: billPeriodDailyAverage(usage, unit),
    window,
    hasNaturalGas: usage.naturalGas !== null,
    creditLabel,
  };
}
