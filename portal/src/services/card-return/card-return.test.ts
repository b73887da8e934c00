import { afterEach, describe, expect, it } from 'vitest';
import {
  cardReturnPathOf,
  cardReturnResult,
  isOneOffPaymentReturn,
  readCardReturn,
  searchWithoutCardReturn,
  type CardReturnParams,
} from './card-return.js';
import { forgetCardSession, readCardSession, rememberCardSession } from './card-session-store.js';

describe('cardReturnResult (spec 1 §4 card return table)', () => {
  const rows: [CardReturnParams, ReturnType<typeof cardReturnResult>][] = [
    [{ status: 'success', sct: true, canUpdateCCV: true }, 'promptRecurringCardUpdate'],
    [{ status: 'success', sct: true, canUpdateCCV: false }, 'success'],
    [{ status: 'success', sct: false, canUpdateCCV: false }, 'success'],
    [{ status: 'error', sct: true, canUpdateCCV: false }, 'cardError'],
    [{ status: 'error', sct: false, canUpdateCCV: false }, 'recurringError'],
  ];
  it.each(rows)('%o reads as %s', (params, result) => {
    expect(cardReturnResult(params)).toBe(result);
  });
});

describe('readCardReturn', () => {
  it('reads the status and both flags from the query', () => {
    expect(readCardReturn('?status=success&sct=true&canUpdateCCV=true')).toEqual({
      status: 'success',
      sct: true,
      canUpdateCCV: true,
      result: 'promptRecurringCardUpdate',
    });
    expect(readCardReturn(new URLSearchParams('status=error&sct=false&canUpdateCCV=false'))).toEqual({
      status: 'error',
      sct: false,
      canUpdateCCV: false,
      result: 'recurringError',
    });
  });

  it('reads a missing or unexpected flag as false', () => {
    expect(readCardReturn('?status=success&sct=yes')).toMatchObject({ sct: false, canUpdateCCV: false });
  });

  it('is null without a return: no status, or a status the provider never sends', () => {
    expect(readCardReturn('')).toBeNull();
    expect(readCardReturn('?pay=now')).toBeNull();
    expect(readCardReturn('?status=maybe&sct=true')).toBeNull();
  });
});

describe('isOneOffPaymentReturn', () => {
  it.each([
    ['?status=success&sct=false', true],
    ['?status=error', true],
    ['?status=success&sct=true&canUpdateCCV=true', false],
    ['?status=error&sct=true', false],
    ['?tab=transactions', false],
  ])('%s is a one-off payment’s return: %s', (search, expected) => {
    expect(isOneOffPaymentReturn(search)).toBe(expected);
  });
});

describe('the return path and clearing the return', () => {
  it('keeps the path and the rest of the query, without a previous return’s parameters', () => {
    expect(cardReturnPathOf({ pathname: '/account/bill', search: '' })).toBe('/account/bill');
    expect(cardReturnPathOf({ pathname: '/account/bill', search: '?tab=history' })).toBe('/account/bill?tab=history');
    expect(
      cardReturnPathOf({ pathname: '/account/bill', search: '?status=error&tab=history&sct=false&canUpdateCCV=false' }),
    ).toBe('/account/bill?tab=history');
  });

  it('clears the return’s parameters from a query, leaving nothing when nothing else was there', () => {
    expect(searchWithoutCardReturn('?status=success&sct=false&canUpdateCCV=false')).toBe('');
    expect(searchWithoutCardReturn('?pay=now&status=success')).toBe('?pay=now');
  });
});

describe('the card session kept across the card page', () => {
  afterEach(() => sessionStorage.clear());

  it('remembers a session id per purpose, reads it back, and forgets it', () => {
    expect(readCardSession('cardPayment')).toBeNull();
    rememberCardSession('cardPayment', 'session-1');
    rememberCardSession('savedCard', 'session-2');
    expect(readCardSession('cardPayment')).toBe('session-1');
    forgetCardSession('cardPayment');
    expect(readCardSession('cardPayment')).toBeNull();
    expect(readCardSession('savedCard')).toBe('session-2');
  });
});
