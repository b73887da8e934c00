/*
 * spec 1 §3 cardPayment rate: the card fee, in one place. The server charges it on each card payment and names it on
 * the hosted card page; the portal shows it, and the total charged, before the customer pays. Money in integer cents.
 */

/** spec 1 §3 cardPayment rate: the card fee in percent of the amount paid (the demo retailer's). */
export const CARD_FEE_RATE_PERCENT = 1.5;

/**
 * The card fee on an amount, in cents: `ratePercent` percent of it, rounded to the nearest cent, half a cent up. The
 * rate is the retailer's unless given (the portal passes the rate the server answered, getCardPaymentFee). At 1.5 %
 * the product is a whole or half number of cents, so the division is exact and never rounds a half the wrong way.
 */
export function cardFeeCents(amountCents: number, ratePercent: number = CARD_FEE_RATE_PERCENT): number {
  return Math.round((amountCents * ratePercent) / 100);
}

/** What the card is charged for an amount, in cents: the amount and its card fee. */
export function totalChargedCents(amountCents: number, ratePercent: number = CARD_FEE_RATE_PERCENT): number {
  return amountCents + cardFeeCents(amountCents, ratePercent);
}
