import { describe, expect, it } from 'vitest';
import {
  pointTotal,
  pointType,
  type EnergyAmount,
  type ReadingType,
  type SeriesKey,
  type UsagePoint,
} from '../model/usage.js';
import { demoDaily, demoHourly } from '../test/demo-usage.js';
import { layoutEnergyBars, type EnergyBarsLayout } from './energy-bars.js';

const BOTH: SeriesKey[] = ['electricity', 'naturalGas'];

const amount = (kWh: number, type: ReadingType = 'actual', costNZD = kWh / 4): EnergyAmount => ({ kWh, costNZD, type });

/** A day with the given electricity and gas, or none of a fuel when its amount is undefined. */
function day(index: number, electricity?: EnergyAmount, naturalGas?: EnergyAmount): UsagePoint {
  return {
    start: `2026-05-${String(index + 1).padStart(2, '0')}`,
    ...(electricity ? { electricity } : {}),
    ...(naturalGas ? { naturalGas } : {}),
  };
}

interface Rect {
  x: number;
  top: number;
  width: number;
  bottom: number;
}

/** The rectangles of one path, as `M x,top h width V bottom h -width Z`. */
function rectsOf(d: string): Rect[] {
  return [...d.matchAll(/M(-?[\d.]+),(-?[\d.]+)h(-?[\d.]+)V(-?[\d.]+)h(-?[\d.]+)Z/g)].map((match) => {
    const [, x, top, width, bottom, back] = match.map(Number) as [number, number, number, number, number, number];
    expect(back).toBe(-width);
    return { x, top, width, bottom };
  });
}

function pathOf(layout: EnergyBarsLayout, series: SeriesKey, type: 'actual' | 'estimated'): Rect[] {
  const path = layout.paths.find((p) => p.series === series && p.type === type);
  return path ? rectsOf(path.d) : [];
}

describe('layoutEnergyBars: stacking', () => {
  // 4 points 100 px wide (25 px a slot), a plot 200 px tall up to 20 kWh: 10 px a kWh.
  const points = [
    day(0, amount(10), amount(5)),
    day(1, amount(4), amount(8)),
    day(2, amount(15)),
    day(3, amount(6), amount(2)),
  ];
  const layout = layoutEnergyBars({ points, series: BOTH, unit: 'kwh', width: 100, height: 200, max: 20 });

  it('spreads the points evenly and leaves a gap between wide bars', () => {
    expect(layout.step).toBe(25);
    expect(layout.barWidth).toBe(17.5);
    expect(layout.columnIndices).toEqual([0, 1, 2, 3]);
  });

  it('maps values to y with 0 on the baseline and the maximum at the top', () => {
    expect(layout.y(0)).toBe(200);
    expect(layout.y(20)).toBe(0);
    expect(layout.y(5)).toBe(150);
  });

  it('draws electricity from the baseline and natural gas on top of it', () => {
    const electricity = pathOf(layout, 'electricity', 'actual');
    const gas = pathOf(layout, 'naturalGas', 'actual');
    // Centred in the slot: 3.75 px either side of a 17.5 px bar.
    expect(electricity).toEqual([
      { x: 3.75, top: 100, width: 17.5, bottom: 200 },
      { x: 28.75, top: 160, width: 17.5, bottom: 200 },
      { x: 53.75, top: 50, width: 17.5, bottom: 200 },
      { x: 78.75, top: 140, width: 17.5, bottom: 200 },
    ]);
    expect(gas).toEqual([
      { x: 3.75, top: 50, width: 17.5, bottom: 100 },
      { x: 28.75, top: 80, width: 17.5, bottom: 160 },
      // Day 3 has no gas: nothing drawn.
      { x: 78.75, top: 120, width: 17.5, bottom: 140 },
    ]);
  });

  it('puts each series in one path per reading type: a handful of elements for any number of bars', () => {
    expect(layout.paths.map(({ series, type }) => `${series} ${type}`)).toEqual([
      'electricity actual',
      'naturalGas actual',
    ]);
  });

  it('stacks in the order the series are given', () => {
    const gasFirst = layoutEnergyBars({
      points,
      series: ['naturalGas', 'electricity'],
      unit: 'kwh',
      width: 100,
      height: 200,
      max: 20,
    });
    expect(pathOf(gasFirst, 'naturalGas', 'actual')[0]).toMatchObject({ top: 150, bottom: 200 });
    expect(pathOf(gasFirst, 'electricity', 'actual')[0]).toMatchObject({ top: 50, bottom: 150 });
  });

  it('draws only the series shown (the energy filter)', () => {
    const electricityOnly = layoutEnergyBars({
      points,
      series: ['electricity'],
      unit: 'kwh',
      width: 100,
      height: 200,
      max: 20,
    });
    expect(electricityOnly.paths.map((path) => path.series)).toEqual(['electricity']);
  });

  it('draws dollars from costNZD when the unit is monetary', () => {
    const dollars = layoutEnergyBars({ points, series: BOTH, unit: 'monetary', width: 100, height: 200, max: 5 });
    // Day 0: $2.50 electricity and $1.25 gas on a $5 scale.
    expect(pathOf(dollars, 'electricity', 'actual')[0]).toMatchObject({ top: 100, bottom: 200 });
    expect(pathOf(dollars, 'naturalGas', 'actual')[0]).toMatchObject({ top: 50, bottom: 100 });
  });

  it('still draws when the scale has no height (max 0)', () => {
    const flat = layoutEnergyBars({
      points: [day(0, amount(0))],
      series: BOTH,
      unit: 'kwh',
      width: 100,
      height: 200,
      max: 0,
    });
    expect(flat.y(0)).toBe(200);
    expect(flat.paths).toEqual([]);
  });
});

