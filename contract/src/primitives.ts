import { z } from 'zod/mini';

/*
 * The domain's primitive values, shared by every contract file so a rule such as 'a date must exist on the calendar'
 * is written once and holds for every call by construction.
 */

/** Years a date of this product can name: before 1000 or after 9999 neither JavaScript nor PostgreSQL agree. */
const EARLIEST_YEAR = 1000;

export const ISO_DATE_MESSAGE = 'must be a real date as YYYY-MM-DD';
export const ISO_MONTH_MESSAGE = 'must be a real month as YYYY-MM';

/**
 * A calendar date as 'YYYY-MM-DD' that exists (no 30 February, no month 13), in Pacific/Auckland where it names a
 * day of use. zod's ISO date format checks the calendar, leap years included.
 */
export const isoDateSchema = z.iso
  .date({ error: ISO_DATE_MESSAGE })
  .check(z.refine((value) => Number(value.slice(0, 4)) >= EARLIEST_YEAR, ISO_DATE_MESSAGE));

/** A calendar month as 'YYYY-MM'. */
export const isoMonthSchema = z.string().check(
  z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, ISO_MONTH_MESSAGE),
  z.refine((value) => Number(value.slice(0, 4)) >= EARLIEST_YEAR, ISO_MONTH_MESSAGE),
);

/**
 * Whether a number is what a decimal of at most 2 places parses to: 12.3 and 0.29 are; 1.005 and an unrounded sum
 * such as 0.1 + 0.2 (0.30000000000000004, which JSON would write with all 17 digits) are not. Exact, no tolerance:
 * times 100, such a number is within a few units in the last place of its whole number of hundredths (under 0.5 for
 * any amount below 10^13), so rounding recovers that whole number, and dividing it by 100 gives back the very same
 * double, since division rounds correctly just as parsing the decimal does.
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.round(value * 100) / 100 === value;
}

export const MONEY_MESSAGE = 'must be an amount of NZD with at most 2 decimals';
export const KWH_MESSAGE = 'must be kWh with at most 2 decimals';
export const CARBON_KG_MESSAGE = 'must be kg of CO₂-e with at most 2 decimals';

/** spec 1 §1 and §9: money is NZD with two decimals. Negative for credits and savings that take off. */
export const moneySchema = z.number().check(z.refine(hasAtMostTwoDecimals, MONEY_MESSAGE));

/** spec 1 §1 and §9: energy is kWh with two decimals. */
export const kwhSchema = z.number().check(z.refine(hasAtMostTwoDecimals, KWH_MESSAGE));

/** Carbon in kg of CO₂-equivalent, with two decimals as energy has (ours: the spec does not say). */
export const carbonKgSchema = z.number().check(z.refine(hasAtMostTwoDecimals, CARBON_KG_MESSAGE));

/**
 * C0 control characters and DEL, except tab, line feed and carriage return (which a multi-line message may hold).
 * PostgreSQL cannot store U+0000 in text, and none of these belongs in a name, an id, a date or an address.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what this pattern is for
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

/** Whether a string holds a control character a request may not carry. */
export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/** A UTF-16 surrogate without its partner: JSON can carry one, but no UTF-8 text (nor PostgreSQL) can hold it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const LONE_SURROGATE_MESSAGE = 'must be valid Unicode text';

/** How deep a request's JSON may nest: no call's body is deeper than a few levels. */
export const MAX_REQUEST_DEPTH = 16;

/** Why a request's raw input is refused before its schema reads it: the field's path and the reason. */
export interface InputIssue {
  path: string;
  message: string;
}

/**
 * Walks a request's raw input (query, path parameters and JSON body) for what no call accepts, whatever its schema:
 * a control character in any string or key, a lone surrogate, or nesting deeper than MAX_REQUEST_DEPTH. Iterative, so a hostile
 * body cannot exhaust the stack.
 */
export function findInputIssue(input: unknown): InputIssue | null {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value: input, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    const where = path.join('.') || 'request';
    if (typeof value === 'string') {
      if (hasControlCharacter(value)) return { path: where, message: CONTROL_CHARACTER_MESSAGE };
      if (LONE_SURROGATE.test(value)) return { path: where, message: LONE_SURROGATE_MESSAGE };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_REQUEST_DEPTH) return { path: where, message: 'is nested too deeply' };
    for (const [key, child] of Object.entries(value)) {
      if (hasControlCharacter(key)) return { path: where, message: 'has a field name with control characters' };
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}
