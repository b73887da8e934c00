import { describe, expect, it } from 'vitest';
import { bandCentre, barBands, slotAt, slotCentres, slotStart } from './scales.js';

describe('slotStart', () => {
  it.each([
    ['bar slots with a gap', barBands(4, 400, 0.3)],
    ['bar slots edge to edge', barBands(4, 400, 0.3).paddingInner(0).paddingOuter(0)],
    ['line points', slotCentres(4, 400)],
  ] as const)('tiles the width in equal slots, from 0 to the width: %s', (_, scale) => {
    expect([0, 1, 2, 3, 4].map((index) => slotStart(scale, index))).toEqual([0, 100, 200, 300, 400]);
  });

  it('puts each bar in the middle of its slot, so slot edges fall halfway between neighbouring bars', () => {
    const bands = barBands(31, 576, 0.3);
    for (let index = 0; index < 31; index += 1) {
      const start = slotStart(bands, index);
      const end = slotStart(bands, index + 1);
      expect(bandCentre(bands, index)).toBeCloseTo((start + end) / 2, 10);
      expect(bands(index)).toBeGreaterThan(start);
      expect((bands(index) ?? 0) + bands.bandwidth()).toBeLessThan(end);
    }
  });

  it('puts each line point in the middle of its slot', () => {
    const points = slotCentres(24, 480);
    for (let index = 0; index < 24; index += 1) {
      expect(points(index)).toBeCloseTo(slotStart(points, index) + points.step() / 2, 10);
    }
  });

  it('agrees with the slot under a pointer: a slot starts where slotAt moves to it', () => {
    const bands = barBands(7, 350, 0.3);
    for (let index = 0; index < 7; index += 1) {
      expect(slotAt(slotStart(bands, index) + 0.01, bands.step(), 7)).toBe(index);
    }
  });
});
