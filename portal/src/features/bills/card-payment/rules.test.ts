import type { CardSession } from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { cardFeeCases, cardFeeRatePercent } from '../../../../../contract/src/card-payment-rules.cases.js';
import {
  amountMessages,
  cardFeeOf,
  paymentRefusalMessage,
  paymentResultOfReturn,
  paymentStatusOfProblem,
  totalChargedOf,
  validatePaymentAmount,
  type PaymentRefusal,
} from './rules.js';

describe('validatePaymentAmount', () => {
  const maximum = 1184.52;

  it.each([
    ['', amountMessages.empty],
    ['   ', amountMessages.empty],
    ['abc', amountMessages.notANumber],
    ['12.3.4', amountMessages.notANumber],
    ['1e3', amountMessages.notANumber],
    ['0', amountMessages.notPositive],
    ['0.00', amountMessages.notPositive],
    ['-5', amountMessages.notPositive],
    ['12.345', amountMessages.tooManyDecimals],
    ['1184.53', 'The most you can pay at once is $1,184.52.'],
  ])('refuses %j: %s', (text, message) => {
    expect(validatePaymentAmount(text, maximum)).toEqual({ isValid: false, message });
  });

  it.each([
    ['184.52', 184.52],
    ['  20 ', 20],
    ['20.', 20],
    ['.5', 0.5],
    ['$1,184.52', 1184.52],
    ['$ 99.9', 99.9],
  ])('takes %j as %d', (text, amount) => {
    expect(validatePaymentAmount(text, maximum)).toEqual({ isValid: true, amount });
  });
});

// spec 1 §3 cardPayment rate: the same cases the contract's rule and the server's payments are tested with, in the
// dollars the fee summary shows, so the portal names the fee the server charges.
describe('the card fee', () => {
  it.each(cardFeeCases)('$name', ({ amountCents, feeCents, totalCents }) => {
    expect(cardFeeOf(amountCents / 100, cardFeeRatePercent)).toBe(feeCents / 100);
    expect(totalChargedOf(amountCents / 100, cardFeeRatePercent)).toBe(totalCents / 100);
  });

  it('takes an amount typed in dollars to whole cents first', () => {
    expect(totalChargedOf(0.1 + 0.2, cardFeeRatePercent)).toBe(0.3);
  });
});

describe('paymentStatusOfProblem', () => {
  const rows: [number | undefined, boolean, PaymentRefusal][] = [
    [400, true, 'INVALID'],
    [402, false, 'PAYMENT_REQUIRED'],
    [403, false, 'ACCOUNT_ERROR'],
    [404, true, 'NOT_FOUND'],
    [404, false, 'ACCOUNT_ERROR'],
    [409, true, 'IN_USE'],
    [500, true, 'ERROR'],
    [undefined, false, 'ERROR'],
  ];
  it.each(rows)('status %s (withToken %s) is %s', (status, withToken, expected) => {
    expect(paymentStatusOfProblem({ type: '/error/x', ...(status ? { status } : {}) }, withToken)).toBe(expected);
  });

  it('reads a malformed answer as DATA_FAIL', () => {
    expect(paymentStatusOfProblem({ type: 'error/parse_error', status: 500 }, true)).toBe('DATA_FAIL');
  });

  it('gives each refusal its own message, the support number where only a person can help', () => {
    const statuses: PaymentRefusal[] = [
      'ERROR',
      'INVALID',
      'PAYMENT_REQUIRED',
      'IN_USE',
      'ACCOUNT_ERROR',
      'DATA_FAIL',
      'NOT_FOUND',
    ];
    const titles = statuses.map((status) => paymentRefusalMessage(status, null).title);
    expect(new Set(titles).size).toBe(statuses.length);
    expect(paymentRefusalMessage('ACCOUNT_ERROR', null).detail).toContain('0800 086 400');
    expect(paymentRefusalMessage('INVALID', { type: '/error/bad_request', detail: 'amount: too much' }).detail).toBe(
      'amount: too much',
    );
  });
});

describe('paymentResultOfReturn', () => {
  const session = (fields: Partial<CardSession>): CardSession => ({
    sessionId: 's-1',
    purpose: 'cardPayment',
    status: 'success',
    sct: false,
    canUpdateCCV: false,
    payment: null,
    ...fields,
  });

  it('takes the payment and its reference from the session', () => {
    const payment = { paymentTransactionStatus: 'MADE' as const, reference: 'CP-1', paidAmount: 50, fee: 0.75 };
    expect(paymentResultOfReturn(session({ payment }))).toEqual(payment);
    const failed = { paymentTransactionStatus: 'FAILED' as const, reference: 'CP-2', paidAmount: 0, fee: 0 };
    expect(paymentResultOfReturn(session({ status: 'error', payment: failed }))).toEqual(failed);
  });

  it('reads a cancelled card page as CANCELLED', () => {
    expect(paymentResultOfReturn(session({ status: 'cancelled' })).paymentTransactionStatus).toBe('CANCELLED');
  });

  it('without a session, or with one still open, cannot confirm a payment: ERROR, never MADE', () => {
    // A return address anyone can type (status=success) proves nothing.
    expect(paymentResultOfReturn(null)).toEqual({
      paymentTransactionStatus: 'ERROR',
      paidAmount: null,
      fee: null,
      reference: null,
    });
    expect(paymentResultOfReturn(session({ status: 'open' })).paymentTransactionStatus).toBe('ERROR');
  });
});
