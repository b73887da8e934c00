import type { Problem, ResponseOf, SavedCard, getCardPaymentFee } from '@harakeke/contract';
import { atom, type Setter } from 'jotai';
import { problemOf } from '../../../api/call-api.js';
import { loadRemote, renderAnswer } from '../../../app/load-remote.js';
import { uninitialized, type Remote } from '../../../app/remote.js';
import { balanceChangedAtom } from '../../../app/user-details/atoms.js';
import { pageNavigation } from '../../../services/card-return/card-return.js';
import {
  forgetCardSession,
  readCardSession,
  rememberCardSession,
} from '../../../services/card-return/card-session-store.js';
import { fetchCardPaymentFee, fetchCardSession, fetchSavedCard, postCardPayment } from './api.js';
import {
  paymentResultOfReturn,
  paymentStatusOfProblem,
  type PaymentMadeState,
  type PaymentResult,
  type PaymentStatus,
} from './rules.js';

export type CardPaymentFee = ResponseOf<typeof getCardPaymentFee>;

/** spec 1 §3 cardPayment paymentFeeStatus with its data: rate, amountToPay and the maximum one payment may be. */
export const cardPaymentFeeAtom = atom<Remote<CardPaymentFee>>(uninitialized<CardPaymentFee>());

/** spec 1 §3 savedCard: the card a payment can use at once (null when there is none). */
export const savedCardAtom = atom<Remote<SavedCard | null>>(uninitialized<SavedCard | null>());

/** spec 1 §3 cardPayment: where the payment stands and, once there is one, its result. */
export interface CardPaymentState {
  /** spec 1 §4 payment status set. */
  processPaymentStatus: PaymentStatus;
  /** spec 1 §4 payment made states. */
  paymentTransactionStatus: PaymentMadeState;
  /** What the account was credited, when known. */
  paidAmount: number | null;
  /** The card fee charged with it, when known. */
  fee: number | null;
  reference: string | null;
  /** Whether the payment uses the saved card. */
  withToken: boolean;
  /** The hosted card page the browser is on its way to. */
  redirectUrl: string | null;
  /** LOADING is the reading of a return from the card page, not a payment being sent. */
  isReadingReturn: boolean;
  /** The error object of a refused payment. */
  problem: Problem | null;
}

export const noCardPayment: CardPaymentState = {
  processPaymentStatus: 'NONE',
  paymentTransactionStatus: 'none',
  paidAmount: null,
  fee: null,
  reference: null,
  withToken: false,
  redirectUrl: null,
  isReadingReturn: false,
  problem: null,
};

export const cardPaymentAtom = atom<CardPaymentState>(noCardPayment);

/**
 * What the customer typed as the amount; null until they type, when the field shows the amount to pay. Kept here,
 * not in the dialog, so closing and opening it again loses nothing typed.
 */
export const amountTextAtom = atom<string | null>(null);

/** A payment is being sent, its return read, or the browser is leaving for the card page: nothing else may start. */
const isBusy = (state: CardPaymentState) => state.processPaymentStatus === 'LOADING' || state.redirectUrl !== null;

/** Opening the dialog: the fee (the balance may have changed since) and the saved card, each loaded afresh. */
export const loadCardPaymentFormAtom = atom(null, (get, set) =>
  Promise.all([
    loadRemote(get, set, cardPaymentFeeAtom, fetchCardPaymentFee, { skipWhileLoading: true }),
    loadRemote(get, set, savedCardAtom, fetchSavedCard, { skipWhileLoading: true }),
  ]),
);

/** Retries the fee alone, from its error in the dialog. */
export const retryCardPaymentFeeAtom = atom(null, (get, set) =>
  loadRemote(get, set, cardPaymentFeeAtom, fetchCardPaymentFee, { skipWhileLoading: true }),
);

/** The state of a payment with a result (spec 1 §4 payment made states). */
const withResult = (result: PaymentResult, withToken: boolean): CardPaymentState => ({
  ...noCardPayment,
  processPaymentStatus: 'SUCCESS',
  withToken,
  ...result,
});

/**
 * A payment made changes what is owed: every balance shown loads again (spec 1 §3 cardPayment), and the next payment
 * starts from the new amount to pay rather than the one typed for this.
 */
function afterPaymentMade(set: Setter) {
  set(amountTextAtom, null);
  return set(balanceChangedAtom);
}

export interface CardPaymentRequest {
  amount: number;
  withToken: boolean;
  /** Where the card page sends the customer back to (another card only). */
  returnPath: string;
}

/**
 * Pays by card. With the saved card the answer is the result; with another card it is the hosted card page, whose
 * session id is kept for the return before the browser leaves for it. A payment already under way makes a second
 * press do nothing: the check and the LOADING that blocks the next are one synchronous step, so a double click pays
 * once whatever the button shows.
 */
export const payByCardAtom = atom(null, async (get, set, { amount, withToken, returnPath }: CardPaymentRequest) => {
  if (isBusy(get(cardPaymentAtom))) return;
  set(cardPaymentAtom, { ...noCardPayment, processPaymentStatus: 'LOADING', withToken });
  try {
    const answer = await postCardPayment({ amount, withToken, ...(withToken ? {} : { returnPath }) });
    if ('url' in answer) {
      rememberCardSession('cardPayment', answer.sessionId);
      set(cardPaymentAtom, { ...noCardPayment, processPaymentStatus: 'SUCCESS', withToken, redirectUrl: answer.url });
      pageNavigation.assign(answer.url);
      return;
    }
    renderAnswer(() => set(cardPaymentAtom, withResult(answer, withToken)));
    if (answer.paymentTransactionStatus === 'MADE') await afterPaymentMade(set);
  } catch (error) {
    const problem = problemOf(error);
    renderAnswer(() =>
      set(cardPaymentAtom, {
        ...noCardPayment,
        processPaymentStatus: paymentStatusOfProblem(problem, withToken),
        withToken,
        problem,
      }),
    );
  }
});

/**
 * spec 1 §4 card return flow, for a one-off payment: reads the card session kept before leaving (its payment's
 * reference and amount, or that the page was cancelled) into the payment made states. The session is forgotten once
 * read; a session that cannot be read leaves the address's status alone to go on.
 */
export const readCardPaymentReturnAtom = atom(null, async (get, set) => {
  if (isBusy(get(cardPaymentAtom))) return;
  set(cardPaymentAtom, { ...noCardPayment, processPaymentStatus: 'LOADING', isReadingReturn: true });
  const sessionId = readCardSession('cardPayment');
  const session = sessionId ? await fetchCardSession(sessionId).catch(() => null) : null;
  forgetCardSession('cardPayment');
  const result = paymentResultOfReturn(session);
  renderAnswer(() => set(cardPaymentAtom, withResult(result, false)));
  if (result.paymentTransactionStatus === 'MADE') await afterPaymentMade(set);
});

/**
 * Back to the form, keeping the amount typed: 'Try again' after a result that paid nothing (FAILED, ERROR,
 * CANCELLED), and closing the dialog, so its next opening starts at the form. Nothing under way is forgotten.
 */
export const resetCardPaymentAtom = atom(null, (get, set) => {
  if (!isBusy(get(cardPaymentAtom))) set(cardPaymentAtom, noCardPayment);
});
