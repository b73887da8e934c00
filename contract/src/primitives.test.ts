import { describe, expect, it } from 'vitest';
import { findInputIssue, isoDateSchema, isoMonthSchema, MAX_REQUEST_DEPTH } from './primitives.js';

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
