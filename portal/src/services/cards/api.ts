import {
  getCardPaymentFee,
  getCardSession,
  getSavedCard,
  setupRecurringCard,
  updateSavedCard,
  type RequestOf,
  type ResponseOf,
} from '@harakeke/contract';
import { callApi } from '../../api/call-api.js';

/** spec 1 §3 savedCard: the selected account's saved card, or `{ card: null }` when there is none. */
export type SavedCardAnswer = ResponseOf<typeof getSavedCard>;

/** spec 1 §3 cardPayment: the card fee rate, the amount to pay and the most one payment may be. */
export type CardFee = ResponseOf<typeof getCardPaymentFee>;

/** spec 1 §3 savedCard: the saved card a payment can use at once, and the payment options screen shows. */
export const fetchSavedCard = () => callApi(getSavedCard);

/** spec 1 §3 cardPayment rate and amountToPay: shown before a card payment and named by the recurring card form. */
export const fetchCardFee = () => callApi(getCardPaymentFee);

/** What became of a hosted card page (spec 1 §4 card return flow): a payment's reference, or that it was cancelled. */
export const fetchCardSession = (sessionId: string) => callApi(getCardSession, { sessionId });

/** Starts adding or replacing the saved card: the answer is the hosted card page to send the browser to. */
export const startSavedCardSession = (returnPath: string) => callApi(updateSavedCard, { returnPath });

/** Starts a recurring card payment: the answer is the hosted card page to send the browser to. */
export const startRecurringCardSession = (request: RequestOf<typeof setupRecurringCard>) =>
  callApi(setupRecurringCard, request);
