import { formatAucklandTime, formatDate, formatKwh, formatNzd, type AucklandWallClock } from '@harakeke/design-system';
import type { Granularity, UnitMode } from './usage.js';

/** A point's full name, as the tooltip, the announcement and the table say it. */
export function pointName(time: AucklandWallClock, granularity: Granularity, instant?: number): string {
  if (granularity === 'MONTHLY') return formatDate(time.date, 'MMMM YYYY');
  const day = formatDate(time.date, 'dddd DD MMM YYYY');
  // The zone is named, so the two 2am hours of the day the clocks go back can be told apart.
  if (granularity === 'HOURLY' && instant !== undefined) return `${day}, ${formatAucklandTime(instant, 'h:mma z')}`;
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
