import type { AggregatedGasUsage, NaturalGasUsage, PeriodData } from '@harakeke/contract';
import { centsOf, nzdOf, round2 } from '../amounts.js';
import type { Database, Queryable } from '../db/client.js';
import { dailyReadings, ensureReadings, firstReadingDay, lastCompleteDay } from '../readings/queries.js';
import { dailyAverageOf, readDaysTotal } from '../usage/period-totals.js';
import {
  ensureSelectedSiteReadings,
  isCostIncluded,
  selectedSupplyPoints,
  type NoSelectedSupply,
} from '../usage/selected-site.js';
import { tariffs } from '../tariffs/tariffs.js';
import { supplyPeriodData, type DayRange } from '../usage/usage.js';
import { monthlyGasUsage } from './monthly-usage.js';
import { findCustomerGasSupplyPoint } from './queries.js';

/** A month's average length (a year's days over twelve), for the monthly average of a period's daily one. */
const DAYS_IN_MONTH = 365.25 / 12;

/**
 * Brings the selected site's advanced gas readings of a period up to date (a write): the step getAdvancedGasBillPeriod
 * takes before advancedGasBillPeriod.
 */
export const ensureAdvancedGasReadings = (db: Database, customerId: string, range: DayRange, today: string) =>
  ensureSelectedSiteReadings(db, customerId, 'naturalGas', { today, from: range.startDate }, { advancedOnly: true });

/** The selected site's advanced natural gas over a period, day by day (spec 2 §3 period data). */
export async function advancedGasBillPeriod(
  db: Queryable,
  customerId: string,
  range: DayRange,
  today: string,
): Promise<{ kind: 'ok'; period: PeriodData } | NoSelectedSupply> {
  const selected = await selectedSupplyPoints(db, customerId, 'naturalGas', { advancedOnly: true });
  if (selected.kind !== 'ok') return selected;
  const { points } = selected;
  const costIncluded = isCostIncluded(points);
  return { kind: 'ok', period: await supplyPeriodData(db, 'naturalGas', points, range, { costIncluded, today }) };
}

/** A year of a natural gas supply point, or why there is none: not the customer's, or a year without data. */
export type NaturalGasUsageOutcome =
  { kind: 'ok'; usage: NaturalGasUsage } | { kind: 'noSuchSupplyPoint' } | { kind: 'noDataForYear'; year: number };

/**
 * Brings the readings of one of the customer's natural gas supply points up to date, its whole history (a write): the
 * step getNaturalGasUsage takes before naturalGasUsage. Another customer's supply point is left alone.
 */
export async function ensureGasSupplyPointReadings(
  db: Database,
  customerId: string,
  supplyPointId: string,
  today: string,
): Promise<void> {
  const point = await findCustomerGasSupplyPoint(db, customerId, supplyPointId);
  if (point) await ensureReadings(db, { id: point.id, supplyType: 'naturalGas' }, { today });
}

/**
 * A year of one of the customer's natural gas supply points, month by month (spec 2 §3 consumption by year), with
 * the years it has data for; another customer's supply point answers as one that does not exist.
 */
export async function naturalGasUsage(
  db: Queryable,
  customerId: string,
  { supplyPointId, selectedYear, today }: { supplyPointId: string; selectedYear: number; today: string },
): Promise<NaturalGasUsageOutcome> {
  const point = await findCustomerGasSupplyPoint(db, customerId, supplyPointId);
  if (!point) return { kind: 'noSuchSupplyPoint' };
  const lastDay = lastCompleteDay(today);
  const earliestDataYear = Number((await firstReadingDay(db, point.id)).slice(0, 4));
  const lastDataYear = Number(lastDay.slice(0, 4));
  if (selectedYear < earliestDataYear || selectedYear > lastDataYear)
    return { kind: 'noDataForYear', year: selectedYear };
  const days = await dailyReadings(db, [point.id], `${selectedYear}-01-01`, `${selectedYear}-12-31`);
  const consumptionList = monthlyGasUsage(selectedYear, days, { lastCompleteDay: lastDay, tariff: tariffs.naturalGas });
  const withData = consumptionList.filter((item) => item.type !== 'empty');
  const usage: NaturalGasUsage = {
    supplyPointId: point.id,
    selectedYear,
    earliestDataYear,
    lastDataYear,
    summary: {
      total: {
        kw: round2(withData.reduce((sum, item) => sum + item.total.kw, 0)),
        costNZD: nzdOf(withData.reduce((sum, item) => sum + centsOf(item.total.costNZD), 0)),
      },
      costIncluded: !point.is_value_plan,
    },
    consumptionList,
    lastConsumption: withData.at(-1) ?? null,
  };
  return { kind: 'ok', usage };
}

/**
 * Brings the readings of the selected site's natural gas supply points up to date, their whole history (a write): the
 * step getAggregatedGasUsage takes before aggregatedGasUsage.
 */
export const ensureSiteGasReadings = (db: Database, customerId: string, today: string) =>
  ensureSelectedSiteReadings(db, customerId, 'naturalGas', { today });

/** The natural gas of every supply point at the selected site over a period: its total, daily and monthly average. */
export async function aggregatedGasUsage(
  db: Queryable,
  customerId: string,
  range: DayRange,
  today: string,
): Promise<{ kind: 'ok'; usage: AggregatedGasUsage } | NoSelectedSupply> {
  const selected = await selectedSupplyPoints(db, customerId, 'naturalGas', { advancedOnly: false });
  if (selected.kind !== 'ok') return selected;
  const { points } = selected;
  const used = readDaysTotal(await supplyPeriodData(db, 'naturalGas', points, range, { costIncluded: true, today }));
  const daily = dailyAverageOf(used);
  const usage: AggregatedGasUsage = {
    startDate: range.startDate,
    endDate: range.endDate,
    supplyPointIds: points.map((point) => point.id),
    daysWithUsage: used.days,
    aggregatedUsage: {
      costIncluded: isCostIncluded(points),
      total: { kw: round2(used.kwh), costNZD: nzdOf(used.cents) },
      dailyAverage: { kw: round2(daily.kwh), costNZD: nzdOf(daily.cents) },
      monthlyAverage: { kw: round2(daily.kwh * DAYS_IN_MONTH), costNZD: nzdOf(daily.cents * DAYS_IN_MONTH) },
    },
  };
  return { kind: 'ok', usage };
}
