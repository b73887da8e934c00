import type { makeCardPayment, ResponseOf, SavedCard } from '@harakeke/contract';
import type { Load } from '@harakeke/design-system';
import { atom, type Getter, type Setter } from 'jotai';
import { mutation, type MutationState } from '../../../core/data/mutation.js';
import { balanceChangedAtom } from '../../../core/user-details/atoms.js';
import type { CardFee } from '../../../services/cards/api.js';
import { cardFeeQuery, cardSessionOutcome, goToCardPage, savedCardQuery } from '../../../services/cards/atoms.js';
import { postCardPayment } from './api.js';
import { paymentResultOfReturn, paymentStatusOfProblem, type PaymentRefusal, type PaymentResult } from './rules.js';

/** What the payment form is built from: the fee and amounts, and the saved card (null when there is none). */
export interface CardPaymentForm {
  fee: CardFee;
  savedCard: SavedCard | null;
}

/**
 * The form, once it can show. It waits for a fresh fee (the balance may have changed since it last loaded, so the
 * dialog loads it on each opening: loadCardPaymentFormAtom) and for the saved card; a saved card that failed to load
 * leaves another card to pay with, while the fee is needed to pay at all.
 */
export const cardPaymentFormAtom = atom((get): Load<CardPaymentForm> => {
  const fee = get(cardFeeQuery.dataAtom);
  const saved = get(savedCardQuery.dataAtom);
  const savedCardSettled = saved.status !== 'UNINITIALIZED' && saved.status !== 'LOADING';
  if (fee.status === 'SUCCESS' && fee.data && savedCardSettled) {
    return { status: 'ready', data: { fee: fee.data, savedCard: saved.data?.card ?? null } };
  }
  return fee.status === 'ERROR' ? { status: 'error' } : { status: 'loading' };
});

/** Opening the dialog: the fee (the balance may have changed since) and the saved card, each loaded afresh. */
export const loadCardPaymentFormAtom = atom(null, (_get, set) =>
  Promise.all([set(cardFeeQuery.loadAtom, 'refresh'), set(savedCardQuery.loadAtom, 'refresh')]),
);

/**
 * What the customer typed as the amount; null until they type, when the field shows the amount to pay. Kept here,
 * not in the dialog, so closing and opening it again loses nothing typed.
 */
export const amountTextAtom = atom<string | null>(null);

export interface CardPaymentRequest {
  amount: number;
  withToken: boolean;
  /** Where the card page sends the customer back to (another card only). */
  returnPath: string;
}

/** A payment's answer: its result (the saved card), or the hosted card page the browser leaves for (another card). */
export type CardPaymentAnswer = ResponseOf<typeof makeCardPayment>;

/** Whether the last refused payment was with the saved card: a 404 is then the card, else the account. */
const refusedWithTokenAtom = atom(false);

/**
 * A payment made changes what is owed: every balance shown loads again (spec 1 §3 cardPayment), and the next payment
 * starts from the new amount to pay rather than the one typed for this.
 */
function afterPaymentMade(set: Setter) {
  set(amountTextAtom, null);
  return set(balanceChangedAtom);
}

/**
 * Pays by card. With the saved card the answer is the result; with another card it is the hosted card page, whose
 * session id is kept for the return before the browser leaves for it (services/cards). A refusal's problem is the
 * mutation's error, worded by its payment status (spec 1 §4 payment status set).
 */
export const cardPayment = mutation({
  run: async ({ amount, withToken, returnPath }: CardPaymentRequest): Promise<CardPaymentAnswer> => {
    const answer = await postCardPayment({ amount, withToken, ...(withToken ? {} : { returnPath }) });
    if ('url' in answer) goToCardPage('cardPayment', answer);
    return answer;
  },
  onSuccess: (answer, _request, { set }) =>
    'paymentTransactionStatus' in answer && answer.paymentTransactionStatus === 'MADE'
      ? afterPaymentMade(set)
      : undefined,
  onError: (_problem, { withToken }, { set }) => set(refusedWithTokenAtom, withToken),
});

/** spec 1 §4 payment status set: what refused the last payment, from its error object; null unless one was refused. */
export const cardPaymentRefusalAtom = atom((get): PaymentRefusal | null => {
  const { status, error } = get(cardPayment.stateAtom);
  return status === 'error' && error ? paymentStatusOfProblem(error, get(refusedWithTokenAtom)) : null;
});

/** The reading of a return from the card page: its session's outcome in the payment made states (spec 1 §4). */
export const cardPaymentReturnAtom = atom((get): MutationState<PaymentResult> => {
  const state = get(cardSessionOutcome.stateOf('cardPayment'));
  const result: PaymentResult | null = state.status === 'success' ? paymentResultOfReturn(state.data) : null;
  return { ...state, data: result };
});

/** A payment is being sent, its return read, or the browser is leaving for the card page: nothing else may start. */
function isBusy(get: Getter) {
  const payment = get(cardPayment.stateAtom);
  return (
    payment.status === 'pending' ||
    (payment.status === 'success' && payment.data !== null && 'url' in payment.data) ||
    get(cardSessionOutcome.stateOf('cardPayment')).status === 'pending'
  );
}

/** Pays by card (see cardPayment), unless a payment, a return or the card page is under way: a press does nothing. */
export const payByCardAtom = atom(null, async (get, set, request: CardPaymentRequest) => {
  if (isBusy(get)) return;
  await set(cardPayment.mutateAtom, request);
});

/**
 * spec 1 §4 card return flow, for a one-off payment: reads the card session kept before leaving (its payment's
 * reference and amount, or that the page was cancelled) into the payment made states; a session that cannot be read
 * leaves the address's status alone to go on (paymentResultOfReturn). A payment made reloads every balance
 * (services/cards) and starts the next payment from the new amount to pay.
 */
export const readCardPaymentReturnAtom = atom(null, async (get, set) => {
  if (isBusy(get)) return;
  set(cardPayment.resetAtom);
  await set(cardSessionOutcome.mutateAtom, 'cardPayment');
  if (get(cardPaymentReturnAtom).data?.paymentTransactionStatus === 'MADE') set(amountTextAtom, null);
});

/**
 * Back to the form, keeping the amount typed: 'Try again' after a result that paid nothing (FAILED, ERROR,
 * CANCELLED), and closing the dialog, so its next opening starts at the form. Nothing under way is forgotten.
 */
export const resetCardPaymentAtom = atom(null, (get, set) => {
  if (isBusy(get)) return;
  set(cardPayment.resetAtom);
  set(cardSessionOutcome.resetAtom, 'cardPayment');
});
