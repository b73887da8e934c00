import type { MyEv } from '@harakeke/contract';
import { centsOf, nzdOf, round2 } from '../amounts.js';
import type { Queryable } from '../db/client.js';
import { gridAt } from '../grid/generation.js';
import { aucklandDayBounds } from '../readings/day-bounds.js';
import { dailyReadings, dayKwh, hourlyReadings, lastCompleteDay } from '../readings/queries.js';
import { addDays, aucklandWallClock } from '@harakeke/calendar';
import { chargingHoursOf, costOf, estimateEv } from './plan.js';

/** The EV pages' graphs cover the last 30 complete Auckland days. */
const GRAPH_DAYS = 30;
const HOUR_MS = 3_600_000;

export function graphPeriod(today: string) {
  const endDate = lastCompleteDay(today);
  return { startDate: addDays(endDate, -(GRAPH_DAYS - 1)), endDate };
}

/**
 * The electricity graph of the site's electricity supply points (their readings up to date): each day's metered use
 * by rate, and the EV's estimated charging beside it.
 */
export async function electricityGraph(db: Queryable, points: readonly string[], ev: MyEv | null, today: string) {
  const period = graphPeriod(today);
  const byDate = new Map(
    (await dailyReadings(db, points, period.startDate, period.endDate)).map((day) => [day.date, day]),
  );
  const estimate = ev ? estimateEv(ev) : null;
  const evKwh = estimate ? round2(estimate.dailyKwh) : 0;
  const evCost = estimate ? costOf(estimate.dailyKwh, estimate.centsPerKwh) : 0;
  const days: Array<{
    date: string;
    type: 'actual' | 'estimated' | 'empty';
    lowRateKwh: number;
    highRateKwh: number;
    householdKwh: number;
    evKwh: number;
    evCost: number;
  }> = [];
  for (let offset = 0; offset < GRAPH_DAYS; offset += 1) {
    const date = addDays(period.startDate, offset);
    const day = byDate.get(date);
    const read = day !== undefined && day.halfHours > day.missing;
    days.push({
      date,
      type: !read ? ('empty' as const) : day.estimated > 0 ? ('estimated' as const) : ('actual' as const),
      lowRateKwh: read ? round2(day.offPeakKwh) : 0,
      highRateKwh: read ? round2(day.peakKwh) : 0,
      householdKwh: read ? dayKwh(day) : 0,
      evKwh,
      evCost,
    });
  }
  const sum = (pick: (day: (typeof days)[number]) => number) =>
    round2(days.reduce((total, day) => total + pick(day), 0));
  return {
    period,
    days,
    totals: {
      householdKwh: sum((day) => day.householdKwh),
      evKwh: sum((day) => day.evKwh),
      evCost: nzdOf(days.reduce((total, day) => total + centsOf(day.evCost), 0)),
    },
  };
}

/**
 * The carbon graph of the site's electricity supply points (their readings up to date): each day's kg CO₂-e of its metered use (hour by hour against the grid's intensity), of
 * the EV's charging (in its charging hours), and of driving the same distance on petrol.
 */
export async function carbonGraph(db: Queryable, points: readonly string[], ev: MyEv | null, today: string) {
  const period = graphPeriod(today);
  const bounds = aucklandDayBounds(period.startDate, period.endDate);
  const first = bounds.get(period.startDate);
  const last = bounds.get(period.endDate);
  if (!first || !last) throw new Error(`No Auckland bounds for ${period.startDate}–${period.endDate}`);
  const hourly = await hourlyReadings(db, points, first.start, last.end);
  const estimate = ev ? estimateEv(ev) : null;
  const chargingHours = ev ? chargingHoursOf[ev.chargingTime] : [];
  const days: Array<{ date: string; householdKg: number; evKg: number; petrolKg: number }> = [];
  for (const [date, { start, end }] of bounds) {
    let householdGrams = 0;
    let chargingGrams = 0;
    let chargingSlots = 0;
    for (let hour = Date.parse(start); hour < Date.parse(end); hour += HOUR_MS) {
      const grams = (gridAt(hour).gramsPerKwh + gridAt(hour + HOUR_MS / 2).gramsPerKwh) / 2;
      householdGrams += (hourly.get(hour) ?? 0) * grams;
      if (chargingHours.includes(aucklandWallClock(hour).hour)) {
        chargingGrams += grams;
        chargingSlots += 1;
      }
    }
    const evGramsPerKwh = chargingSlots ? chargingGrams / chargingSlots : 0;
    days.push({
      date,
      householdKg: round2(householdGrams / 1000),
      evKg: estimate ? round2((estimate.dailyKwh * evGramsPerKwh) / 1000) : 0,
      petrolKg: estimate ? round2(estimate.dailyPetrolKg) : 0,
    });
  }
  const sum = (pick: (day: (typeof days)[number]) => number) =>
    round2(days.reduce((total, day) => total + pick(day), 0));
  const totals = {
    householdKg: sum((day) => day.householdKg),
    evKg: sum((day) => day.evKg),
    petrolKg: sum((day) => day.petrolKg),
  };
  return { period, days, totals: { ...totals, petrolKgAvoided: round2(totals.petrolKg - totals.evKg) } };
}

/** The next 24 hours from the current one: the grid's carbon and the rate, and the cleanest run of hours to charge. */
export function chargingForecast(now: number, hoursNeeded: number) {
  const from = Math.floor(now / HOUR_MS) * HOUR_MS;
  const hours = Array.from({ length: 24 }, (_, index) => {
    const start = from + index * HOUR_MS;
    const grams = Math.round((gridAt(start).gramsPerKwh + gridAt(start + HOUR_MS / 2).gramsPerKwh) / 2);
    const clock = aucklandWallClock(start).hour;
    const high = (clock >= 7 && clock < 11) || (clock >= 17 && clock < 21);
    return {
      start: new Date(start).toISOString(),
      hour: clock,
      carbonLevel: Math.max(gridAt(start).carbonLevel, gridAt(start + HOUR_MS / 2).carbonLevel),
      gramsPerKwh: grams,
      rate: high ? ('high' as const) : ('low' as const),
      isBestToCharge: false,
    };
  });
  const run = Math.min(hoursNeeded, hours.length);
  let best = 0;
  let bestGrams = Infinity;
  for (let first = 0; first + run <= hours.length; first += 1) {
    const grams = hours.slice(first, first + run).reduce((sum, hour) => sum + hour.gramsPerKwh, 0);
    if (grams < bestGrams) {
      bestGrams = grams;
      best = first;
    }
  }
  for (const hour of hours.slice(best, best + run)) hour.isBestToCharge = true;
  return {
    hours,
    bestWindow: {
      start: new Date(from + best * HOUR_MS).toISOString(),
      end: new Date(from + (best + run) * HOUR_MS).toISOString(),
      averageGramsPerKwh: Math.round(bestGrams / run),
    },
  };
}
