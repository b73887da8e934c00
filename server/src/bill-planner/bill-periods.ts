import type { Bill, BillChangeReason, BillFigures, IssuedBillFigures, Season } from '@harakeke/contract';
import { currentCycle } from '../bills/bill-cycles.js';
import type { Database } from '../db/client.js';
import { dailyReadings, ensureReadings, lastCompleteDay, type DailyReadings } from '../readings/queries.js';
import { seasonOf } from '../tips/catalogue.js';
import { datesBetween, periodData, shiftDate } from '../usage/period-data.js';
import { GST_RATE, tariffs } from '../usage/tariffs.js';

export interface BillPeriod {
  startDate: string;
  endDate: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

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
    cycle = currentCycle(shiftDate(cycle.end, 1), anchorDay);
  }
  return periods;
}

/** A supply point a bill charges. */
export interface BilledSupply {
  id: string;
  supplyType: 'electricity' | 'naturalGas';
}

/** The supply points an account's bills charge: its active electricity and natural gas ones, as issued bills do. */
export async function billedSupplies(db: Database, billingAccountId: string): Promise<BilledSupply[]> {
  const rows = await db.query<{ id: string; supply_type: BilledSupply['supplyType'] }>(
    `SELECT p.id, p.supply_type FROM supply_points p JOIN sites s ON s.id = p.site_id
      WHERE s.billing_account_id = $1 AND p.status = 'active' AND p.supply_type IN ('electricity', 'naturalGas')
      ORDER BY s.sort_order, p.id`,
    [billingAccountId],
  );
  return rows.map((row) => ({ id: row.id, supplyType: row.supply_type }));
}

/** Each billed supply point's daily readings over a span of dates. */
export type BilledReadings = Array<BilledSupply & { days: DailyReadings[] }>;

/**
 * The billed supply points' readings from `from` to the last complete day, which is answered with them: each supply
 * point's readings are made sure of first, and that says which day it is.
 */
export async function billedReadings(
  db: Database,
  supplies: readonly BilledSupply[],
  from: string,
): Promise<{ readings: BilledReadings; lastCompleteDay: string }> {
  const spans = [];
  for (const supply of supplies) spans.push(await ensureReadings(db, supply));
  const lastDay = spans.find((span) => span !== undefined)?.lastCompleteDay ?? (await lastCompleteDay(db));
  const readings: BilledReadings = [];
  for (const supply of supplies)
    readings.push({ ...supply, days: await dailyReadings(db, [supply.id], from, lastDay) });
  return { readings, lastCompleteDay: lastDay };
}

/** The middle date of a period, whose season is the bill's. */
const middleOf = (period: BillPeriod) =>
  shiftDate(period.startDate, Math.floor((dayNumber(period.endDate) - dayNumber(period.startDate)) / 2));

const round2 = (value: number) => Math.round(value * 100) / 100;

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
    const cents = usage.reduce((sum, day) => sum + Math.round(day.costNZD * 100), 0);
    return { supplyPointId: supply.id, supplyType: supply.supplyType, kWh: round2(kwh), cents };
  });
  const kWh = round2(supplies.reduce((sum, supply) => sum + supply.kWh, 0));
  const cents = supplies.reduce((sum, supply) => sum + supply.cents, 0);
  const readDays = Math.max(0, Math.min(dates.length, dayNumber(lastCompleteDay) - dayNumber(period.startDate) + 1));
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    days: dates.length,
    kWh,
    amount: cents / 100,
    dailyAverage: {
      kWh: readDays ? round2(kWh / readDays) : 0,
      amount: readDays ? Math.round(cents / readDays) / 100 : 0,
    },
    supplies: supplies.map(({ cents: supplyCents, ...supply }) => ({ ...supply, amount: supplyCents / 100 })),
    season: seasonOf(middleOf(period)),
  };
}

/** An issued bill as figures: its own id, period, amount and supplies, so insights show what the bill charged. */
export function issuedBillFigures(bill: Bill): IssuedBillFigures {
  const days = datesBetween(bill.periodStart, bill.periodEnd).length;
  const kWh = round2(bill.supplies.reduce((sum, supply) => sum + supply.kwh, 0));
  const cents = Math.round(bill.amount * 100);
  return {
    billId: bill.id,
    issueDate: bill.issueDate,
    dueDate: bill.dueDate,
    startDate: bill.periodStart,
    endDate: bill.periodEnd,
    days,
    kWh,
    amount: bill.amount,
    dailyAverage: { kWh: days ? round2(kWh / days) : 0, amount: days ? Math.round(cents / days) / 100 : 0 },
    supplies: bill.supplies.map((supply) => ({
      supplyPointId: supply.supplyPointId,
      supplyType: supply.supplyType,
      kWh: supply.kwh,
      amount: supply.amount,
    })),
    season: seasonOf(middleOf({ startDate: bill.periodStart, endDate: bill.periodEnd })),
  };
}

