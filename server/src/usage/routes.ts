import {
  getAdvancedGasBillPeriod,
  getAggregatedGasUsage,
  getElectricityBillPeriod,
  getElectricityForecast,
  getNaturalGasUsage,
  getUsageSummary,
  type RequestOf,
} from '@harakeke/contract';
import type { Hono } from 'hono';
import { currentCycle } from '../bills/bill-cycles.js';
import type { Database } from '../db/client.js';
import { billingAccountsOf } from '../billing-accounts/billing-accounts.js';
import { dailyReadings, ensureReadings, firstReadingDay, lastCompleteDay } from '../readings/queries.js';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { monthlyGasUsage } from '../natural-gas/monthly-usage.js';
import { datesBetween, periodData, shiftDate, aucklandToday } from './period-data.js';
import { tariffs } from './tariffs.js';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The supply points of one type at the customer's selected site. */
async function selectedSupplyPoints(
  db: Database,
  customerId: string,
  supplyType: 'electricity' | 'naturalGas',
  advanced: boolean,
) {
  return db.query<{ id: string; is_value_plan: boolean }>(
    `SELECT p.id, p.is_value_plan FROM supply_points p JOIN customers c ON c.selected_site_id = p.site_id
      WHERE c.id = $1 AND p.supply_type = $2 AND ($3::boolean = false OR p.advanced) ORDER BY p.id`,
    [customerId, supplyType, advanced],
  );
}

