/*
 * The demo retailer's payment rules (spec 1 §4, §5): how far a card payment may go past the balance, and how a bank
 * account number is shown (the card fee is shared with the portal: contract/src/card-payment-rules.ts; the recurring
 * payment's discount with the bills: recurring-payments/rules.ts). Money in integer cents.
 */

/** How far one card payment may go past the balance, paying in advance: $1,000.00. */
export const ADVANCE_PAYMENT_CAP_CENTS = 100_000;

/** The most one card payment may be: what is owed, plus what may be paid in advance. */
export const maximumPaymentCents = (balanceCents: number) => Math.max(balanceCents, 0) + ADVANCE_PAYMENT_CAP_CENTS;

/** An account number shown with all but its suffix hidden: '38-••••-•••••78-000'. */
export function maskAccountNumber(number: string): string {
  const [bank = '', , account = '', suffix = ''] = number.split('-');
  return `${bank}-••••-•••••${account.slice(-2)}-${suffix}`;
}
