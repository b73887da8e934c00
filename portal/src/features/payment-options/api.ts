import {
  deleteRecurringPayment,
  deleteSavedCard,
  getRecurringOptions,
  getRecurringPayment,
  setupDirectDebit,
  updateRecurringCard,
  type RequestOf,
} from '@harakeke/contract';
import { callApi } from '../../api/call-api.js';

// The saved card, the card fee and the card pages are services/cards' (the one-off card payment uses them too).

/** spec 1 §3 recurringPayments: how the selected account's bills are paid now (method none when they are not). */
export const fetchRecurringPayment = () => callApi(getRecurringPayment);

/** spec 1 §2 autopay options: the recurring methods offered, each with its discount; direct debit by default. */
export const fetchRecurringOptions = () => callApi(getRecurringOptions);

/** Removes the saved card (409 while it pays the bills). */
export const removeSavedCard = () => callApi(deleteSavedCard);

/** spec 1 §4 recurring card update: the bills are paid with the saved card from now on. */
export const putRecurringCard = () => callApi(updateRecurringCard);

/** spec 1 §4: cancels the recurring payment; the answer is the recurring payment after it. */
export const cancelRecurringPayment = () => callApi(deleteRecurringPayment);

/** spec 1 §3: sets up the direct debit from bankDetails and the ticks; a 400 names each bad field. */
export const postDirectDebit = (request: RequestOf<typeof setupDirectDebit>) => callApi(setupDirectDebit, request);
