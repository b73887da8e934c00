import { describe, expect, it } from 'vitest';
import { wholeValueAxis, type AxisUnit } from './value-axis.js';

const labels = (dataMax: number, unit: AxisUnit = 'kwh', maxTicks?: number) =>
  wholeValueAxis(dataMax, unit, maxTicks).ticks.map((tick) => tick.label);

describe('wholeValueAxis', () => {
  it.each([
    { dataMax: 12, unit: 'kwh', shown: ['0', '5', '10', '15 kWh'] },
    { dataMax: 12, unit: 'monetary', shown: ['0', '5', '10', '$15'] },
    { dataMax: 4, unit: 'kwh', shown: ['0', '1', '2', '3', '4 kWh'] },
    { dataMax: 8, unit: 'kwh', shown: ['0', '2', '4', '6', '8 kWh'] },
    { dataMax: 9.5, unit: 'monetary', shown: ['0', '5', '$10'] },
    { dataMax: 24.3, unit: 'kwh', shown: ['0', '10', '20', '30 kWh'] },
    { dataMax: 62, unit: 'kwh', shown: ['0', '20', '40', '60', '80 kWh'] },
    { dataMax: 90, unit: 'kwh', shown: ['0', '25', '50', '75', '100 kWh'] },
    { dataMax: 830, unit: 'kwh', shown: ['0', '250', '500', '750', '1,000 kWh'] },
    { dataMax: 12_345, unit: 'monetary', shown: ['0', '5,000', '10,000', '$15,000'] },
    { dataMax: 3.2, unit: 'kw', shown: ['0', '1', '2', '3', '4 kW'] },
  ] as const)('labels $dataMax ($unit) as $shown', ({ dataMax, unit, shown }) => {
    expect(labels(dataMax, unit)).toEqual(shown);
  });

  it('puts the unit on the top label only (spec 1 §9: the maximum shown as a unit)', () => {
    const kwh = labels(37);
    expect(kwh.at(-1)).toMatch(/^[\d,]+ kWh$/);
    kwh.slice(0, -1).forEach((label) => expect(label).toMatch(/^[\d,]+$/));
    const dollars = labels(37, 'monetary');
    expect(dollars.at(-1)).toMatch(/^\$[\d,]+$/);
    dollars.slice(0, -1).forEach((label) => expect(label).not.toContain('$'));
  });

  // A spread of maxima: tiny, fractional, round, just over a round value, large.
  const maxima = [
    0, 0.001, 0.3, 0.99, 1, 1.01, 2.5, 3, 4.99, 5, 5.01, 7.2, 9.99, 10, 11, 14.7, 19, 20, 21, 33, 48.6, 99, 100, 101,
    249, 251, 999, 1_001, 4_321, 9_999, 25_001, 123_456, 7_654_321,
  ];

  it.each(maxima)('has whole-value ticks only, from 0 in equal steps, topping at or above %d', (dataMax) => {
    const axis = wholeValueAxis(dataMax, 'kwh');
    const values = axis.ticks.map((tick) => tick.value);
    values.forEach((value) => expect(Number.isInteger(value)).toBe(true));
    expect(values[0]).toBe(0);
    expect(values.at(-1)).toBe(axis.max);
    expect(axis.max).toBeGreaterThanOrEqual(dataMax);
    const step = values[1] as number;
    expect(step).toBeGreaterThanOrEqual(1);
    values.forEach((value, index) => expect(value).toBe(index * step));
    // The top is the first step at or above the data, so no empty step is wasted.
    expect(axis.max - step).toBeLessThan(Math.max(dataMax, 1));
  });

  it.each([2, 3, 4, 5, 6, 8, 10])('never draws more than maxTicks (%d) ticks', (maxTicks) => {
    for (const dataMax of maxima) {
      const { ticks } = wholeValueAxis(dataMax, 'monetary', maxTicks);
      expect(ticks.length, `${dataMax}`).toBeLessThanOrEqual(maxTicks);
      expect(ticks.length, `${dataMax}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives no data (0) a scale of 0 to 1, so bars and labels still have somewhere to go', () => {
    expect(wholeValueAxis(0, 'kwh')).toEqual({
      max: 1,
      ticks: [
        { value: 0, label: '0' },
        { value: 1, label: '1 kWh' },
      ],
    });
  });

  it('never labels fractions: a tiny maximum still tops out at 1', () => {
    expect(labels(0.04, 'monetary')).toEqual(['0', '$1']);
    expect(labels(0.75)).toEqual(['0', '1 kWh']);
  });

  it('treats a negative maximum as no data', () => {
    expect(wholeValueAxis(-5, 'kwh').max).toBe(1);
  });

  it('rejects fewer than 2 ticks (0 and the top) instead of searching for a step forever', () => {
    expect(() => wholeValueAxis(10, 'kwh', 1)).toThrow(RangeError);
    expect(() => wholeValueAxis(10, 'kwh', 0)).toThrow(RangeError);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])(
    'draws the empty scale for a maximum of %d rather than hanging',
    (dataMax) => {
      expect(wholeValueAxis(dataMax, 'kwh').max).toBe(1);
    },
  );
});
