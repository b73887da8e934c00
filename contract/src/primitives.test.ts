import { describe, expect, it } from 'vitest';
import {
  carbonKgSchema,
  findInputIssue,
  hasAtMostTwoDecimals,
  isoDateSchema,
  isoMonthSchema,
  kwhSchema,
  MAX_REQUEST_DEPTH,
  moneySchema,
} from './primitives.js';

describe('isoDateSchema', () => {
  it.each(['2026-02-28', '2024-02-29', '2000-02-29', '2026-04-05', '2026-12-31'])(
    'accepts the real date %s',
    (date) => {
      expect(isoDateSchema.safeParse(date).success).toBe(true);
    },
  );

  it.each([
    '2026-02-30',
    '2025-02-29',
    '1900-02-29',
    '2026-13-45',
    '2026-04-31',
    '0000-00-00',
    '0000-01-01',
    '2026-1-01',
    '2026-01-01T00:00:00Z',
    ' 2026-01-01',
    'abc',
    '',
  ])('refuses %j with one message', (date) => {
    const parsed = isoDateSchema.safeParse(date);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('must be a real date as YYYY-MM-DD');
  });
});

describe('isoMonthSchema', () => {
  it('accepts a month and refuses month 00, 13 and year 0000', () => {
    expect(isoMonthSchema.safeParse('2026-11').success).toBe(true);
    for (const month of ['2026-00', '2026-13', '0000-01', '2026-1', 'abc']) {
      expect(isoMonthSchema.safeParse(month).success, month).toBe(false);
    }
  });
});

describe('hasAtMostTwoDecimals', () => {
  it.each([0, -0, 1, 12.3, 0.29, 0.07, 19.99, 1.15, 4.35, -5.01, 1234567.89, 99999999999.99])(
    'accepts %d, a number a decimal of at most 2 places reads as',
    (value) => {
      expect(hasAtMostTwoDecimals(value)).toBe(true);
    },
  );

  it('accepts every whole number of cents up to $10,000 either way, and what rounding a sum to cents gives', () => {
    const round2 = (value: number) => Math.round(value * 100) / 100;
    const refused: number[] = [];
    for (let cents = -1_000_000; cents <= 1_000_000; cents += 1) {
      if (!hasAtMostTwoDecimals(cents / 100)) refused.push(cents / 100);
      if (!hasAtMostTwoDecimals(round2(cents / 100 + 0.1 + 0.2 + 0.0049))) refused.push(cents / 100);
    }
    expect(refused).toEqual([]);
  });

  it.each([0.1 + 0.2, 1.005, 0.001, 12.345, 10.000000001, -0.015, Number.NaN, Infinity, -Infinity])(
    'refuses %d, which has more than 2 decimals or is no amount at all',
    (value) => {
      expect(hasAtMostTwoDecimals(value)).toBe(false);
    },
  );
});

describe('moneySchema, kwhSchema and carbonKgSchema', () => {
  it('take 2 decimals and refuse a third, each in its own words', () => {
    expect(moneySchema.safeParse(12.34).success).toBe(true);
    expect(moneySchema.safeParse(12.345).error?.issues[0]?.message).toBe(
      'must be an amount of NZD with at most 2 decimals',
    );
    expect(kwhSchema.safeParse(0.1 + 0.2).error?.issues[0]?.message).toBe('must be kWh with at most 2 decimals');
    expect(carbonKgSchema.safeParse(3.456).error?.issues[0]?.message).toBe(
      'must be kg of CO₂-e with at most 2 decimals',
    );
    expect(moneySchema.safeParse('12.34').success).toBe(false);
  });
});

describe('findInputIssue', () => {
  it('passes ordinary input, tabs and line breaks included', () => {
    expect(findInputIssue({ a: 'x', b: ['y', { c: 'line one\nline two\ttabbed\r\n' }], n: 1, z: null })).toBeNull();
  });

  it.each([
    ['\u0000', 'NUL'],
    ['\u0007', 'BEL'],
    ['\u001b[31m', 'ESC'],
    ['\u007f', 'DEL'],
  ])('names the field of a string holding %j (%s)', (character) => {
    expect(findInputIssue({ outer: { list: ['ok', `a${character}b`] } })).toEqual({
      path: 'outer.list.1',
      message: 'must not contain control characters',
    });
  });

  it('refuses a lone surrogate, which no UTF-8 text can hold, and keeps a paired one', () => {
    expect(findInputIssue({ name: 'a\ud800b' })).toEqual({ path: 'name', message: 'must be valid Unicode text' });
    expect(findInputIssue({ name: '\udc00' })?.message).toBe('must be valid Unicode text');
    expect(findInputIssue({ name: 'kia ora 👋' })).toBeNull();
  });

  it('refuses a control character in a field name', () => {
    expect(findInputIssue({ ['na\u0000me']: 'x' })?.message).toMatch(/field name/);
  });

  it('refuses nesting deeper than the limit without exhausting the stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findInputIssue({ deep })?.message).toBe('is nested too deeply');
    let shallow: unknown = 'leaf';
    for (let i = 0; i < MAX_REQUEST_DEPTH - 1; i += 1) shallow = { next: shallow };
    expect(findInputIssue(shallow)).toBeNull();
  });
});
