import {
  downloadElectricityUsage,
  getElectricityBillPeriod,
  getElectricityForecast,
  getElectricityHours,
  getElectricityMonths,
  getUsageSummary,
  usageExportRangeErrors,
} from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineFileRoute, defineRoute } from '../http/define-route.js';
import { electricityUsageFile, ensureUsageExportReadings } from './export.js';
import { problems } from '../http/problem.js';
import { noSelectedSupply } from '../http/shared-problems.js';
import { requireSelectedAccountOn, selectedAccountOf } from '../billing-accounts/require-selected-account.js';
import { aucklandToday } from '@harakeke/calendar';
import {
  electricityBillPeriod,
  electricityForecast,
  ensureBillPeriodReadings,
  ensureForecastReadings,
  lastBillPeriod,
  usageSummary,
} from './usage.js';
import {
  checkHourlyDate,
  checkMonthlyYear,
  electricityHours,
  electricityMonths,
  ensureHourlyReadings,
  ensureMonthlyReadings,
  type OutsideTheData,
} from './intervals.js';

/** A day or year outside the readings: bad input, so a 400 naming the field (never a 404 or a 500). */
const outsideTheData = ({ field, detail }: OutsideTheData) => problems.invalidFields([{ field, detail }]);

/** Electricity usage over time (spec 2 §3 and §7), from the half-hourly readings of the selected site. */
export function usageRoutes() {
  const routes = new Hono<ApiEnv>();
  // The forecast runs over the selected billing account's current bill period; the monthly view names its last one.
  // A buying group's use is in kWh (spec 1 §4): the totals, the months and the file ask the selected account.
  requireSelectedAccountOn(routes, [
    getElectricityForecast,
    getElectricityMonths,
    getUsageSummary,
    downloadElectricityUsage,
  ]);

  defineRoute(routes, getElectricityBillPeriod, async ({ db, clock, customerId, input }) => {
    const today = aucklandToday(clock.now());
    await ensureBillPeriodReadings(db, customerId, input, today);
    const outcome = await electricityBillPeriod(db, customerId, input, today);
    if (outcome.kind !== 'ok') throw noSelectedSupply(outcome);
    return outcome.period;
  });

  defineRoute(routes, getUsageSummary, async ({ c, db, clock, customerId, input }) => {
    const today = aucklandToday(clock.now());
    await ensureBillPeriodReadings(db, customerId, input, today);
    const outcome = await usageSummary(db, customerId, input, today, selectedAccountOf(c));
    if (outcome.kind !== 'ok') throw noSelectedSupply(outcome);
    return outcome.summary;
  });

  defineRoute(routes, getElectricityForecast, async ({ c, db, clock, customerId }) => {
    const [selected, today] = [selectedAccountOf(c), aucklandToday(clock.now())];
    await ensureForecastReadings(db, customerId, selected, today);
    const outcome = await electricityForecast(db, customerId, selected, today);
    if (outcome.kind !== 'ok') throw noSelectedSupply(outcome);
    return outcome.forecast;
  });

  defineRoute(routes, getElectricityHours, async ({ db, clock, customerId, input }) => {
    const today = aucklandToday(clock.now());
    const outside = checkHourlyDate(input.date, today);
    if (outside) throw outsideTheData(outside);
    await ensureHourlyReadings(db, customerId, input.date, today);
    const outcome = await electricityHours(db, customerId, input.date, today);
    if (outcome.kind !== 'ok') throw noSelectedSupply(outcome);
    return outcome.usage;
  });

  defineRoute(routes, getElectricityMonths, async ({ c, db, clock, customerId, input }) => {
    const today = aucklandToday(clock.now());
    const outside = checkMonthlyYear(input.year, today);
    if (outside) throw outsideTheData(outside);
    const lastBill = lastBillPeriod(selectedAccountOf(c), today);
    await ensureMonthlyReadings(db, customerId, input.year, today, lastBill);
    const outcome = await electricityMonths(db, customerId, input.year, today, lastBill, selectedAccountOf(c));
    if (outcome.kind !== 'ok') throw noSelectedSupply(outcome);
    return outcome.usage;
  });

  // spec 2 §2 export: the range's rules are the portal's too (contract), answered as a 400 naming each field.
  defineFileRoute(routes, downloadElectricityUsage, async ({ c, db, clock, customerId, input }) => {
    const today = aucklandToday(clock.now());
    const errors = Object.entries(usageExportRangeErrors(input, today));
    if (errors.length > 0) throw problems.invalidFields(errors.map(([field, detail]) => ({ field, detail })));
    await ensureUsageExportReadings(db, customerId, input, today);
    const outcome = await electricityUsageFile(db, customerId, input, today, selectedAccountOf(c));
    if (outcome.kind !== 'ok') throw noSelectedSupply(outcome);
    return outcome.file;
  });

  return routes;
}
