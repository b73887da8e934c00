import { getCardPaymentFee, getCardSession, getSavedCard, makeCardPayment, type RequestOf } from '@harakeke/contract';
import { callApi } from '../../../api/call-api.js';

/** spec 1 §3 cardPayment: the card fee rate, the amount to pay and the most one payment may be. */
export const fetchCardPaymentFee = () => callApi(getCardPaymentFee);

/** spec 1 §3 savedCard: the card a payment can use at once, or null. */
export const fetchSavedCard = () => callApi(getSavedCard).then((answer) => answer.card);

/** Pays with the saved card (the result) or starts the hosted card page (its address and session). */
export const postCardPayment = (payment: RequestOf<typeof makeCardPayment>) => callApi(makeCardPayment, payment);

/** What became of a hosted card page: read after the return for the payment's reference. */
export const fetchCardSession = (sessionId: string) => callApi(getCardSession, { sessionId });
