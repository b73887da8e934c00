import type { CardSession, RequestOf, setupRecurringCard } from '@harakeke/contract';

/**
 * A hosted card page to open from the payment options screen (spec 1 §2), with what its call needs: adding or
 * replacing the saved card, or setting up a recurring card payment with both ticks given (spec 1 §5). A one-off
 * payment's card page is the payment's own answer (makeCardPayment), not one of these.
 */
export type CardSessionStart =
  | { purpose: 'savedCard'; returnPath: string }
  | { purpose: 'recurringCard'; request: RequestOf<typeof setupRecurringCard> };

/**
 * Whether a card page's session took a payment (spec 1 §4 payment made state MADE): a cancelled page took nothing,
 * whatever else its session holds.
 */
export function isPaymentMadeOn(session: CardSession | null): boolean {
  return session !== null && session.status !== 'cancelled' && session.payment?.paymentTransactionStatus === 'MADE';
}
