import { aucklandDateOf, addDays, type IsoDate } from '@harakeke/calendar';
import { dayLoad, type MeteredFuel } from './day-load.js';
import { unitHash } from './hash.js';
import type { Household } from './household.js';

/** A meter's read of one half-hour: what the readings table keeps. */
export type ReadingStatus = 'actual' | 'estimated' | 'missing' | 'revised';

/** A supply point's half-hours over a span, as parallel arrays (an insert sends them as three arrays). */
export interface HalfHourSeries {
  starts: number[];
  kwh: number[];
  statuses: ReadingStatus[];
}

/** What a supply point's readings are worked out from. */
export interface MeteredHome {
  home: Household;
  fuel: MeteredFuel;
  /** Names the home in its chances, so two homes of the same kind still differ: the site's id. */
  siteKey: string;
  /** Names the meter in its chances (a missing or revised read): the supply point's id. */
  meterKey: string;
}

/** About one half-hour in 500 is never read (the meter's gap). */
const MISSING_CHANCE = 0.002;

/**
 * About one day a quarter the meter's reads of a few hours (2 to 6) arrive late: those half-hours were estimated, and
 * their estimates revised once read. In a block, as a meter's outage is, so a revision stands out when it happens.
 */
const LATE_DAY_CHANCE = 0.012;

/** The slots [first, end) of a day whose reads arrived late, or none. */
function lateSlots(meterKey: string, date: IsoDate): { first: number; end: number } | null {
  if (unitHash(`${meterKey}:${date}:late`) >= LATE_DAY_CHANCE) return null;
  const first = Math.floor(unitHash(`${meterKey}:${date}:late-from`) * 40);
  return { first, end: first + 4 + Math.floor(unitHash(`${meterKey}:${date}:late-for`) * 9) };
}

/**
 * A supply point's half-hourly readings over [from, to) (epoch ms), as its meter reports them: the home's use
 * (day-load.ts), except that half-hours from `estimatedFrom` on are estimates not read yet, a few are missing (0 kWh)
 * and a few revised. Deterministic, like the use itself.
 */
export function halfHourSeries(metered: MeteredHome, from: number, to: number, estimatedFrom: number): HalfHourSeries {
  const series: HalfHourSeries = { starts: [], kwh: [], statuses: [] };
  const lastDay = aucklandDateOf(to - 1);
  for (let date: IsoDate = aucklandDateOf(from); date <= lastDay; date = addDays(date, 1)) {
    const day = dayLoad(metered.home, metered.fuel, metered.siteKey, date);
    const late = lateSlots(metered.meterKey, date);
    day.starts.forEach((start, slot) => {
      if (start < from || start >= to) return;
      const seconds = start / 1000;
      const missing = unitHash(`${metered.meterKey}:${seconds}:gap`) < MISSING_CHANCE;
      series.starts.push(start);
      series.kwh.push(missing ? 0 : day.kwh[slot]!);
      series.statuses.push(
        start >= estimatedFrom
          ? 'estimated'
          : missing
            ? 'missing'
            : late && slot >= late.first && slot < late.end
              ? 'revised'
              : 'actual',
      );
    });
  }
  return series;
}
