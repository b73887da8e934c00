import { describe, expect, it } from 'vitest';
import { pointTime } from '../model/usage.js';
import { demoDays, demoHours, demoLive, demoMonths } from '../test/demo-monitoring.js';
import { granularityOf, layoutMonitoring, minuteTicks, monitoringTicks } from './layout.js';

const timesOf = (readings: Array<{ time: string }>) => readings.map((reading) => pointTime({ start: reading.time }));

describe('monitoring periods', () => {
  it.each([
    ['live', 60, 'MINUTE'],
    ['last24Hours', 48, 'HOURLY'],
    ['day', 24, 'HOURLY'],
    ['week', 168, 'HOURLY'],
    ['month', 30, 'DAILY'],
    ['year', 12, 'MONTHLY'],
    ['year', 365, 'DAILY'],
  ] as const)('%s with %i readings is spaced by %s', (period, count, granularity) => {
    expect(granularityOf(period, count)).toBe(granularity);
  });
});

describe('monitoring ticks', () => {
  it('labels live minutes on round clock minutes with room between them', () => {
    const readings = demoLive('2026-03-18T06:30:00Z');
    const ticks = minuteTicks(timesOf(readings), 12);
    expect(ticks[0]?.label).toBe('6:30pm');
    expect(ticks.map((tick) => tick.label)).toContain('7:00pm');
    ticks.slice(1).forEach((tick, i) => expect((tick.index - ticks[i]!.index) * 12).toBeGreaterThanOrEqual(52));
  });

  it('puts the 3am tick after both 2am readings on the day the clocks go back', () => {
    const readings = demoHours('2026-04-05', 1);
    expect(readings).toHaveLength(25);
    const ticks = monitoringTicks(timesOf(readings), 'day', 30);
    expect(ticks.find((tick) => tick.label === '3am')?.index).toBe(4);
  });

  it('labels a year of days by month and twelve months by month', () => {
    expect(monitoringTicks(timesOf(demoDays('2025-03-18', 365)), 'year', 2).map((tick) => tick.label)).toContain(
      'Jan 2026',
    );
    expect(monitoringTicks(timesOf(demoMonths(2025)), 'year', 60)[0]?.label).toBe('Jan 2025');
  });
});

describe('layoutMonitoring', () => {
  it('breaks the line where readings are missing', () => {
    const whole = layoutMonitoring(demoLive('2026-03-18T06:30:00Z'), 600, 200, 4);
    const gap = layoutMonitoring(demoLive('2026-03-18T06:30:00Z', 60, [30, 31]), 600, 200, 4);
    expect(whole.line.match(/M/g)).toHaveLength(1);
    expect(gap.line.match(/M/g)).toHaveLength(2);
  });

  it('centres each reading in its slot and finds the reading under a pointer', () => {
    const layout = layoutMonitoring(demoHours('2026-03-17', 1), 480, 200, 3);
    expect(layout.step).toBe(20);
    expect(layout.xOf(0)).toBe(10);
    expect(layout.indexAt(45)).toBe(2);
    expect(layout.y(0)).toBe(200);
    expect(layout.y(3)).toBe(0);
  });

  it('starts each reading’s slot half a step before it: the time axis’s ticks start there', () => {
    const layout = layoutMonitoring(demoHours('2026-03-17', 1), 480, 200, 3);
    expect([0, 1, 23, 24].map(layout.slotStart)).toEqual([0, 20, 460, 480]);
    for (let index = 0; index < 24; index += 1) {
      expect(layout.slotStart(index)).toBeCloseTo(layout.xOf(index) - layout.step / 2, 10);
      expect(layout.indexAt(layout.slotStart(index) + 0.01)).toBe(index);
    }
  });
});