describe('layoutEnergyBars: estimated, actual and empty', () => {
  const points = [
    day(0, amount(10), amount(5)),
    day(1, amount(10, 'estimated'), amount(5, 'estimated')),
    day(2, amount(0, 'empty'), amount(0, 'empty')),
    day(3, amount(10, 'actual'), amount(5, 'estimated')),
    day(4),
    day(5, amount(0, 'empty'), amount(3)),
  ];
  const layout = layoutEnergyBars({ points, series: BOTH, unit: 'kwh', width: 60, height: 100, max: 20 });

  it('draws estimated segments in their own paths, so they can be faded and hatched', () => {
    expect(layout.paths.map(({ series, type }) => `${series} ${type}`)).toEqual([
      'electricity actual',
      'electricity estimated',
      'naturalGas actual',
      'naturalGas estimated',
    ]);
    expect(pathOf(layout, 'electricity', 'estimated').map((rect) => rect.x)).toEqual([11.5]);
    // 10 px slots, 7 px bars: point n starts at 10n + 1.5.
    expect(pathOf(layout, 'naturalGas', 'estimated').map((rect) => rect.x)).toEqual([11.5, 31.5]);
  });

  it('stacks an estimated gas reading on an actual electricity one', () => {
    const gas = pathOf(layout, 'naturalGas', 'estimated').find((rect) => rect.x === 31.5);
    expect(gas).toMatchObject({ top: 25, bottom: 50 });
  });

  it('lists the points without any reading, and draws nothing for them', () => {
    expect(layout.emptyIndices).toEqual([2, 4]);
    const xs = layout.paths.flatMap((path) => rectsOf(path.d).map((rect) => rect.x));
    expect(xs).not.toContain(21.5);
    expect(xs).not.toContain(41.5);
  });

  it('draws gas from the baseline when the electricity reading is empty', () => {
    expect(pathOf(layout, 'naturalGas', 'actual').find((rect) => rect.x === 51.5)).toMatchObject({
      top: 85,
      bottom: 100,
    });
  });

  it('counts a point as empty only for the series shown', () => {
    const gasOnly = layoutEnergyBars({ points, series: ['naturalGas'], unit: 'kwh', width: 60, height: 100, max: 20 });
    expect(gasOnly.emptyIndices).toEqual([2, 4]);
    const electricityOnly = layoutEnergyBars({
      points,
      series: ['electricity'],
      unit: 'kwh',
      width: 60,
      height: 100,
      max: 20,
    });
    expect(electricityOnly.emptyIndices).toEqual([2, 4, 5]);
  });
});

describe('layoutEnergyBars: finding points', () => {
  const points = demoDaily({ from: '2026-05-01', days: 31, gas: true });
  const layout = layoutEnergyBars({ points, series: BOTH, unit: 'kwh', width: 576, height: 184, max: 40 });

  it('puts each point’s centre in the middle of its slot', () => {
    expect(layout.centreOf(0)).toBeCloseTo(576 / 31 / 2);
    expect(layout.centreOf(30)).toBeCloseTo(576 - 576 / 31 / 2);
  });

  it('finds every point at its centre and at both edges of its slot', () => {
    points.forEach((_, index) => {
      expect(layout.indexAt(layout.centreOf(index))).toBe(index);
      expect(layout.indexAt(index * layout.step + 0.01)).toBe(index);
      expect(layout.indexAt((index + 1) * layout.step - 0.01)).toBe(index);
    });
  });

  it('starts each point’s slot at its index times the step, and ends the last at the plot’s width', () => {
    points.forEach((_, index) => expect(layout.slotStart(index)).toBe(index * layout.step));
    expect(layout.slotStart(31)).toBeCloseTo(576, 10);
  });

  it('starts each slot where the slot before ends, the same slots the bars are centred in', () => {
    points.forEach((_, index) => {
      expect(layout.centreOf(index)).toBeCloseTo((layout.slotStart(index) + layout.slotStart(index + 1)) / 2, 10);
      expect(layout.indexAt(layout.slotStart(index) + 0.01)).toBe(index);
    });
  });

  it('clamps a position outside the plot to the first or last point', () => {
    expect(layout.indexAt(-30)).toBe(0);
    expect(layout.indexAt(576)).toBe(30);
    expect(layout.indexAt(10_000)).toBe(30);
  });

  it('draws each bar within its own slot', () => {
    for (const path of layout.paths) {
      for (const rect of rectsOf(path.d)) {
        const index = layout.indexAt(rect.x + rect.width / 2);
        expect(rect.x).toBeGreaterThanOrEqual(index * layout.step - 0.01);
        expect(rect.x + rect.width).toBeLessThanOrEqual((index + 1) * layout.step + 0.01);
      }
    }
  });
});

