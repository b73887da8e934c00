import { describe, expect, it } from 'vitest';
import { layoutCarbonScale, markerPath, OUTLINE_WIDTH, SCALE_MAX_WIDTH, STEP_GAP } from './layout.js';

describe('layoutCarbonScale', () => {
  it('puts the five levels side by side, lowest first, with gaps between them', () => {
    const layout = layoutCarbonScale(300, 3);
    expect(layout.steps.map((step) => step.level)).toEqual([1, 2, 3, 4, 5]);
    const width = (300 - 4 * STEP_GAP) / 5;
    expect(layout.steps.map((step) => step.x)).toEqual([0, 1, 2, 3, 4].map((index) => index * (width + STEP_GAP)));
    expect(layout.steps.at(-1)!.x + width).toBeCloseTo(300, 10);
  });

  it('draws the current level twice as tall, on the same centre line, with the marker over its middle', () => {
    const layout = layoutCarbonScale(300, 4);
    const current = layout.steps.filter((step) => step.current);
    expect(current.map((step) => step.level)).toEqual([4]);
    const other = layout.steps[0]!;
    expect(current[0]!.height).toBe(other.height * 2);
    expect(current[0]!.y + current[0]!.height / 2).toBe(other.y + other.height / 2);
    expect(layout.marker?.x).toBe(current[0]!.x + current[0]!.width / 2);
    expect(layout.marker!.y).toBeLessThan(current[0]!.y);
  });

  it('marks nothing when there is no data', () => {
    const layout = layoutCarbonScale(300, 0);
    expect(layout.steps.some((step) => step.current)).toBe(false);
    expect(layout.marker).toBeNull();
  });

  it('insets each dashed no-data outline by half its stroke, so the outline stays inside its step', () => {
    const layout = layoutCarbonScale(300, 0);
    const width = (300 - 4 * STEP_GAP) / 5;
    expect(layout.steps.map((step) => step.outline)).toEqual(
      [0, 1, 2, 3, 4].map((index) => ({
        x: index * (width + STEP_GAP) + OUTLINE_WIDTH / 2,
        y: layout.steps[index]!.y + OUTLINE_WIDTH / 2,
        width: width - OUTLINE_WIDTH,
        height: layout.steps[index]!.height - OUTLINE_WIDTH,
      })),
    );
  });

  it.each([
    ['a phone', 280],
    ['a card', 360],
    ['the narrowest drawing', 10],
  ])('fills %s’s width with the five steps and four gaps, no gap at the ends', (_, width) => {
    const layout = layoutCarbonScale(width, 2);
    const last = layout.steps.at(-1)!;
    expect(layout.steps[0]!.x).toBe(0);
    expect(last.x + last.width).toBeCloseTo(layout.width, 10);
    layout.steps.slice(1).forEach((step, index) => {
      const before = layout.steps[index]!;
      expect(step.x - (before.x + before.width)).toBeCloseTo(STEP_GAP, 10);
    });
  });

  it('stays compact on a wide card', () => {
    expect(layoutCarbonScale(1200, 1).width).toBe(SCALE_MAX_WIDTH);
  });

  it('draws the marker as a triangle pointing down at its tip', () => {
    expect(markerPath({ x: 50, y: 12 })).toBe('M45,2h10L50,12Z');
  });
});
