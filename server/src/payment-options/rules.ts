/*
 * The demo retailer's payment rules (spec 1 §4, §5): discounts for paying by recurring payment, the card fee, how far a
 * card payment may go past the balance, and how a hosted card page's session reads. Money in integer cents.
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

/** spec 1 §3 cardPayment rate: the card fee in percent of the amount paid (the demo retailer's). */
export const CARD_FEE_RATE_PERCENT = 1.5;

/** How far one card payment may go past the balance, paying in advance: $1,000.00. */
export const ADVANCE_PAYMENT_CAP_CENTS = 100_000;

/** A hosted card page lasts 15 minutes, like a provider's checkout session. */
export const CARD_SESSION_TTL_SECONDS = 15 * 60;

/** The card fee in cents, rounded to the nearest cent. */
export function cardFeeCents(amountCents: number): number {
  return Math.round((amountCents * CARD_FEE_RATE_PERCENT) / 100);
}

/** The most one card payment may be: what is owed, plus what may be paid in advance. */
export const maximumPaymentCents = (balanceCents: number) => Math.max(balanceCents, 0) + ADVANCE_PAYMENT_CAP_CENTS;

/** An account number shown with all but its suffix hidden: '38-••••-•••••78-000'. */
export function maskAccountNumber(number: string): string {
  const [bank = '', , account = '', suffix = ''] = number.split('-');
  return `${bank}-••••-•••••${account.slice(-2)}-${suffix}`;
}

/** The spec's result states of a session's page, from what the database holds. */
export function cardSessionStatus<Outcome extends string>(session: { outcome: Outcome | null; expired: boolean }) {
  if (session.outcome) return session.outcome;
  return session.expired ? ('expired' as const) : ('open' as const);
}
