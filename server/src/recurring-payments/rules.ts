/*
 * How an account pays its bills automatically, and what that earns (spec 1 §4 recurringPaymentDiscount): shared by the
 * payment options, which set a recurring payment up or cancel it, and the bills, which take the discount off. Money in
 * integer cents; dates 'YYYY-MM-DD' in Pacific/Auckland.
 */

export type RecurringMethod = 'directDebit' | 'creditCard';

/** Off each bill for a recurring payment, by method: $2.00 for a direct debit, nothing for a card. */
export const RECURRING_DISCOUNT_CENTS: Readonly<Record<RecurringMethod, number>> = { directDebit: 200, creditCard: 0 };

/** A stretch of days an account paid automatically by one method; `endedOn` is the day it was cancelled or replaced. */
export interface RecurringPeriod {
  method: RecurringMethod;
  startedOn: string;
  endedOn: string | null;
}

/**
 * spec 1 §4 recurringPaymentDiscount: a bill earns the discount of the recurring payment set up before the day it was
 * issued ('off each bill' from the next bill) and not cancelled before that day. Decided by days, never by the time a
 * bill happens to be composed, so a bill comes out the same whenever it is first asked for.
 */
export function recurringDiscountCentsOn(periods: readonly RecurringPeriod[], issueDate: string): number {
  const method = recurringMethodOn(periods, issueDate);
  return method ? RECURRING_DISCOUNT_CENTS[method] : 0;
}

/** How a bill issued on `issueDate` is paid automatically, by the same days as its discount; null when it is not. */
export function recurringMethodOn(periods: readonly RecurringPeriod[], issueDate: string): RecurringMethod | null {
  const inForce = periods.find(
    (period) => period.startedOn < issueDate && (period.endedOn === null || period.endedOn >= issueDate),
  );
  return inForce?.method ?? null;
}
