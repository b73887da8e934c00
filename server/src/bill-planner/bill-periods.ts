import type { Bill, BillFigures, IssuedBillFigures } from '@harakeke/contract';
import { centsOf, nzdOf, round2 } from '../amounts.js';
import { currentCycle } from '../billing-accounts/bill-cycles.js';
import type { DailyReadings } from '../readings/queries.js';
import { seasonOf } from '../tips/catalogue.js';
import { periodData } from '../usage/period-data.js';
import { addDays, datesBetween, daysBetween } from '@harakeke/calendar';
import { tariffs } from '../tariffs/tariffs.js';

export interface BillPeriod {
  startDate: string;
  endDate: string;
}

/** The day of the month every bill cycle of an account starts on: its billing window start's. */
export const cycleAnchorDay = (windowStart: string) => Number(windowStart.slice(8, 10));

/**
 * The bill cycle running on `today` and the `count - 1` after it, as periods: the same monthly cycles bills are
 * issued for (`currentCycle`), not repetitions of the billing window's length.
 */
export function cyclesFrom(today: string, anchorDay: number, count: number): BillPeriod[] {
  const periods: BillPeriod[] = [];
  let cycle = currentCycle(today, anchorDay);
  while (periods.length < count) {
    periods.push({ startDate: cycle.start, endDate: cycle.end });
    cycle = currentCycle(addDays(cycle.end, 1), anchorDay);
  }
  return periods;
}

/** A supply point a bill charges. */
export interface BilledSupply {
  id: string;
  supplyType: 'electricity' | 'naturalGas';
}

/** Each billed supply point's daily readings over a span of dates. */
export type BilledReadings = Array<BilledSupply & { days: DailyReadings[] }>;

/** The middle date of a period, whose season is the bill's. */
const middleOf = (period: BillPeriod) =>
  addDays(period.startDate, Math.floor(daysBetween(period.startDate, period.endDate) / 2));

/** A bill period's figures from its read days up to `lastCompleteDay`, each day costed the way a bill is. */
export function billFigures(period: BillPeriod, readings: BilledReadings, lastCompleteDay: string): BillFigures {
  const dates = datesBetween(period.startDate, period.endDate);
  const supplies = readings.map((supply) => {
    const usage = periodData(dates, supply.days, {
      tariff: tariffs[supply.supplyType],
      lastCompleteDay,
      costIncluded: true,
    }).dailyUsage.usage;
    const kwh = usage.reduce((sum, day) => sum + day.kw, 0);
    const cents = usage.reduce((sum, day) => sum + centsOf(day.costNZD), 0);
    return { supplyPointId: supply.id, supplyType: supply.supplyType, kWh: round2(kwh), cents };
  });
  const kWh = round2(supplies.reduce((sum, supply) => sum + supply.kWh, 0));
  const cents = supplies.reduce((sum, supply) => sum + supply.cents, 0);
  const readDays = Math.max(0, Math.min(dates.length, daysBetween(period.startDate, lastCompleteDay) + 1));
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    days: dates.length,
    kWh,
    amount: nzdOf(cents),
    dailyAverage: {
      kWh: readDays ? round2(kWh / readDays) : 0,
      amount: readDays ? nzdOf(cents / readDays) : 0,
    },
    supplies: supplies.map(({ cents: supplyCents, ...supply }) => ({ ...supply, amount: nzdOf(supplyCents) })),
    season: seasonOf(middleOf(period)),
  };
}

/** An issued bill as figures: its own id, period, amount and supplies, so insights show what the bill charged. */
export function issuedBillFigures(bill: Bill): IssuedBillFigures {
  const days = datesBetween(bill.periodStart, bill.periodEnd).length;
  const kWh = round2(bill.supplies.reduce((sum, supply) => sum + supply.kwh, 0));
  const cents = centsOf(bill.amount);
  return {
    billId: bill.id,
    issueDate: bill.issueDate,
    dueDate: bill.dueDate,
    startDate: bill.periodStart,
    endDate: bill.periodEnd,
    days,
    kWh,
    amount: bill.amount,
    dailyAverage: { kWh: days ? round2(kWh / days) : 0, amount: days ? nzdOf(cents / days) : 0 },
    supplies: bill.supplies.map((supply) => ({
      supplyPointId: supply.supplyPointId,
      supplyType: supply.supplyType,
      kWh: supply.kwh,
      amount: supply.amount,
    })),
    season: seasonOf(middleOf({ startDate: bill.periodStart, endDate: bill.periodEnd })),
  };
}
