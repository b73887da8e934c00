import { describe, expect, it } from 'vitest';
import {
  averageNote,
  comparisonFor,
  comparisonSentence,
  describeComparison,
  percentDifference,
  type ComparisonUsage,
} from './comparison.js';

const usage: ComparisonUsage = {
  UsageInKWh: { Actual: 712.4, Average: 636.1, Efficient: 458.9 },
  UsageInDollars: { Actual: 164.1, Average: 203.55, Efficient: 146.85 },
};

describe('percentDifference', () => {
  it.each([
    [712.4, 636.1, 12],
    [164.1, 203.55, -19],
    [100.2, 100, 0],
    [99.8, 100, 0],
    [5, 0, null],
    [Number.NaN, 10, null],
  ])('%s against %s is %s%', (value, base, percent) => {
    expect(percentDifference(value, base)).toBe(percent);
  });
});

describe('comparisonSentence', () => {
  it.each([
    [
      { Actual: 712.4, Average: 636.1, Efficient: 458.9 },
      'kwh',
      undefined,
      'Your home used 12% more than the average home, and 55% more than an efficient home.',
    ],
    [
      { Actual: 164.1, Average: 203.55, Efficient: 146.85 },
      'monetary',
      undefined,
      'Your home spent 19% less than the average home, and 12% more than an efficient home.',
    ],
    [
      { Actual: 100, Average: 100.3, Efficient: 120 },
      'kwh',
      'Electricity',
      'Your home used about the same electricity as the average home, and 17% less than an efficient home.',
    ],
    [
      { Actual: 91.73, Average: 98.28, Efficient: 68.38 },
      'monetary',
      'Gas',
      'Your home spent 7% less on gas than the average home, and 34% more than an efficient home.',
    ],
    [{ Actual: 50, Average: 60, Efficient: 0 }, 'kwh', undefined, 'Your home used 17% less than the average home.'],
    [{ Actual: 50, Average: 0, Efficient: 40 }, 'kwh', undefined, null],
  ] as const)('%o in %s (%s): %s', (figures, unit, fuel, sentence) => {
    expect(comparisonSentence(figures, unit, fuel)).toBe(sentence);
  });
});

describe('comparisonFor', () => {
  it('picks one fuel, or the whole home when both units are there', () => {
    expect(comparisonFor({ Gas: usage }, 'Gas')).toBe(usage);
    expect(comparisonFor({ Gas: usage }, 'Electricity')).toBeUndefined();
    expect(comparisonFor({ ...usage, Electricity: usage })).toEqual(usage);
    expect(comparisonFor({ UsageInKWh: usage.UsageInKWh })).toBeUndefined();
  });
});

describe('describeComparison', () => {
  it('says what is compared, each home and the sentence', () => {
    expect(describeComparison(usage.UsageInKWh, 'kwh', (v) => `${Math.round(v)} kWh`)).toBe(
      'Bar chart comparing your home’s energy use with the average home and an efficient home. ' +
        'Your home 712 kWh; Average home 636 kWh; Efficient home 459 kWh. ' +
        'Your home used 12% more than the average home, and 55% more than an efficient home.',
    );
  });
});

describe('averageNote', () => {
  it('says how your home compares with the average home, or nothing without one', () => {
    expect(averageNote({ Actual: 712.4, Average: 636.1, Efficient: 1 })).toBe('12% more than the average home');
    expect(averageNote({ Actual: 100, Average: 100.2, Efficient: 1 })).toBe('about the same as the average home');
    expect(averageNote({ Actual: 100, Average: 0, Efficient: 1 })).toBeNull();
  });
});
