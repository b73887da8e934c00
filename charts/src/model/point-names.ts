import { formatKwh, formatNzd } from '@harakeke/design-system';
import type { AucklandTime } from '../time/auckland.js';
import { clockTime, longDate, monthYear, weekdayName } from '../time/labels.js';
import type { Granularity, UnitMode } from './usage.js';

/** A point's full name, as the tooltip, the announcement and the table say it. */
export function pointName(time: AucklandTime, granularity: Granularity, instant?: number): string {
  if (granularity === 'MONTHLY') return monthYear(time.date, 'long');
  const day = `${weekdayName(time.date)} ${longDate(time.date)}`;
  if (granularity === 'HOURLY' && instant !== undefined) return `${day}, ${clockTime(instant)}`;
  return day;
}

/** A value in the chart's unit: '12.34 kWh' or '$12.34'. */
export function formatValue(value: number, unit: UnitMode): string {
  return unit === 'kwh' ? formatKwh(value) : formatNzd(value);
}

/** What one point is, plural, per granularity. */
export const pointsNameOf: Record<Granularity, string> = {
  HOURLY: 'hours',
  DAILY: 'days',
  BILL_WINDOW: 'days',
  MONTHLY: 'months',
};
