import { describe, expect, it } from 'vitest';
import type { CarbonLevel } from '../carbon-level.js';
import { carbonNotes, layoutImpactBars, STRIP_HEIGHT, STRIP_LEVEL_HEIGHT } from './layout.js';

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

describe('carbonNotes', () => {
  it('counts the hours at each level and the use at high or very high intensity, in the past tense', () => {
    expect(carbonNotes([1, 2, 3, 4, null], [1, 1, 4, 5, 0], 'daily')).toEqual([
      'Carbon intensity was very low for 2 hours, high for 1 hour, very high for 1 hour.',
      '1 hour without carbon intensity data.',
      '7.00 kWh (70%) was used while carbon intensity was high or very high.',
    ]);
  });

  it('speaks of days by month, and says nothing of use when there is none', () => {
    expect(carbonNotes([0, null], [2, 2], 'monthly')).toEqual(['Carbon intensity was low for 2 days.']);
  });
});
