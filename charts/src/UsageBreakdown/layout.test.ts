import { describe, expect, it } from 'vitest';
import { BREAKDOWN_ROW_HEIGHT, layoutBreakdownBars } from './layout.js';

describe('layoutBreakdownBars', () => {
  const layout = layoutBreakdownBars({ values: [50, 200, 0.1], width: 300 });

  it('gives the largest use the full width and the others their proportion', () => {
    expect(layout.barLength(200)).toBe(300);
    expect(layout.barLength(50)).toBe(75);
  });

  it('keeps a visible sliver for a tiny use and nothing for none', () => {
    expect(layout.barLength(0.1)).toBe(2);
    expect(layout.barLength(0)).toBe(0);
  });

  it('stacks lines downwards and finds the line under a y position, clamped to the lines', () => {
    expect(layout.height).toBe(3 * BREAKDOWN_ROW_HEIGHT);
    expect(layout.rowTop(2)).toBe(2 * BREAKDOWN_ROW_HEIGHT);
    expect(layout.indexAt(BREAKDOWN_ROW_HEIGHT + 1)).toBe(1);
    expect(layout.indexAt(-20)).toBe(0);
    expect(layout.indexAt(10_000)).toBe(2);
  });
});
