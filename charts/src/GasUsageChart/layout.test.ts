import { describe, expect, it } from 'vitest';
import { demoGasYear } from '../test/demo-gas.js';
import { gasValue, layoutGasBars, MIN_LABELLED_STEP } from './layout.js';

describe('layoutGasBars', () => {
  const readings = demoGasYear(2025, { emptyAt: [7] });

  it('draws one bar per reading in equal slots, tallest for the largest total', () => {
    const layout = layoutGasBars(readings, 'kwh', 600, 200, 2000);
    expect(layout.bars).toHaveLength(12);
    expect(layout.step).toBe(50);
    const heights = layout.bars.map((bar) => bar.height);
    const values = readings.map((reading) => gasValue(reading, 'kwh'));
    expect(heights.indexOf(Math.max(...heights))).toBe(values.indexOf(Math.max(...values)));
  });

  it('gives an empty reading no height and keeps the reading types', () => {
    const layout = layoutGasBars(readings, 'monetary', 600, 200, 400);
    expect(layout.bars[7]).toMatchObject({ type: 'empty', height: 0 });
    expect(layout.bars[11]?.type).toBe('estimated');
  });

  it('maps a pointer position to its reading, clamped to the ends', () => {
    const layout = layoutGasBars(readings, 'kwh', 600, 200, 2000);
    expect(layout.indexAt(-5)).toBe(0);
    expect(layout.indexAt(75)).toBe(1);
    expect(layout.indexAt(10_000)).toBe(11);
    expect(layout.centreOf(2)).toBe(125);
  });

  it('starts each reading’s slot a step after the one before, around its bar: the highlight fills it', () => {
    const layout = layoutGasBars(readings, 'kwh', 600, 200, 2000);
    expect([0, 1, 11, 12].map(layout.slotStart)).toEqual([0, 50, 550, 600]);
    layout.bars.forEach((bar) => {
      expect(bar.x).toBeGreaterThan(layout.slotStart(bar.index));
      expect(bar.x + bar.width).toBeLessThan(layout.slotStart(bar.index + 1));
    });
  });

  it.each([
    ['wide slots', 12 * MIN_LABELLED_STEP, [true, true, true, true]],
    ['narrow slots', 12 * MIN_LABELLED_STEP - 1, [true, false, true, false]],
  ])('labels every reading’s month on %s, every other one on narrower', (_, width, shown) => {
    const layout = layoutGasBars(readings, 'kwh', width, 200, 2000);
    expect([0, 1, 2, 3].map(layout.labelShown)).toEqual(shown);
  });

  it('draws dollars or kWh as asked', () => {
    const reading = readings[0]!;
    expect(gasValue(reading, 'kwh')).toBe(reading.total.kw);
    expect(gasValue(reading, 'monetary')).toBe(reading.total.costNZD);
  });
});
