import type { CostBreakdown, DailyUsageItem, ElectricityForecast, PeriodData, UsageSummary } from '@harakeke/contract';
import { centsOf, nzdOf, round2 } from '../amounts.js';
import type { AccountOfRecord } from '../billing-accounts/billing-accounts.js';
import { currentCycle } from '../billing-accounts/bill-cycles.js';
import type { Database, Queryable } from '../db/client.js';
import { dailyReadings, lastCompleteDay } from '../readings/queries.js';
import { powershoutCreditHours } from '../powershout/day-credits.js';
import { periodData } from './period-data.js';
import { addDays, datesBetween } from '@harakeke/calendar';
import { dailyAverageOf, energyAndCost, readDaysTotal } from './period-totals.js';
import { selectedSiteSupplyTypeRows, type MeteredSupplyType, type SelectedSupplyPointRow } from './queries.js';
import {
  ensureSelectedSiteReadings,
  isCostIncluded,
  selectedElectricitySupplyPoints,
  type NoSelectedSupply,
} from './selected-site.js';
import { tariffs } from '../tariffs/tariffs.js';

/** A period of whole Auckland days, inclusive ('YYYY-MM-DD'). */
export interface DayRange {
  startDate: string;
  endDate: string;
}

/**
 * The days of a period over supply points together, each costed with their supply type's tariff and the PowerShout
 * free hours used on it credited.
 */
export async function supplyPeriodData(
  db: Queryable,
  supplyType: MeteredSupplyType,
  points: readonly SelectedSupplyPointRow[],
  range: DayRange,
  { costIncluded, today }: { costIncluded: boolean; today: string },
): Promise<PeriodData> {
  const ids = points.map((point) => point.id);
  const readings = await dailyReadings(db, ids, range.startDate, range.endDate);
  return periodData(datesBetween(range.startDate, range.endDate), readings, {
    tariff: tariffs[supplyType],
    lastCompleteDay: lastCompleteDay(today),
    costIncluded,
    creditHours: await powershoutCreditHours(db, ids, range.startDate, range.endDate),
  });
}

/**
 * Brings the selected site's electricity readings of a period up to date (a write): the step getElectricityBillPeriod
 * and getUsageSummary take before they read. Only the period's days and those since: the dashboard's first graph
 * waits for a month of readings, not three years.
 */
export const ensureBillPeriodReadings = (db: Database, customerId: string, range: DayRange, today: string) =>
  ensureSelectedSiteReadings(db, customerId, 'electricity', { today, from: range.startDate });

/** spec 2 §3 period data: the selected site's electricity over a period, from its half-hourly readings. */
export async function electricityBillPeriod(
  db: Queryable,
  customerId: string,
  range: DayRange,
  today: string,
): Promise<{ kind: 'ok'; period: PeriodData } | NoSelectedSupply> {
  const selected = await selectedElectricitySupplyPoints(db, customerId);
  if (selected.kind !== 'ok') return selected;
  const { points } = selected;
  const costIncluded = isCostIncluded(points);
  return { kind: 'ok', period: await supplyPeriodData(db, 'electricity', points, range, { costIncluded, today }) };
}

/** The read days' bill items summed, each to the cent from the days' own (so they add up as the days do). */
function costBreakdownOf(days: readonly DailyUsageItem[]): CostBreakdown {
  const items = ['energy', 'dailyCharge', 'levies', 'gst', 'discounts', 'powershoutCredits'] as const;
  const sums = Object.fromEntries(items.map((item) => [item, 0])) as Record<(typeof items)[number], number>;
  for (const day of days) {
    if (!day.costBreakdown) continue;
    for (const item of items) sums[item] += centsOf(day.costBreakdown[item]);
  }
  return Object.fromEntries(items.map((item) => [item, nzdOf(sums[item])])) as CostBreakdown;
}

/**
 * spec 2 §3 usage summary: the electricity of the period so far, and an estimate of all of it that carries the
 * period's daily average so far over the days not yet read; in dollars when the cost is included, else in kWh.
 */
