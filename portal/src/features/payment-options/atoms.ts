import type { Problem, RecurringPayment } from '@harakeke/contract';
import { atom, type Getter } from 'jotai';
import { keyedQuery } from '../../core/data/keyed-query.js';
import { mutation } from '../../core/data/mutation.js';
import type { CardReturn } from '../../services/card-return/card-return.js';
import { forgetCardSession } from '../../services/card-return/card-session-store.js';
import {
  cardSessionOutcome,
  cardSessionStart,
  forgetCardSessionOutcomeAtom,
  savedCardQuery,
  startCardSessionAtom,
} from '../../services/cards/atoms.js';
import {
  cancelRecurringPayment,
  fetchRecurringOptions,
  fetchRecurringPayment,
  putRecurringCard,
  removeSavedCard,
} from './api.js';

/** spec 1 §3 recurringPayments: how the selected account's bills are paid, keyed by the site shown. */
export const recurringPaymentQuery = keyedQuery({
  name: 'paymentOptions.recurringPayment',
  fetch: () => fetchRecurringPayment(),
});

/** spec 1 §2 autopay options (default directDebit), each method with its discount. */
export const recurringOptionsQuery = keyedQuery({
  name: 'paymentOptions.recurringOptions',
  fetch: () => fetchRecurringOptions(),
});

/** spec 1 §4: a recurring payment is active when its method is not none. */
export const isRecurringActive = (payment: RecurringPayment | null | undefined): payment is RecurringPayment =>
  payment != null && payment.paymentMethod !== 'none';

/** spec 1 §3 recurringPayments.form.selectedPaymentType: direct debit by default, credit card the alternative. */
export type RecurringPaymentType = 'directDebit' | 'creditCard';

/** The payment type the customer chose; null until they choose, when the autopay options' default applies. */
export const chosenPaymentTypeAtom = atom<RecurringPaymentType | null>(null);

/** spec 1 §2: the selected payment type: the customer's choice, else the autopay options' default (directDebit). */
export const selectedPaymentTypeAtom = atom(
  (get): RecurringPaymentType =>
    get(chosenPaymentTypeAtom) ?? get(recurringOptionsQuery.dataAtom).data?.defaultOption ?? 'directDebit',
  (_get, set, type: RecurringPaymentType) => set(chosenPaymentTypeAtom, type),
);

/**
 * spec 1 §2: the recurring section's form flag. Off until the customer asks to set up a recurring payment, so a
 * customer who has just cancelled one sees that it is cancelled, not a form.
 */
export const recurringFormShownAtom = atom(false);

/** spec 1 §3 creditCardForm: the two ticks a recurring card payment needs, and whether each was touched. */
export interface CreditCardFormState {
  creditCardTsAndCs: boolean;
  creditCardFeeAccept: boolean;
  touched: { creditCardTsAndCs: boolean; creditCardFeeAccept: boolean };
}

export const emptyCreditCardForm: CreditCardFormState = {
  creditCardTsAndCs: false,
  creditCardFeeAccept: false,
  touched: { creditCardTsAndCs: false, creditCardFeeAccept: false },
};

export const creditCardFormAtom = atom<CreditCardFormState>(emptyCreditCardForm);

/** Why a card flow ended without a card: a call failed, the card was declined, or the card page was cancelled. */
export type CardFlowError = { kind: 'failed'; problem: Problem } | { kind: 'declined' } | { kind: 'cancelled' };

/**
 * How the last card page for a purpose ended without a card: its page could not be opened, or (spec 1 §4 card return
 * table, an error row: the only returns whose session this screen reads) its session says cancelled, else declined.
 */
function cardFlowErrorOf(get: Getter, purpose: 'savedCard' | 'recurringCard'): CardFlowError | null {
  const start = get(cardSessionStart.stateOf(purpose));
  if (start.status === 'error' && start.error) return { kind: 'failed', problem: start.error };
  const outcome = get(cardSessionOutcome.stateOf(purpose));
  if (outcome.status !== 'success') return null;
  return outcome.data?.status === 'cancelled' ? { kind: 'cancelled' } : { kind: 'declined' };
}

/** spec 1 §3 cardSection.cardError and §8: a card could not be added (or replaced). */
export const cardErrorAtom = atom((get) => cardFlowErrorOf(get, 'savedCard'));

/** spec 1 §8: a recurring card payment could not be set up (the recurring error). */
export const recurringErrorAtom = atom((get) => cardFlowErrorOf(get, 'recurringCard'));

/** spec 1 §4: the prompt to pay the bills with the card just saved. */
export interface RecurringCardPrompt {
  isOpen: boolean;
  /** Marked once the customer has answered it, so the same return never asks again. */
  seen: boolean;
}

const closedPrompt: RecurringCardPrompt = { isOpen: false, seen: false };

export const recurringCardPromptAtom = atom<RecurringCardPrompt>(closedPrompt);

