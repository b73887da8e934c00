import { formatAucklandTime, formatDate, type AucklandWallClock } from '@harakeke/design-system';
import { asPointCalendar, dateAt, dayAt, wallClockAt, type PointCalendar } from '../model/point-calendar.js';
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

/** Whether point `index` starts a new unit of the level, given the point before it. */
function startsUnit(level: Level, calendar: PointCalendar, index: number): boolean {
  const { dayIndex, hours, minutes, days } = calendar;
  const newDay = index === 0 || dayIndex[index - 1] !== dayIndex[index];
  switch (level) {
    case 'hour':
      // The repeated hour when the clocks go back starts a new hour too.
      return minutes[index] === 0;
    case 'hour3':
    case 'hour6': {
      const every = level === 'hour3' ? 3 : 6;
      const hour = hours[index] as number;
      const repeated = index > 0 && hours[index - 1] === hour;
      return minutes[index] === 0 && hour % every === 0 && !repeated;
    }
    case 'day':
      return newDay;
    case 'week':
      return newDay && dayAt(calendar, index).weekday === 0;
    case 'month':
    case 'quarter': {
      if (!newDay) return false;
      const day = dayAt(calendar, index);
      const previous = index > 0 ? days[dayIndex[index - 1] as number] : undefined;
      const newMonth = !previous || previous.month !== day.month || previous.year !== day.year;
      return level === 'month' ? newMonth : newMonth && (day.month - 1) % 3 === 0;
    }
    case 'year': {
      if (!newDay) return false;
      const previous = index > 0 ? days[dayIndex[index - 1] as number] : undefined;
      return !previous || previous.year !== dayAt(calendar, index).year;
    }
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
 * The indices of the points that start a unit of the level, in order; with `step`, only while no two are closer
 * than the labels need (undefined as soon as two are).
 */
function unitStarts(level: Level, calendar: PointCalendar, step?: number): number[] | undefined {
  const starts: number[] = [];
  for (let index = 0; index < calendar.count; index += 1) {
    if (!startsUnit(level, calendar, index)) continue;
    const last = starts.at(-1);
    if (step !== undefined && last !== undefined && (index - last) * step < MIN_TICK_SPACING) return undefined;
    starts.push(index);
  }
  return starts;
}

/**
 * Time-axis ticks for points drawn `step` px apart, from each point's Auckland wall clock: the finest calendar
 * level (hours, days, weeks, months, quarters, years) whose labels do not touch. Working from the wall clock of
 * each point keeps the 23- and 25-hour days right: their ticks fall where the hours actually are. A level is given
 * up at its first two ticks that touch, and only the chosen level's ticks are labelled, so a year of hours costs
 * one scan per level tried, not a label per hour.
 */
export function timeTicks(
  times: PointCalendar | readonly AucklandWallClock[],
  granularity: Granularity,
  step: number,
): TimeTick[] {
  const calendar = asPointCalendar(times);
  if (calendar.count === 0) return [];
  const spansDays = dateAt(calendar, 0) !== dateAt(calendar, calendar.count - 1);
  const levels = levelsOf[granularity];
  const labelled = (level: Level, starts: readonly number[]) =>
    starts.map((index, position) => ({
      index,
      label: labelOf(level, wallClockAt(calendar, index), position === 0, spansDays),
    }));
  for (const level of levels) {
    const starts = unitStarts(level, calendar, step);
    if (starts && starts.length > 0) return labelled(level, starts);
  }
  // Even years touch (a very narrow chart): keep every label that has room after the one before it.
  const coarsest = levels.at(-1) as Level;
  const kept: TimeTick[] = [];
  for (const tick of labelled(coarsest, unitStarts(coarsest, calendar) ?? [])) {
    const last = kept.at(-1);
    if (!last || (tick.index - last.index) * step >= MIN_TICK_SPACING) kept.push(tick);
  }
  return kept;
}
