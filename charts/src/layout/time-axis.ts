import { formatAucklandTime, formatDate, type AucklandWallClock } from '@harakeke/design-system';
import type { Granularity } from '../model/usage.js';

export interface TimeTick {
  /** Index of the point the tick starts at. */
  index: number;
  label: string;
}

type Level = 'hour' | 'hour3' | 'hour6' | 'day' | 'week' | 'month' | 'quarter' | 'year';

const levelsOf: Record<Granularity, Level[]> = {
  HOURLY: ['hour', 'hour3', 'hour6', 'day', 'week', 'month', 'quarter', 'year'],
  DAILY: ['day', 'week', 'month', 'quarter', 'year'],
  BILL_WINDOW: ['day', 'week', 'month', 'quarter', 'year'],
  MONTHLY: ['month', 'quarter', 'year'],
};

/** Labels closer than this (px) would touch: about the width of '30 Sep' at the axis font size. */
export const MIN_TICK_SPACING = 52;

/** Whether a point starts a new unit of the level, given the point before it. */
function startsUnit(level: Level, time: AucklandWallClock, previous: AucklandWallClock | undefined): boolean {
  const newDay = !previous || previous.date !== time.date;
  const newMonth = !previous || previous.month !== time.month || previous.year !== time.year;
  switch (level) {
    case 'hour':
      // The repeated hour when the clocks go back starts a new hour too.
      return time.minute === 0;
    case 'hour3':
    case 'hour6': {
      const every = level === 'hour3' ? 3 : 6;
      const repeated = previous !== undefined && previous.hour === time.hour;
      return time.minute === 0 && time.hour % every === 0 && !repeated;
    }
    case 'day':
      return newDay;
    case 'week':
      return newDay && time.weekday === 0;
    case 'month':
      return newMonth;
    case 'quarter':
      return newMonth && (time.month - 1) % 3 === 0;
    case 'year':
      return !previous || previous.year !== time.year;
  }
}

function labelOf(level: Level, time: AucklandWallClock, first: boolean, spansDays: boolean): string {
  switch (level) {
    case 'hour':
    case 'hour3':
    case 'hour6':
      // A new day within an hourly chart says which day it is.
      return spansDays && time.hour === 0 ? formatDate(time.date, 'D MMM') : formatAucklandTime(time, 'ha');
    case 'day':
    case 'week':
      return formatDate(time.date, 'D MMM');
    case 'month':
    case 'quarter':
      return formatDate(time.date, first || time.month === 1 ? 'MMM YYYY' : 'MMM');
    case 'year':
      return formatDate(time.date, 'YYYY');
  }
}

/**
 * Time-axis ticks for points drawn `step` px apart, from each point's Auckland wall clock: the finest calendar
 * level (hours, days, weeks, months, quarters, years) whose labels do not touch. Working from the wall clock of
 * each point keeps the 23- and 25-hour days right: their ticks fall where the hours actually are.
 */
export function timeTicks(times: readonly AucklandWallClock[], granularity: Granularity, step: number): TimeTick[] {
  if (times.length === 0) return [];
  const spansDays = times[0]?.date !== times.at(-1)?.date;
  const levels = levelsOf[granularity];
  let chosen: TimeTick[] = [];
  for (const level of levels) {
    const ticks: TimeTick[] = [];
    times.forEach((time, index) => {
      if (startsUnit(level, time, times[index - 1])) {
        ticks.push({ index, label: labelOf(level, time, ticks.length === 0, spansDays) });
      }
    });
    chosen = ticks;
    const tooClose = ticks.some(
      (tick, i) => i > 0 && (tick.index - (ticks[i - 1]?.index ?? 0)) * step < MIN_TICK_SPACING,
    );
    if (!tooClose && ticks.length > 0) return ticks;
  }
  // Even years touch (a very narrow chart): keep every label that has room after the one before it.
  const kept: TimeTick[] = [];
  for (const tick of chosen) {
    const last = kept.at(-1);
    if (!last || (tick.index - last.index) * step >= MIN_TICK_SPACING) kept.push(tick);
  }
  return kept;
}
