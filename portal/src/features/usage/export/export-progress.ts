import type { UsageExportInterval, UsageExportRequest } from '@harakeke/contract';
import { addDays, daysBetween, hoursInAucklandDay } from '@harakeke/design-system';
import type { UsageGranularity } from '../../../services/energy-usage/consumption-periods.js';

/** spec 2 §2 export: the file's rows are as fine as the chart's bars, half-hours behind the hourly view's. */
export const exportIntervalOf: Record<UsageGranularity, UsageExportInterval> = {
  HOURLY: 'halfHour',
  DAILY: 'day',
  BILL_WINDOW: 'day',
  MONTHLY: 'month',
};

/**
 * How many rows the file will have, its header included: a row per half-hour (46 or 50 on the days the clocks
 * change), per day or per calendar month the range touches.
 */
export function expectedRows({ startDate, endDate, interval }: UsageExportRequest): number {
  if (endDate < startDate) return 1;
  switch (interval) {
    case 'day':
      return daysBetween(startDate, endDate) + 2;
    case 'month': {
      const months = (Number(endDate.slice(0, 4)) - Number(startDate.slice(0, 4))) * 12;
      return months + Number(endDate.slice(5, 7)) - Number(startDate.slice(5, 7)) + 2;
    }
    case 'halfHour': {
      let halfHours = 0;
      for (let date = startDate; date <= endDate; date = addDays(date, 1)) halfHours += hoursInAucklandDay(date) * 2;
      return halfHours + 1;
    }
  }
}

/** The rows in a piece of the file: its line ends (a row's own quoted line break is rare enough to ignore here). */
export function rowsIn(chunk: Uint8Array): number {
  let rows = 0;
  for (const byte of chunk) if (byte === 10) rows += 1;
  return rows;
}

/** How far along the file is, 0 to 100, never 100 before it is all in (the rows are a close estimate). */
export const percentDone = (rows: number, expected: number) => Math.min(99, Math.floor((rows / expected) * 100));
