import { describe, expect, it } from 'vitest';
import { layoutComparisonColumns } from './layout.js';

describe('layoutComparisonColumns', () => {
  it('puts the largest home at the top and zero on the baseline', () => {
    const layout = layoutComparisonColumns({ values: [712, 636, 459], width: 600, height: 200 });
    expect(layout.y(712)).toBe(0);
    expect(layout.y(0)).toBe(200);
    expect(layout.y(356)).toBe(100);
  });

  it('finds the home under x across each whole slot, gaps included', () => {
    const layout = layoutComparisonColumns({ values: [1, 2, 3], width: 600, height: 200 });
    expect([0, layout.centreOf(0), layout.centreOf(1), layout.centreOf(2), 599].map(layout.indexAt)).toEqual([
      0, 0, 1, 2, 2,
    ]);
    const between = (layout.centreOf(0) + layout.centreOf(1)) / 2;
    expect(layout.indexAt(between - 1)).toBe(0);
    expect(layout.indexAt(between + 1)).toBe(1);
  });

  it('keeps columns slim on a wide card and wraps labels on a phone', () => {
    expect(layoutComparisonColumns({ values: [1, 2, 3], width: 1200, height: 200 }).columnWidth).toBe(96);
    expect(layoutComparisonColumns({ values: [1, 2, 3], width: 1200, height: 200 }).labelsWrap).toBe(false);
    expect(layoutComparisonColumns({ values: [1, 2, 3], width: 288, height: 200 }).labelsWrap).toBe(true);
  });
});
