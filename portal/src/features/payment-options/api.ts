import {
  deleteRecurringPayment,
  deleteSavedCard,
  getCardPaymentFee,
  getCardSession,
  getRecurringOptions,
  getRecurringPayment,
  getSavedCard,
  setupDirectDebit,
  setupRecurringCard,
  updateRecurringCard,
  updateSavedCard,
  type RequestOf,
} from '@harakeke/contract';
import { callApi } from '../../api/call-api.js';

/** spec 1 §3 recurringPayments: how the selected account's bills are paid now (method none when they are not). */
export const fetchRecurringPayment = () => callApi(getRecurringPayment);

/** spec 1 §2 autopay options: the recurring methods offered, each with its discount; direct debit by default. */
export const fetchRecurringOptions = () => callApi(getRecurringOptions);

/** spec 1 §3 cardSection: the saved card (`{ card: null }` when there is none). */
export const fetchSavedCard = () => callApi(getSavedCard);

/** Starts adding or replacing the saved card: the answer is the hosted card page to send the browser to. */
export const putSavedCard = (returnPath: string) => callApi(updateSavedCard, { returnPath });

/** Removes the saved card (409 while it pays the bills). */
export const removeSavedCard = () => callApi(deleteSavedCard);

/** Starts a recurring card payment: the answer is the hosted card page to send the browser to. */
export const postRecurringCard = (request: RequestOf<typeof setupRecurringCard>) =>
  callApi(setupRecurringCard, request);

/** spec 1 §4 recurring card update: the bills are paid with the saved card from now on. */
export const putRecurringCard = () => callApi(updateRecurringCard);

/** spec 1 §4: cancels the recurring payment; the answer is the recurring payment after it. */
export const cancelRecurringPayment = () => callApi(deleteRecurringPayment);

/** spec 1 §3: sets up the direct debit from bankDetails and the ticks; a 400 names each bad field. */
export const postDirectDebit = (request: RequestOf<typeof setupDirectDebit>) => callApi(setupDirectDebit, request);

/** What became of a hosted card page: read on the return to tell a cancelled page from a declined card. */
export const fetchCardSession = (sessionId: string) => callApi(getCardSession, { sessionId });

/** The card fee rate a recurring card payment is charged, shown before the customer accepts it (spec 1 §3). */
export const fetchCardFee = () => callApi(getCardPaymentFee);