export async function usageSummary(
  db: Queryable,
  customerId: string,
  range: DayRange,
  today: string,
  { isBuyingGroup }: { isBuyingGroup: boolean },
): Promise<{ kind: 'ok'; summary: UsageSummary } | NoSelectedSupply> {
  const types = await selectedSiteSupplyTypeRows(db, customerId);
  const billPeriod = await electricityBillPeriod(db, customerId, range, today);
  if (billPeriod.kind !== 'ok') return billPeriod;
  const { period } = billPeriod;
  const days = period.dailyUsage.usage;
  const soFar = readDaysTotal(period);
  const average = dailyAverageOf(soFar);
  // spec 1 §4: a buying group's use is in kWh, as a value plan's.
  const costShown = period.costIncluded && !isBuyingGroup;
  const unit = costShown ? ('nzd' as const) : ('kwh' as const);
  const valueOf = (kwh: number, cents: number) => (unit === 'nzd' ? nzdOf(cents) : round2(kwh));
  const summary: UsageSummary = {
    actualUsage: { value: valueOf(soFar.kwh, soFar.cents), unit },
    estimatedUsage: { value: valueOf(average.kwh * days.length, average.cents * days.length), unit },
    consumptionToDate: round2(soFar.kwh),
    supplyPointTypes: types.map((row) => row.supply_type),
    remainingDays: days.filter((day) => day.startDate > period.lastCompleteDay).length,
    daysInBillPeriod: days.length,
    costBreakdown: costShown ? costBreakdownOf(days) : null,
  };
  return { kind: 'ok', summary };
}

/** The selected account's last bill period before the one running on `today` (spec 2 §3 last invoice data). */
export function lastBillPeriod(selected: Pick<AccountOfRecord, 'billing'>, today: string): DayRange {
  const { previous } = forecastCycles(selected, today);
  return { startDate: previous.start, endDate: previous.end };
}

/** The bill period running on `today` and the one before it, by the account's billing window. */
function forecastCycles(selected: Pick<AccountOfRecord, 'billing'>, today: string) {
  const anchorDay = Number(selected.billing.window.startDate.slice(8, 10));
  const cycle = currentCycle(today, anchorDay);
  return { cycle, previous: currentCycle(addDays(cycle.start, -1), anchorDay) };
}

/**
 * Brings the selected site's electricity readings of the current bill period and the one before up to date (a
 * write): the step getElectricityForecast takes before electricityForecast.
 */
export async function ensureForecastReadings(
  db: Database,
  customerId: string,
  selected: Pick<AccountOfRecord, 'billing'>,
  today: string,
): Promise<void> {
  const { previous } = forecastCycles(selected, today);
  await ensureSelectedSiteReadings(db, customerId, 'electricity', { today, from: previous.start });
}

/**
 * The electricity forecast of the selected billing account's current bill period: its use so far, and its daily
 * average so far carried over the days not yet read; the last period's use beside it.
 */
export async function electricityForecast(
  db: Queryable,
  customerId: string,
  selected: Pick<AccountOfRecord, 'billing' | 'isBuyingGroup'>,
  today: string,
): Promise<{ kind: 'ok'; forecast: ElectricityForecast } | NoSelectedSupply> {
  const { cycle, previous } = forecastCycles(selected, today);
  const current = await electricityBillPeriod(db, customerId, { startDate: cycle.start, endDate: cycle.end }, today);
  if (current.kind !== 'ok') return current;
  const { period } = current;
  const soFar = readDaysTotal(period);
  const average = dailyAverageOf(soFar);
  const daysInBillPeriod = period.dailyUsage.usage.length;
  const lastPeriod = await electricityBillPeriod(
    db,
    customerId,
    { startDate: previous.start, endDate: previous.end },
    today,
  );
  if (lastPeriod.kind !== 'ok') return lastPeriod;
  const last = readDaysTotal(lastPeriod.period);
  // Days neither read nor still to come (missing reads) are forecast like the days to come.
  const unread = daysInBillPeriod - soFar.days;
  const forecast: ElectricityForecast = {
    billingPeriod: { startDate: cycle.start, endDate: cycle.end },
    lastCompleteDay: period.lastCompleteDay,
    daysInBillPeriod,
    remainingDays: period.dailyUsage.usage.filter((day) => day.startDate > period.lastCompleteDay).length,
    toDate: energyAndCost(soFar.kwh, soFar.cents),
    forecast: energyAndCost(soFar.kwh + average.kwh * unread, soFar.cents + average.cents * unread),
    dailyAverage: energyAndCost(average.kwh, average.cents),
    lastPeriod: last.days ? energyAndCost(last.kwh, last.cents) : null,
    costIncluded: period.costIncluded && !selected.isBuyingGroup,
  };
  return { kind: 'ok', forecast };
}