/** Cents a day every bill carries whatever the use: the daily charges with GST. */
function fixedCentsPerDay(bill: BillFigures): number {
  return bill.supplies.reduce(
    (sum, supply) =>
      supply.supplyType === 'lpg' ? sum : sum + tariffs[supply.supplyType].dailyChargeCents * (1 + GST_RATE),
    0,
  );
}

/** The average price of a bill's kWh, in cents, once the daily charges are taken off. */
function centsPerKwh(bill: BillFigures): number {
  return bill.kWh > 0 ? (bill.amount * 100 - fixedCentsPerDay(bill) * bill.days) / bill.kWh : 0;
}

const heatingNeed: Record<Season, number> = { Summer: 0, Autumn: 1, Spring: 1, Winter: 2 };
const dollars = (cents: number) => `$${(Math.abs(cents) / 100).toFixed(2)}`;

/**
 * Why a bill differs from the one before, as amounts that add up to the change to the cent: the days it covered
 * (at the earlier bill's daily cost), the average price of a kWh (which moves with the share of peak-hour use when
 * the rates stay the same), and the rest, the use itself, put down to the weather when the season changed.
 */
export function billChangeReasons(selected: BillFigures, previous: BillFigures): BillChangeReason[] {
  const change = Math.round(selected.amount * 100) - Math.round(previous.amount * 100);
  const daysEffect = previous.days
    ? Math.round(((selected.days - previous.days) * previous.amount * 100) / previous.days)
    : 0;
  const priceBefore = centsPerKwh(previous);
  const priceNow = centsPerKwh(selected);
  const priceEffect = Math.round((priceNow - priceBefore) * selected.kWh);
  const useEffect = change - daysEffect - priceEffect;
  const reasons: BillChangeReason[] = [];
  if (daysEffect !== 0) {
    const more = selected.days > previous.days;
    reasons.push({
      reason: more ? 'moreDays' : 'fewerDays',
      title: more ? 'More days' : 'Fewer days',
      message: `This bill covered ${selected.days} days, ${Math.abs(selected.days - previous.days)} ${more ? 'more' : 'fewer'} than the one before, which ${more ? 'added' : 'took off'} about ${dollars(daysEffect)}.`,
      amount: daysEffect / 100,
    });
  }
  if (priceEffect !== 0) {
    reasons.push({
      reason: 'priceChange',
      title: 'Price per kWh',
      message: `Your average price went from ${priceBefore.toFixed(2)}c to ${priceNow.toFixed(2)}c a kWh. It moves with how much of your use falls in peak hours, which ${priceEffect > 0 ? 'added' : 'took off'} ${dollars(priceEffect)}.`,
      amount: priceEffect / 100,
    });
  }
  if (useEffect !== 0) {
    const more = useEffect > 0;
    const perDay = `${previous.dailyAverage.kWh} kWh a day to ${selected.dailyAverage.kWh} kWh a day`;
    const colder = heatingNeed[selected.season] - heatingNeed[previous.season];
    reasons.push(
      colder !== 0
        ? {
            reason: 'weather',
            title: colder > 0 ? 'Colder weather' : 'Warmer weather',
            message: `This bill was mostly in ${selected.season.toLowerCase()}, the one before in ${previous.season.toLowerCase()}. Your use went from ${perDay}, which ${more ? 'added' : 'took off'} ${dollars(useEffect)}.`,
            amount: useEffect / 100,
          }
        : {
            reason: 'usage',
            title: more ? 'You used more' : 'You used less',
            message: `Your use went from ${perDay}, which ${more ? 'added' : 'took off'} ${dollars(useEffect)}.`,
            amount: useEffect / 100,
          },
    );
  }
  return reasons.sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount));
}

/** A change as an amount and a percent of the earlier value (one decimal; 0 when there was nothing before). */
export function changeOf(now: number, before: number): { value: number; percent: number } {
  const value = Math.round((now - before) * 100) / 100;
  return { value, percent: before ? Math.round((value / before) * 1000) / 10 : 0 };
}
