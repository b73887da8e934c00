import type { UnitMode, UsagePoint } from '@harakeke/charts';
import type { PeriodData } from '@harakeke/contract';

/** The period's days as the charts take them: one electricity amount per day. */
export function toUsagePoints(period: PeriodData): UsagePoint[] {
  return period.dailyUsage.usage.map((day) => ({
    start: day.startDate,
    electricity: { kWh: day.kw, costNZD: day.costNZD, type: day.type },
  }));
}

/**
 * spec 1 §4: kWh for a buying group (the unit mode) and for a value plan (whose cost is not included); money
 * when the cost is included.
 */
export function usageGraphUnit(unitMode: UnitMode, costIncluded: boolean): UnitMode {
  return unitMode === 'kwh' || !costIncluded ? 'kwh' : 'monetary';
}

/** The period's daily average in the chart's unit: kWh from its whole and decimal parts, or dollars. */
export function dailyAverageOf(period: PeriodData, unit: UnitMode): number {
  const { costNZD, kwWhole, kwDecimal } = period.dailyAverage;
  return unit === 'kwh' ? Number(`${kwWhole}.${kwDecimal}`) : costNZD;
}
