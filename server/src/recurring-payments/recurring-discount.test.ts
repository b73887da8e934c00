import { describe, expect, it } from 'vitest';
import { recurringDiscountCentsOn, recurringMethodOn, type RecurringPeriod } from './rules.js';

// spec 1 §4 recurringPaymentDiscount: 'off each bill' issued after the set-up day, until the day it is cancelled.
describe('the recurring-payment discount of a bill', () => {
  const debit: RecurringPeriod = { method: 'directDebit', startedOn: '2026-08-20', endedOn: '2026-10-25' };
  const card: RecurringPeriod = { method: 'creditCard', startedOn: '2026-10-25', endedOn: null };

  it.each([
    ['issued before set-up', '2026-08-18', 0, null],
    ['issued on the set-up day', '2026-08-20', 0, null],
    ['issued the day after set-up', '2026-08-21', 200, 'directDebit'],
    ['issued on the day it was replaced', '2026-10-25', 200, 'directDebit'],
    ['issued after a card took over', '2026-11-18', 0, 'creditCard'],
  ] as const)('%s: %i cents', (_, issueDate, cents, method) => {
    expect(recurringDiscountCentsOn([debit, card], issueDate)).toBe(cents);
    expect(recurringMethodOn([debit, card], issueDate)).toBe(method);
  });

  it('is nothing without a recurring payment', () => {
    expect(recurringDiscountCentsOn([], '2026-11-18')).toBe(0);
  });
});