/** spec 1 §4 card return table's success modal: what the card page did, while it is shown. */
export const cardSuccessAtom = atom<{ purpose: 'savedCard' | 'recurringCard' } | null>(null);

/** spec 1 §3 cardSection.deleteCardStatus, spec 1 §4 delete card: the card reloaded before its success shows. */
export const savedCardRemoval = mutation({
  run: () => removeSavedCard(),
  onSuccess: (_removed, _args: void, { set }) => set(savedCardQuery.loadAtom, 'refresh'),
});

/**
 * spec 1 §4 cancel recurring payment: the payment reloaded before its success shows, and the form flag off, so the
 * customer sees that it is cancelled rather than a form (spec 1 §2).
 */
export const recurringPaymentCancellation = mutation({
  run: () => cancelRecurringPayment(),
  onSuccess: async (_payment, _args: void, { set }) => {
    await set(recurringPaymentQuery.loadAtom, 'refresh');
    set(recurringFormShownAtom, false);
  },
});

/** spec 1 §4 recurring card update: on success the prompt is marked seen and hidden, and success shows. */
export const recurringCardUpdate = mutation({
  run: () => putRecurringCard(),
  onSuccess: async (_payment, _args: void, { set }) => {
    await set(recurringPaymentQuery.loadAtom, 'refresh');
    set(recurringCardPromptAtom, { isOpen: false, seen: true });
  },
});

/** Declines the prompt: it is seen and hidden, and the bills stay with the card that paid them. */
export const dismissRecurringCardPromptAtom = atom(null, (_get, set) => {
  set(recurringCardPromptAtom, { isOpen: false, seen: true });
  set(recurringCardUpdate.resetAtom);
});

/**
 * Forgets what the last actions said (a cancelled payment, a removed card, a card page's error): on leaving the
 * screen, and when another account or site is chosen, so one account's outcome never shows under another's.
 */
export const resetPaymentOptionsOutcomesAtom = atom(null, (_get, set) => {
  set(recurringPaymentCancellation.resetAtom);
  set(savedCardRemoval.resetAtom);
  set(recurringCardUpdate.resetAtom);
  set(forgetCardSessionOutcomeAtom, 'savedCard');
  set(forgetCardSessionOutcomeAtom, 'recurringCard');
  set(recurringCardPromptAtom, closedPrompt);
  set(cardSuccessAtom, null);
  set(recurringFormShownAtom, false);
});

/** spec 1 §4: add or replace the saved card on the card page, which returns to `returnPath`. */
export const addSavedCardAtom = atom(null, (_get, set, returnPath: string) =>
  set(startCardSessionAtom, { purpose: 'savedCard', returnPath }),
);

/**
 * spec 1 §4: a recurring card payment, once both ticks are given (spec 1 §5); a press without them touches both boxes
 * so their messages show, and sends nothing.
 */
export const setUpRecurringCardAtom = atom(null, async (get, set, returnPath: string) => {
  const form = get(creditCardFormAtom);
  if (!form.creditCardTsAndCs || !form.creditCardFeeAccept) {
    set(creditCardFormAtom, { ...form, touched: { creditCardTsAndCs: true, creditCardFeeAccept: true } });
    return;
  }
  await set(startCardSessionAtom, {
    purpose: 'recurringCard',
    request: { returnPath, creditCardTsAndCs: true, creditCardFeeAccept: true },
  });
});

/**
 * spec 1 §4 card return flow on the payment options screen. sct marks a card entered to be saved (the saved card
 * section); without it the card page set up a recurring card payment. Row by row: prompt to update the recurring
 * card, the success modal, the card error, the recurring error (an error row reads the page's session: cancelled or
 * declined). The card and the recurring payment load again, as the card page may have changed both.
 */
export const readPaymentOptionsReturnAtom = atom(null, async (_get, set, cardReturn: CardReturn) => {
  const purpose = cardReturn.sct ? 'savedCard' : 'recurringCard';
  const reloads = Promise.all([
    set(savedCardQuery.loadAtom, 'refresh'),
    set(recurringPaymentQuery.loadAtom, 'refresh'),
  ]);
  switch (cardReturn.result) {
    case 'promptRecurringCardUpdate':
      set(recurringCardUpdate.resetAtom);
      set(recurringCardPromptAtom, { isOpen: true, seen: false });
      forgetCardSession(purpose);
      break;
    case 'success':
      set(cardSuccessAtom, { purpose });
      forgetCardSession(purpose);
      break;
    case 'cardError':
      await set(cardSessionOutcome.mutateAtom, 'savedCard');
      break;
    case 'recurringError':
      set(recurringFormShownAtom, true);
      set(selectedPaymentTypeAtom, 'creditCard');
      await set(cardSessionOutcome.mutateAtom, 'recurringCard');
      break;
  }
  await reloads;
});
