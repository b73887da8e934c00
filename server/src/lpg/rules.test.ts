import { LPG_MAX_BOTTLES } from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { answered, checkOrder, ineligibility, maxBottlesOf, type LpgOrderCheck } from './rules.js';

/** An agreement as the rules read it: its own bottle limit (null: none), arrears and status. */
const agreement = (
  overrides: Partial<{ max_bottles: number | null; in_arrears: boolean; status: 'active' | 'closing' }> = {},
) => ({ max_bottles: null, in_arrears: false, status: 'active' as const, ...overrides });

describe('maxBottlesOf (spec 2 §5)', () => {
  it.each([
    ['its own limit', agreement({ max_bottles: 4 }), 4],
    ['the default without one', agreement(), LPG_MAX_BOTTLES],
  ])('takes %s', (_case, point, expected) => {
    expect(maxBottlesOf(point)).toBe(expected);
  });
});

describe('ineligibility (spec 2 §4)', () => {
  it.each([
    ['an active agreement in good standing', agreement(), null],
    ['an account in arrears', agreement({ in_arrears: true }), 'ineligible_credit_control'],
    ['a closing supply point', agreement({ status: 'closing' }), 'ineligible_supply_status'],
    ['arrears before closing', agreement({ in_arrears: true, status: 'closing' }), 'ineligible_credit_control'],
  ])('answers %s', (_case, point, expected) => {
    expect(ineligibility(point)).toBe(expected);
  });
});

describe('checkOrder (spec 2 §4, §5)', () => {
  it.each<[string, ReturnType<typeof agreement>, number, LpgOrderCheck]>([
    ['one bottle by default', agreement(), 1, { kind: 'orderable', maxBottles: LPG_MAX_BOTTLES }],
    ['up to the agreement’s limit', agreement({ max_bottles: 4 }), 4, { kind: 'orderable', maxBottles: 4 }],
    ['one over the limit', agreement({ max_bottles: 4 }), 5, { kind: 'tooManyBottles', maxBottles: 4 }],
    [
      'over the limit before arrears',
      agreement({ max_bottles: 2, in_arrears: true }),
      3,
      { kind: 'tooManyBottles', maxBottles: 2 },
    ],
    [
      'an account in arrears',
      agreement({ in_arrears: true }),
      1,
      { kind: 'ineligible', reason: 'ineligible_credit_control', maxBottles: LPG_MAX_BOTTLES },
    ],
    [
      'a closing supply point',
      agreement({ status: 'closing', max_bottles: 6 }),
      6,
      { kind: 'ineligible', reason: 'ineligible_supply_status', maxBottles: 6 },
    ],
  ])('answers %s', (_case, point, numberOfBottles, expected) => {
    expect(checkOrder(point, numberOfBottles)).toEqual(expected);
  });
});

describe('answered (spec 2 §5)', () => {
  it.each([
    ['no questions', undefined, { medicalDependency: false, onlyHeatingSource: false, runningOutSoon: false }],
    [
      'some answered',
      { medicalDependency: true },
      { medicalDependency: true, onlyHeatingSource: false, runningOutSoon: false },
    ],
    [
      'all answered',
      { medicalDependency: false, onlyHeatingSource: true, runningOutSoon: true },
      { medicalDependency: false, onlyHeatingSource: true, runningOutSoon: true },
    ],
  ])('counts an unanswered question as false: %s', (_case, questions, expected) => {
    expect(answered(questions)).toEqual(expected);
  });
});
