import { makeCardPayment, type RequestOf } from '@harakeke/contract';
import { callApi } from '../../../api/call-api.js';

// The card fee, the saved card and the card page's session are services/cards' (payment options uses them too).

/** Pays with the saved card (the result) or starts the hosted card page (its address and session). */
export const postCardPayment = (payment: RequestOf<typeof makeCardPayment>) => callApi(makeCardPayment, payment);
