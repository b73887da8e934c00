import { describe, expect, it } from 'vitest';
import type { CarbonLevel } from '../carbon-level.js';
import { impactSeries, layoutImpactBars, STRIP_HEIGHT, STRIP_LEVEL_HEIGHT } from './layout.js';

describe('layoutImpactBars', () => {
  const kWh = [1, 2, null, 4];
  const levels: CarbonLevel[] = [1, 3, 3, 0];
  const layout = layoutImpactBars({ kWh, levels, width: 400, height: 100, max: 4, stripBaseline: 130 });

  it('puts bars side by side on a scale from 0 to the axis maximum', () => {
    expect(layout.step).toBe(100);
    expect(layout.barWidth).toBe(70);
    expect(layout.y(0)).toBe(100);
    expect(layout.y(4)).toBe(0);
    expect(layout.centreOf(1)).toBe(150);
    expect(layout.indexAt(399)).toBe(3);
    expect(layout.indexAt(-5)).toBe(0);
  });

  it('starts each bar’s slot a step after the one before, with the bar in its middle: ticks start there', () => {
    expect([0, 1, 2, 3, 4].map(layout.slotStart)).toEqual([0, 100, 200, 300, 400]);
    expect(layout.centreOf(2)).toBe((layout.slotStart(2) + layout.slotStart(3)) / 2);
  });

  it('groups bars by their carbon level, one path each', () => {
    expect(layout.bars.map((bar) => bar.level)).toEqual([0, 1, 3]);
    expect(layout.bars.find((bar) => bar.level === 1)?.d).toBe('M15,75h70V100h-70Z');
    expect(layout.bars.find((bar) => bar.level === 3)?.d).toBe('M115,50h70V100h-70Z');
  });

  it('draws each level again in the strip, as tall as the level', () => {
    expect(layout.strip.map((mark) => mark.level)).toEqual([1, 3]);
    expect(layout.strip.find((mark) => mark.level === 1)?.d).toBe(
      `M15,${130 - STRIP_LEVEL_HEIGHT}h70v${STRIP_LEVEL_HEIGHT}h-70Z`,
    );
    // An hour without a reading still has its level in the strip.
    expect(layout.strip.find((mark) => mark.level === 3)?.d.match(/M/g)).toHaveLength(2);
    expect(5 * STRIP_LEVEL_HEIGHT).toBe(STRIP_HEIGHT);
  });

  it('lists bars without a reading and without a level', () => {
    expect(layout.emptyIndices).toEqual([2]);
    expect(layout.noLevelIndices).toEqual([3]);
  });
});

describe('impactSeries', () => {
  it('draws use never below 0, keeps a missing reading missing, and counts any level but 1 to 5 as no data', () => {
    expect(
      impactSeries([
        { start: '2026-05-01', kWh: 2.5, carbonLevel: 3 },
        { start: '2026-05-02', kWh: -1, carbonLevel: 5 },
        { start: '2026-05-03', kWh: null, carbonLevel: 0 },
        { start: '2026-05-04', kWh: 0, carbonLevel: 9 },
      ]),
    ).toEqual({ kWh: [2.5, 0, null, 0], levels: [3, 5, 0, 0] });
  });
});
