import type { BillChangeReason, BillFigures, Season } from '@harakeke/contract';
import type { Database } from '../db/client.js';
import type { SelectedSite } from '../db/queries/features.js';
import { dailyReadings, ensureReadings, type DailyReadings } from '../db/queries/readings.js';
import { seasonOf } from '../tips/catalogue.js';
import { datesBetween, periodData, shiftDate } from '../usage/period-data.js';
import { GST_RATE, tariffs } from '../usage/tariffs.js';

export interface BillPeriod {
  startDate: string;
  endDate: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/**
 * The bill periods of an account: its billing window, repeated back and forth at the window's length (spec 2 §9:
 * previous periods are of equal length to the current window). `index` 0 is the period holding `date`.
 */
export function billPeriodAt(window: BillPeriod, date: string, index = 0): BillPeriod {
  const length = dayNumber(window.endDate) - dayNumber(window.startDate) + 1;
  const periodsAway = Math.floor((dayNumber(date) - dayNumber(window.startDate)) / length) + index;
  const startDate = shiftDate(window.startDate, periodsAway * length);
  return { startDate, endDate: shiftDate(startDate, length - 1) };
}

/** The supply types a bill covers, and the daily readings of each over a span of dates. */
export type BilledReadings = Map<'electricity' | 'naturalGas', DailyReadings[]>;

/** The selected site's electricity and advanced gas readings (the ones read daily) from `from` to `to`. */
export async function billedReadings(db: Database, site: SelectedSite, from: string, to: string) {
  const readings: BilledReadings = new Map();
  for (const supplyType of ['electricity', 'naturalGas'] as const) {
    const points = site.supplyPoints.filter(
      (point) => point.supplyType === supplyType && (supplyType === 'electricity' || point.advanced),
    );
    if (points.length === 0) continue;
    for (const point of points) await ensureReadings(db, { id: point.id, supplyType });
    readings.set(
      supplyType,
      await dailyReadings(
        db,
        points.map((point) => point.id),
        from,
        to,
      ),
    );
  }
  return readings;
}

/** The middle date of a period, whose season is the bill's. */
const middleOf = (period: BillPeriod) =>
  shiftDate(period.startDate, Math.floor((dayNumber(period.endDate) - dayNumber(period.startDate)) / 2));

/** A bill period's figures from its read days up to `lastCompleteDay`, each day costed the way a bill is. */
export function billFigures(period: BillPeriod, readings: BilledReadings, lastCompleteDay: string): BillFigures {
  const dates = datesBetween(period.startDate, period.endDate);
  const supplies = [...readings.entries()].map(([supplyType, days]) => {
    const usage = periodData(dates, days, { tariff: tariffs[supplyType], lastCompleteDay, costIncluded: true })
      .dailyUsage.usage;
    const kwh = usage.reduce((sum, day) => sum + day.kw, 0);
    const cents = usage.reduce((sum, day) => sum + Math.round(day.costNZD * 100), 0);
    return { supplyType, kWh: Math.round(kwh * 100) / 100, cents };
  });
  const kWh = Math.round(supplies.reduce((sum, supply) => sum + supply.kWh, 0) * 100) / 100;
  const cents = supplies.reduce((sum, supply) => sum + supply.cents, 0);
  const readDays = Math.max(0, Math.min(dates.length, dayNumber(lastCompleteDay) - dayNumber(period.startDate) + 1));
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    days: dates.length,
    kWh,
    amount: cents / 100,
    dailyAverage: {
      kWh: readDays ? Math.round((kWh / readDays) * 100) / 100 : 0,
      amount: readDays ? Math.round(cents / readDays) / 100 : 0,
    },
    supplies: supplies.map((supply) => ({
      supplyType: supply.supplyType,
      kWh: supply.kWh,
      amount: supply.cents / 100,
    })),
    season: seasonOf(middleOf(period)),
  };
}

/** Cents a day every bill carries whatever the use: the daily charges with GST. */
function fixedCentsPerDay(bill: BillFigures): number {
  return bill.supplies.reduce(
    (sum, supply) => sum + tariffs[supply.supplyType as 'electricity' | 'naturalGas'].dailyChargeCents * (1 + GST_RATE),
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
