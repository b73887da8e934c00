import type { AggregatedGasUsage, NaturalGasUsage, PeriodData } from '@harakeke/contract';
import { centsOf, nzdOf, round2 } from '../amounts.js';
import type { Database } from '../db/client.js';
import { problems } from '../http/problem.js';
import { dailyReadings, ensureReadings, firstReadingDay, lastCompleteDay } from '../readings/queries.js';
import { dailyAverageOf, readDaysTotal } from '../usage/period-totals.js';
import { ensureSupplyPointReadings, isCostIncluded, selectedSupplyPoints } from '../usage/selected-site.js';
import { tariffs } from '../usage/tariffs.js';
import { supplyPeriodData, type DayRange } from '../usage/usage.js';
import { monthlyGasUsage } from './monthly-usage.js';
import { findCustomerGasSupplyPoint } from './queries.js';

/** A month's average length (a year's days over twelve), for the monthly average of a period's daily one. */
const DAYS_IN_MONTH = 365.25 / 12;

/** The selected site's advanced natural gas over a period, day by day (spec 2 §3 period data). */
export async function advancedGasBillPeriod(
  db: Database,
  customerId: string,
  range: DayRange,
  today: string,
): Promise<PeriodData> {
  const points = await selectedSupplyPoints(db, customerId, 'naturalGas', {
    advancedOnly: true,
    missing: 'Your selected site has no advanced natural gas supply.',
  });
  await ensureSupplyPointReadings(db, points, 'naturalGas', { today, from: range.startDate });
  return supplyPeriodData(db, 'naturalGas', points, range, { costIncluded: isCostIncluded(points), today });
}

/**
 * A year of one of the customer's natural gas supply points, month by month (spec 2 §3 consumption by year), with
 * the years it has data for; a 404 for another customer's supply point, as for one that does not exist, and for a
 * year without data.
 */
export async function naturalGasUsage(
  db: Database,
  customerId: string,
  { supplyPointId, selectedYear, today }: { supplyPointId: string; selectedYear: number; today: string },
): Promise<NaturalGasUsage> {
  const point = await findCustomerGasSupplyPoint(db, customerId, supplyPointId);
  if (!point) throw problems.notFound('You have no natural gas supply point with this id.');
  await ensureReadings(db, { id: point.id, supplyType: 'naturalGas' }, { today });
  const lastDay = lastCompleteDay(today);
  const earliestDataYear = Number((await firstReadingDay(db, point.id)).slice(0, 4));
  const lastDataYear = Number(lastDay.slice(0, 4));
  if (selectedYear < earliestDataYear || selectedYear > lastDataYear) {
    throw problems.notFound(`There is no natural gas data for ${selectedYear}.`);
  }
  const days = await dailyReadings(db, [point.id], `${selectedYear}-01-01`, `${selectedYear}-12-31`);
  const consumptionList = monthlyGasUsage(selectedYear, days, { lastCompleteDay: lastDay, tariff: tariffs.naturalGas });
  const withData = consumptionList.filter((item) => item.type !== 'empty');
  return {
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
}

/** The natural gas of every supply point at the selected site over a period: its total, daily and monthly average. */
export async function aggregatedGasUsage(
  db: Database,
  customerId: string,
  range: DayRange,
  today: string,
): Promise<AggregatedGasUsage> {
  const points = await selectedSupplyPoints(db, customerId, 'naturalGas', {
    advancedOnly: false,
    missing: 'Your selected site has no natural gas supply.',
  });
  await ensureSupplyPointReadings(db, points, 'naturalGas', { today });
  const used = readDaysTotal(await supplyPeriodData(db, 'naturalGas', points, range, { costIncluded: true, today }));
  const daily = dailyAverageOf(used);
  return {
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
}
