import { formatAucklandTime, type AucklandWallClock } from '@harakeke/design-system';
import { area, curveMonotoneX, line } from 'd3-shape';
import { slotAt, slotCentres, slotStart, valueScale } from '../layout/scales.js';
import { MIN_TICK_SPACING, timeTicks, type TimeTick } from '../layout/time-axis.js';
import type { Granularity } from '../model/usage.js';

/** spec 2 §2: monitoring periods; live is the default. */
export type MonitoringPeriod = 'live' | 'last24Hours' | 'day' | 'week' | 'month' | 'year';

export const monitoringPeriods: readonly MonitoringPeriod[] = ['live', 'last24Hours', 'day', 'week', 'month', 'year'];

/** One reading of the meter: demand in kW (live) or energy in kWh per interval; null where the meter sent nothing. */
export interface MonitoringReading {
  /** When the interval starts: an ISO instant with offset, or 'YYYY-MM-DD' for a day or month. */
  time: string;
  value: number | null;
}

/** How each period's points are spaced, for axis ticks and paging: the finest calendar unit of the period. */
export function granularityOf(period: MonitoringPeriod, count: number): Granularity | 'MINUTE' {
  switch (period) {
    case 'live':
      return 'MINUTE';
    case 'last24Hours':
    case 'day':
    case 'week':
      return 'HOURLY';
    case 'month':
      return 'DAILY';
    case 'year':
      // A year comes as 12 months or as 365 days.
      return count <= 13 ? 'MONTHLY' : 'DAILY';
  }
}

/** Live ticks: every 5, 10, 15 or 30 minutes, whichever leaves room for the labels. */
export function minuteTicks(times: readonly AucklandWallClock[], step: number): TimeTick[] {
  for (const every of [5, 10, 15, 30, 60]) {
    const ticks = times.flatMap((time, index) =>
      time.minute % every === 0 ? [{ index, label: formatAucklandTime(time, 'h:mma') }] : [],
    );
    const tooClose = ticks.some(
      (tick, i) => i > 0 && (tick.index - (ticks[i - 1]?.index ?? 0)) * step < MIN_TICK_SPACING,
    );
    if (!tooClose) return ticks;
  }
  return [];
}

export function monitoringTicks(
  times: readonly AucklandWallClock[],
  period: MonitoringPeriod,
  step: number,
): TimeTick[] {
  const granularity = granularityOf(period, times.length);
  return granularity === 'MINUTE' ? minuteTicks(times, step) : timeTicks(times, granularity, step);
}

export interface MonitoringLayout {
  step: number;
  /** x of a reading: the centre of its slot. */
  xOf: (index: number) => number;
  /** x where a reading's slot starts, half a step before the reading: the time axis's ticks start here. */
  slotStart: (index: number) => number;
  y: (value: number) => number;
  /** The line through every reading, broken where readings are missing. */
  line: string;
  area: string;
  indexAt: (x: number) => number;
}

/** Readings evenly spaced across the width, each at the centre of its slot. */
export function layoutMonitoring(
  readings: readonly MonitoringReading[],
  width: number,
  height: number,
  max: number,
): MonitoringLayout {
  const count = readings.length;
  const x = slotCentres(count, width);
  const step = x.step();
  const xOf = (index: number) => x(index) ?? 0;
  const y = valueScale(max, height);
  const indexed = readings.map((reading, index) => [index, reading.value] as const);
  const defined = ([, value]: readonly [number, number | null]) => value !== null;
  const linePath =
    line<readonly [number, number | null]>()
      .defined(defined)
      .curve(curveMonotoneX)
      .x(([index]) => xOf(index))
      .y(([, value]) => y(value ?? 0))(indexed) ?? '';
  const areaPath =
    area<readonly [number, number | null]>()
      .defined(defined)
      .curve(curveMonotoneX)
      .x(([index]) => xOf(index))
      .y0(height)
      .y1(([, value]) => y(value ?? 0))(indexed) ?? '';
  return {
    step,
    xOf,
    slotStart: (index) => slotStart(x, index),
    y,
    line: linePath,
    area: areaPath,
    indexAt: (position) => slotAt(position, step, count),
  };
}