/** Usage over time (spec 2 §3 and §7), from the half-hourly readings of the selected site. */
export function usageRoutes(app: Hono<ApiEnv>, db: Database) {
  const billPeriod = async (
    customerId: string,
    input: RequestOf<typeof getElectricityBillPeriod>,
    supplyType: 'electricity' | 'naturalGas',
  ) => {
    const points = await selectedSupplyPoints(db, customerId, supplyType, supplyType === 'naturalGas');
    if (points.length === 0) {
      throw problems.notFound(
        supplyType === 'electricity'
          ? 'Your selected site has no electricity supply.'
          : 'Your selected site has no advanced natural gas supply.',
      );
    }
    for (const point of points) await ensureReadings(db, { id: point.id, supplyType });
    const readings = await dailyReadings(
      db,
      points.map((point) => point.id),
      input.startDate,
      input.endDate,
    );
    return periodData(datesBetween(input.startDate, input.endDate), readings, {
      tariff: tariffs[supplyType],
      lastCompleteDay: await lastCompleteDay(db),
      // spec 1 §4: kWh for a value plan; money when the cost is included.
      costIncluded: points.every((point) => !point.is_value_plan),
    });
  };

  defineRoute(app, getElectricityBillPeriod, async ({ customerId, input }) =>
    billPeriod(customerId, input, 'electricity'),
  );
  defineRoute(app, getAdvancedGasBillPeriod, async ({ customerId, input }) =>
    billPeriod(customerId, input, 'naturalGas'),
  );

  defineRoute(app, getNaturalGasUsage, async ({ customerId, input }) => {
    const [point] = await db.query<{ id: string; is_value_plan: boolean }>(
      `SELECT p.id, p.is_value_plan FROM supply_points p
         JOIN sites s ON s.id = p.site_id JOIN billing_accounts b ON b.id = s.billing_account_id
        WHERE p.id = $1 AND b.customer_id = $2 AND p.supply_type = 'naturalGas'`,
      [input.supplyPointId, customerId],
    );
    // Another customer's supply point gets the same answer as one that does not exist.
    if (!point) throw problems.notFound('You have no natural gas supply point with this id.');
    await ensureReadings(db, { id: point.id, supplyType: 'naturalGas' });
    const lastDay = await lastCompleteDay(db);
    const earliestDataYear = Number((await firstReadingDay(db, point.id)).slice(0, 4));
    const lastDataYear = Number(lastDay.slice(0, 4));
    if (input.selectedYear < earliestDataYear || input.selectedYear > lastDataYear) {
      throw problems.notFound(`There is no natural gas data for ${input.selectedYear}.`);
    }
    const days = await dailyReadings(db, [point.id], `${input.selectedYear}-01-01`, `${input.selectedYear}-12-31`);
    const consumptionList = monthlyGasUsage(input.selectedYear, days, {
      lastCompleteDay: lastDay,
      tariff: tariffs.naturalGas,
    });
    const withData = consumptionList.filter((item) => item.type !== 'empty');
    return {
      supplyPointId: point.id,
      selectedYear: input.selectedYear,
      earliestDataYear,
      lastDataYear,
      summary: {
        total: {
          kw: Math.round(withData.reduce((sum, item) => sum + item.total.kw, 0) * 100) / 100,
          costNZD: withData.reduce((sum, item) => sum + Math.round(item.total.costNZD * 100), 0) / 100,
        },
        costIncluded: !point.is_value_plan,
      },
      consumptionList,
      lastConsumption: withData.at(-1) ?? null,
    };
  });

  defineRoute(app, getUsageSummary, async ({ customerId, input }) => {
    const types = await db.query<{ supply_type: 'electricity' | 'naturalGas' | 'lpg' }>(
      `SELECT DISTINCT p.supply_type FROM supply_points p JOIN customers c ON c.selected_site_id = p.site_id
        WHERE c.id = $1 ORDER BY p.supply_type`,
      [customerId],
    );
    const period = await billPeriod(customerId, input, 'electricity');
    const days = period.dailyUsage.usage;
    const read = days.filter((day) => day.type !== 'empty');
    const unit = period.costIncluded ? ('nzd' as const) : ('kwh' as const);
    const valueOf = (day: (typeof days)[number]) => (unit === 'nzd' ? day.costNZD : day.kw);
    const soFar = read.reduce((sum, day) => sum + valueOf(day), 0);
    const remainingDays = days.filter((day) => day.startDate > period.lastCompleteDay).length;
    // The estimate carries the period's daily average so far over the days not yet read.
    const estimate = read.length ? (soFar / read.length) * days.length : 0;
    return {
      actualUsage: { value: round2(soFar), unit },
      estimatedUsage: { value: round2(estimate), unit },
      consumptionToDate: round2(read.reduce((sum, day) => sum + day.kw, 0)),
      supplyPointTypes: types.map((row) => row.supply_type),
      remainingDays,
      daysInBillPeriod: days.length,
    };
  });

  /** What a period's read days add up to, and their number. */
  const usedIn = (period: Awaited<ReturnType<typeof billPeriod>>) => {
    const read = period.dailyUsage.usage.filter((day) => day.type !== 'empty');
    return {
      days: read.length,
      kwh: read.reduce((sum, day) => sum + day.kw, 0),
      cents: read.reduce((sum, day) => sum + Math.round(day.costNZD * 100), 0),
    };
  };
  const amount = (kwh: number, cents: number) => ({ kwh: round2(kwh), costNZD: Math.round(cents) / 100 });

  defineRoute(app, getElectricityForecast, async ({ customerId }) => {
    const { selected } = await billingAccountsOf(db, customerId, aucklandToday());
    if (!selected) throw problems.notFound('You have no billing account selected.');
    const anchorDay = Number(selected.billing.window.startDate.slice(8, 10));
    const cycle = currentCycle(aucklandToday(), anchorDay);
    const period = await billPeriod(customerId, { startDate: cycle.start, endDate: cycle.end }, 'electricity');
    const soFar = usedIn(period);
    const daysInBillPeriod = period.dailyUsage.usage.length;
    const remainingDays = period.dailyUsage.usage.filter((day) => day.startDate > period.lastCompleteDay).length;
    const average = soFar.days
      ? { kwh: soFar.kwh / soFar.days, cents: soFar.cents / soFar.days }
      : { kwh: 0, cents: 0 };
    const previous = currentCycle(shiftDate(cycle.start, -1), anchorDay);
    const last = usedIn(
      await billPeriod(customerId, { startDate: previous.start, endDate: previous.end }, 'electricity'),
    );
    // Days neither read nor still to come (missing reads) are forecast like the days to come.
    const unread = daysInBillPeriod - soFar.days;
    return {
      billingPeriod: { startDate: cycle.start, endDate: cycle.end },
      lastCompleteDay: period.lastCompleteDay,
      daysInBillPeriod,
      remainingDays,
      toDate: amount(soFar.kwh, soFar.cents),
      forecast: amount(soFar.kwh + average.kwh * unread, soFar.cents + average.cents * unread),
      dailyAverage: amount(average.kwh, average.cents),
      lastPeriod: last.days ? amount(last.kwh, last.cents) : null,
      costIncluded: period.costIncluded && !selected.isBuyingGroup,
    };
  });

  defineRoute(app, getAggregatedGasUsage, async ({ customerId, input }) => {
    const points = await selectedSupplyPoints(db, customerId, 'naturalGas', false);
    if (points.length === 0) throw problems.notFound('Your selected site has no natural gas supply.');
    for (const point of points) await ensureReadings(db, { id: point.id, supplyType: 'naturalGas' });
    const period = periodData(
      datesBetween(input.startDate, input.endDate),
      await dailyReadings(
        db,
        points.map((point) => point.id),
        input.startDate,
        input.endDate,
      ),
      { tariff: tariffs.naturalGas, lastCompleteDay: await lastCompleteDay(db), costIncluded: true },
    );
    const used = usedIn(period);
    const daily = used.days ? { kw: used.kwh / used.days, cents: used.cents / used.days } : { kw: 0, cents: 0 };
    const DAYS_IN_MONTH = 365.25 / 12;
    return {
      startDate: input.startDate,
      endDate: input.endDate,
      supplyPointIds: points.map((point) => point.id),
      daysWithUsage: used.days,
      aggregatedUsage: {
        costIncluded: points.every((point) => !point.is_value_plan),
        total: { kw: round2(used.kwh), costNZD: used.cents / 100 },
        dailyAverage: { kw: round2(daily.kw), costNZD: Math.round(daily.cents) / 100 },
        monthlyAverage: {
          kw: round2(daily.kw * DAYS_IN_MONTH),
          costNZD: Math.round(daily.cents * DAYS_IN_MONTH) / 100,
        },
      },
    };
  });
}
