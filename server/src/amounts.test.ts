import { describe, expect, it } from 'vitest';
import { round2, round2KeepingTotal } from './amounts.js';

describe('round2KeepingTotal', () => {
  it.each([
    { parts: [0.334, 0.334, 0.334], rounded: [0.34, 0.33, 0.33], why: 'a hundredth over goes to the first of equals' },
    {
      parts: [1.006, 2.006, 3.006],
      rounded: [1.01, 2.01, 3],
      why: 'each rounded alone would add up to 6.03, not 6.02',
    },
    { parts: [0.005, 0.005, 0.005, 0.005], rounded: [0.01, 0.01, 0, 0], why: 'halves go to the first parts' },
    { parts: [], rounded: [], why: 'nothing to share' },
  ])('$why', ({ parts, rounded }) => {
    expect(round2KeepingTotal(parts)).toEqual(rounded);
  });

  it('adds up to the whole rounded to 2 decimals, each part within a hundredth of itself', () => {
    // A day of hours as a meter reads them: 24 parts with thousandths.
    const hours = Array.from({ length: 24 }, (_, hour) => 0.2 + ((hour * 37) % 19) / 13 + (hour % 3) * 0.0037);
    const rounded = round2KeepingTotal(hours);
    const sumInHundredths = rounded.reduce((sum, part) => sum + Math.round(part * 100), 0);
    expect(sumInHundredths).toBe(Math.round(round2(hours.reduce((sum, part) => sum + part, 0)) * 100));
    rounded.forEach((part, index) => expect(Math.abs(part - (hours[index] ?? 0))).toBeLessThan(0.01));
  });
});
