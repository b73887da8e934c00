import type { EnergyAmount, UnitMode, UsagePoint } from '@harakeke/charts';
import type { DailyUsageItem, PeriodData } from '@harakeke/contract';

/**
 * A period's daily use of the selected site, per supply (spec 1 §3 period data): null for a supply the site does
 * not have (its call answered 404). Advanced natural gas is read daily, so it charts beside electricity (spec 1 §6).
 */
export interface BillPeriodUsage {
  electricity: PeriodData | null;
  naturalGas: PeriodData | null;
}

const suppliesOf = (usage: BillPeriodUsage): PeriodData[] =>
  [usage.electricity, usage.naturalGas].filter((period): period is PeriodData => period !== null);

/** Nothing to show: the site has neither supply. */
export const isEmptyBillPeriodUsage = (usage: BillPeriodUsage) => suppliesOf(usage).length === 0;

/** spec 1 §4: the cost is included only when every supply shown includes it (a value plan's does not). */
export const billPeriodCostIncluded = (usage: BillPeriodUsage) =>
  suppliesOf(usage).length > 0 && suppliesOf(usage).every((period) => period.costIncluded);

/** A day's, hour's or month's use as the usage charts draw it: kWh, cost, how it was read, and whether it was revised. */
export const energyAmountOf = (item: Pick<DailyUsageItem, 'kw' | 'costNZD' | 'type' | 'revised'>): EnergyAmount => ({
  kWh: item.kw,
  costNZD: item.costNZD,
  type: item.type,
  ...(item.revised ? { revised: true } : {}),
});

/** A day with a points-currency (PowerShout) credit taken off its cost (spec 1 §2 credit-applied bullet). */
const hasCredit = (day: DailyUsageItem | undefined) => (day?.costBreakdown?.powershoutCredits ?? 0) > 0;

/**
 * The period's days as the bill-period chart takes them (spec 1 §2): electricity and natural gas of the same day
 * in one point, to be stacked, and the credit bullet on a day where either had a PowerShout credit applied.
 */
export function billPeriodPoints(usage: BillPeriodUsage): UsagePoint[] {
  const electricity = new Map(usage.electricity?.dailyUsage.usage.map((day) => [day.startDate, day]));
  const gas = new Map(usage.naturalGas?.dailyUsage.usage.map((day) => [day.startDate, day]));
  const dates = [...new Set([...electricity.keys(), ...gas.keys()])].sort();
  return dates.map((date) => {
    const electricityDay = electricity.get(date);
    const gasDay = gas.get(date);
    return {
      start: date,
      ...(electricityDay && { electricity: energyAmountOf(electricityDay) }),
      ...(gasDay && { naturalGas: energyAmountOf(gasDay) }),
      ...((hasCredit(electricityDay) || hasCredit(gasDay)) && { creditApplied: true }),
    };
  });
}

/**
 * The dashed line of the stacked chart: the supplies' daily averages (spec 1 §3 dailyAverage) added up, in the
 * chart's unit: kWh from its whole and decimal parts, or dollars.
 */
export function billPeriodDailyAverage(usage: BillPeriodUsage, unit: UnitMode): number {
  const total = suppliesOf(usage).reduce((sum, { dailyAverage: { costNZD, kwWhole, kwDecimal } }) => {
    return sum + (unit === 'kwh' ? Number(`${kwWhole}.${kwDecimal}`) : costNZD);
  }, 0);
  return Math.round(total * 100) / 100;
}

/** A usage chart's empty state for a period without any reading yet. */
export const NO_USE_MESSAGE = 'There is no use to show for this period yet.';

/** Whether any point has a reading (not every amount empty): otherwise the chart shows its empty state, not zero bars. */
export const pointsHaveReadings = (points: readonly UsagePoint[]) =>
  points.some((point) => [point.electricity, point.naturalGas].some((amount) => amount && amount.type !== 'empty'));

/**
 * The natural gas of a period's charted days, added up (kWh to 2 decimals, dollars in whole cents, as the days show
 * them), or null when none of its days has a natural gas reading: the usage summary is electricity's (spec 2 §3), so
 * the gas stacked on the chart is totalled beside it.
 */
export function naturalGasTotal(points: readonly UsagePoint[]): { kwh: number; costNZD: number } | null {
  let [hundredths, cents, read] = [0, 0, false];
  for (const { naturalGas } of points) {
    if (!naturalGas || naturalGas.type === 'empty') continue;
    read = true;
    hundredths += Math.round(naturalGas.kWh * 100);
    cents += Math.round(naturalGas.costNZD * 100);
  }
  return read ? { kwh: hundredths / 100, costNZD: cents / 100 } : null;
}