describe('layoutEnergyBars: more points than pixels', () => {
  // A year of hours, with one hour far above the rest.
  const year = demoHourly('2025-01-01', 365);
  const PEAK = 5000;
  year[PEAK] = { ...year[PEAK], start: year[PEAK]?.start ?? '', electricity: amount(40) };
  const layout = layoutEnergyBars({
    points: year,
    series: ['electricity'],
    unit: 'kwh',
    width: 600,
    height: 200,
    max: 40,
  });

  it('draws at most one column per pixel: 600 columns for 8,760 hours', () => {
    expect(year).toHaveLength(8760);
    expect(layout.columnIndices).toHaveLength(600);
    const rects = pathOf(layout, 'electricity', 'actual');
    expect(rects).toHaveLength(600);
    expect(layout.barWidth).toBe(1);
    // Each column's bar fills exactly its own pixel: no two overlap and none is left empty between them.
    expect(rects.map((rect) => rect.x)).toEqual(Array.from({ length: 600 }, (_, column) => column));
    rects.forEach((rect) => expect(rect.width).toBe(1));
  });

  it('draws each column as the largest total among the hours that share it, so peaks survive', () => {
    const columnOf = (index: number) => Math.floor((index * 600) / year.length);
    const largest = new Map<number, number>();
    year.forEach((point, index) => {
      const column = columnOf(index);
      largest.set(column, Math.max(largest.get(column) ?? -Infinity, pointTotal(point, ['electricity'], 'kwh')));
    });
    layout.columnIndices.forEach((index, position) => {
      expect(columnOf(index)).toBe(position);
      expect(pointTotal(year[index] as UsagePoint, ['electricity'], 'kwh')).toBe(largest.get(position));
    });
  });

  it('keeps the one very high hour', () => {
    expect(layout.columnIndices).toContain(PEAK);
    const tallest = Math.min(...pathOf(layout, 'electricity', 'actual').map((rect) => rect.top));
    expect(tallest).toBe(0);
  });

  it('still finds every hour under the pointer', () => {
    expect(layout.indexAt(0)).toBe(0);
    expect(layout.indexAt(599.99)).toBe(8759);
    expect(layout.indexAt(layout.centreOf(PEAK))).toBe(PEAK);
  });

  it('draws one column per point again once there is room', () => {
    const wide = layoutEnergyBars({
      points: year.slice(0, 500),
      series: ['electricity'],
      unit: 'kwh',
      width: 600,
      height: 200,
      max: 40,
    });
    expect(wide.columnIndices).toHaveLength(500);
  });
});

describe('layoutEnergyBars: totals and types from the caller', () => {
  it.each([
    ['a year of hours on a narrow chart', demoHourly('2025-07-01', 365), 375],
    [
      'a month of days with estimates and a gap',
      demoDaily({ from: '2026-05-01', days: 31, gas: true, estimatedLast: 3, emptyAt: [9] }),
      900,
    ],
  ] as const)('lays %s out as it would work them out itself', (_, points, width) => {
    const input = { points, series: BOTH, unit: 'kwh' as const, width, height: 200, max: 40 };
    const own = layoutEnergyBars(input);
    const given = layoutEnergyBars({
      ...input,
      totals: points.map((point) => pointTotal(point, BOTH, 'kwh')),
      types: points.map((point) => pointType(point, BOTH)),
    });
    expect(given.paths).toEqual(own.paths);
    expect(given.columnIndices).toEqual(own.columnIndices);
    expect(given.emptyIndices).toEqual(own.emptyIndices);
    expect(given.step).toBe(own.step);
    expect(given.barWidth).toBe(own.barWidth);
  });
});
