import { describe, expect, it } from 'vitest';
import { formatKwh, formatNzd } from './number.js';

describe('formatNzd', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [-12, '-$12.00'],
    [0, '$0.00'],
    [0.005, '$0.01'],
    [182.4, '$182.40'],
    [1_000_000, '$1,000,000.00'],
    // Rounds to zero: no stray minus sign.
    [-0.001, '$0.00'],
  ])('%s → %s', (amount, shown) => {
    expect(formatNzd(amount)).toBe(shown);
  });
});

describe('formatKwh', () => {
  it.each([
    [1234.5, '1,234.50 kWh'],
    [0, '0.00 kWh'],
    [7.125, '7.13 kWh'],
    [12.3456, '12.35 kWh'],
    [-3.2, '-3.20 kWh'],
  ])('%s → %s', (value, shown) => {
    expect(formatKwh(value)).toBe(shown);
  });
});
