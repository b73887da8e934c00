import { describe, expect, it } from 'vitest';
import {
  canDecrement,
  canIncrement,
  commitQuantity,
  LPG_BOTTLE_LIMITS,
  sanitiseQuantityInput,
  stepQuantity,
  type SanitisedQuantity,
} from './quantity-rules.js';

const limits = { min: 1, max: 35 };

describe('sanitiseQuantityInput (spec 2 §5)', () => {
  it.each<[string, string, SanitisedQuantity]>([
    ['digits', '12', { text: '12', quantity: 12, clamped: false }],
    ['the maximum itself', '35', { text: '35', quantity: 35, clamped: false }],
    ['an empty field', '', { text: '', quantity: null, clamped: false }],
    ['spaces around digits', ' 1 2 ', { text: '12', quantity: 12, clamped: false }],
    ['a tab and a newline', '\t3\n', { text: '3', quantity: 3, clamped: false }],
    ['only spaces', '   ', { text: '', quantity: null, clamped: false }],
    ['a leading zero', '05', { text: '5', quantity: 5, clamped: false }],
    ['several leading zeros', '00012', { text: '12', quantity: 12, clamped: false }],
    ['zero alone', '0', { text: '', quantity: null, clamped: false }],
    ['a zero that is not leading', '10', { text: '10', quantity: 10, clamped: false }],
    ['above the maximum', '36', { text: '35', quantity: 35, clamped: true }],
    ['far above the maximum', '99999999999999999999', { text: '35', quantity: 35, clamped: true }],
    ['above the maximum after stripping', ' 0 40', { text: '35', quantity: 35, clamped: true }],
    ['a letter', 'a', { text: '', quantity: null, clamped: false }],
    ['digits then a letter', '12a', { text: '', quantity: null, clamped: false }],
    ['a minus sign', '-3', { text: '', quantity: null, clamped: false }],
    ['a decimal point', '1.5', { text: '', quantity: null, clamped: false }],
    ['an exponent', '1e3', { text: '', quantity: null, clamped: false }],
    ['a plus sign', '+4', { text: '', quantity: null, clamped: false }],
    ['full-width digits', '１２', { text: '', quantity: null, clamped: false }],
  ])('%s: %j', (_case, raw, expected) => {
    expect(sanitiseQuantityInput(raw, limits.max)).toEqual(expected);
  });

  it('clamps to the default LPG maximum of 99', () => {
    expect(sanitiseQuantityInput('100', LPG_BOTTLE_LIMITS.max)).toEqual({ text: '99', quantity: 99, clamped: true });
  });
});

describe('commitQuantity', () => {
  it.each<[number | null, number]>([
    [null, 1],
    [0, 1],
    [1, 1],
    [20, 20],
    [35, 35],
    [36, 35],
  ])('%s settles on %s', (quantity, settled) => {
    expect(commitQuantity(quantity, limits)).toBe(settled);
  });
});

describe('canIncrement and canDecrement (spec 2 §5: + only below the maximum, − only above the minimum)', () => {
  it.each<[number | null, boolean, boolean]>([
    [null, true, false],
    [1, true, false],
    [2, true, true],
    [34, true, true],
    [35, false, true],
  ])('at %s: + %s, − %s', (quantity, up, down) => {
    expect(canIncrement(quantity, limits)).toBe(up);
    expect(canDecrement(quantity, limits)).toBe(down);
  });

  it('uses 1 to 99 for LPG bottles by default', () => {
    expect(canIncrement(98, LPG_BOTTLE_LIMITS)).toBe(true);
    expect(canIncrement(99, LPG_BOTTLE_LIMITS)).toBe(false);
    expect(canDecrement(1, LPG_BOTTLE_LIMITS)).toBe(false);
  });
});

describe('stepQuantity', () => {
  it.each<[number | null, 1 | -1, number]>([
    [null, 1, 1],
    [null, -1, 1],
    [1, 1, 2],
    [2, -1, 1],
    [1, -1, 1],
    [35, 1, 35],
    [34, 1, 35],
  ])('%s stepped by %s is %s', (quantity, direction, next) => {
    expect(stepQuantity(quantity, direction, limits)).toBe(next);
  });
});
