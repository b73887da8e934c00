import type { Problem, RecurringPayment } from '@harakeke/contract';
import { atom, type Setter } from 'jotai';
import { problemOf } from '../../api/call-api.js';
import { renderAnswer } from '../../app/load-remote.js';
import { pageNavigation, type CardReturn } from '../../services/card-return/card-return.js';
import {
  forgetCardSession,
  readCardSession,
  rememberCardSession,
  type CardSessionPurpose,
} from '../../services/card-return/card-session-store.js';
import { siteWidgetData } from '../../widgets/widget-state.js';
import {
  cancelRecurringPayment,
  fetchCardFee,
  fetchCardSession,
  fetchRecurringOptions,
  fetchRecurringPayment,
  fetchSavedCard,
  postRecurringCard,
  putRecurringCard,
  putSavedCard,
  removeSavedCard,
} from './api.js';

/** spec 1 §3 recurringPayments: how the selected account's bills are paid, keyed by the site shown. */
export const { dataAtom: recurringPaymentAtom, loadAtom: loadRecurringPaymentAtom } = siteWidgetData(
  'recurringPayment',
  fetchRecurringPayment,
);

/** spec 1 §2 autopay options (default directDebit), each method with its discount. */
export const { dataAtom: recurringOptionsAtom, loadAtom: loadRecurringOptionsAtom } = siteWidgetData(
  'recurringOptions',
  fetchRecurringOptions,
);

/** spec 1 §3 cardSection's card: the saved card, or `{ card: null }`. A failure is the card-loading error (§8). */
export const { dataAtom: savedCardAtom, loadAtom: loadSavedCardAtom } = siteWidgetData('savedCard', fetchSavedCard);

/** The card fee rate, which the credit card form's fee tick names (spec 1 §3 creditCardFeeAccept). */
export const { dataAtom: cardFeeAtom, loadAtom: loadCardFeeAtom } = siteWidgetData('cardFee', fetchCardFee);

/** spec 1 §4: a recurring payment is active when its method is not none. */
export const isRecurringActive = (payment: RecurringPayment | null | undefined): payment is RecurringPayment =>
  payment != null && payment.paymentMethod !== 'none';

/** spec 1 §4: the statuses of cancelling a recurring payment, deleting a card, updating the recurring card. */
export type ActionStatus = 'none' | 'loading' | 'success' | 'error';

export interface ActionState {
  status: ActionStatus;
  /** The failure, while status is error. */
  error: Problem | null;
}

export const noAction: ActionState = { status: 'none', error: null };

/** spec 1 §3 recurringPayments.form.selectedPaymentType: direct debit by default, credit card the alternative. */
export type RecurringPaymentType = 'directDebit' | 'creditCard';

/** The payment type the customer chose; null until they choose, when the autopay options' default applies. */
export const chosenPaymentTypeAtom = atom<RecurringPaymentType | null>(null);

/** spec 1 §2: the selected payment type: the customer's choice, else the autopay options' default (directDebit). */
export const selectedPaymentTypeAtom = atom(
  (get): RecurringPaymentType =>
    get(chosenPaymentTypeAtom) ?? get(recurringOptionsAtom).data?.defaultOption ?? 'directDebit',
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

/** spec 1 §3 cardSection.cardError and §8: a card could not be added (or replaced). */
export const cardErrorAtom = atom<CardFlowError | null>(null);

/** spec 1 §8: a recurring card payment could not be set up (the recurring error). */
export const recurringErrorAtom = atom<CardFlowError | null>(null);

/** spec 1 §3 cardSection.deleteCardStatus. */
export const deleteCardAtom = atom<ActionState>(noAction);

/** spec 1 §4 cancel recurring payment: none, loading, success, error. */
export const cancelRecurringAtom = atom<ActionState>(noAction);

/** spec 1 §4: the prompt to pay the bills with the card just saved, and its update's status. */
export interface RecurringCardPrompt extends ActionState {
  isOpen: boolean;
  /** Marked once the customer has answered it, so the same return never asks again. */
  seen: boolean;
}

export const recurringCardPromptAtom = atom<RecurringCardPrompt>({ ...noAction, isOpen: false, seen: false });

/** spec 1 §4 card return table's success modal: what the card page did, while it is shown. */
export const cardSuccessAtom = atom<{ purpose: 'savedCard' | 'recurringCard' } | null>(null);

/** The browser is leaving for the card page: every card button waits, so a second press opens nothing. */
export const leavingForCardPageAtom = atom<CardSessionPurpose | null>(null);

/**
 * Forgets what the last actions said (a cancelled payment, a removed card, a card page's error): on leaving the
 * screen, and when another account or site is chosen, so one account's outcome never shows under another's.
 */
export const resetPaymentOptionsOutcomesAtom = atom(null, (_get, set) => {
  set(cancelRecurringAtom, noAction);
  set(deleteCardAtom, noAction);
  set(cardErrorAtom, null);
  set(recurringErrorAtom, null);
  set(recurringCardPromptAtom, { ...noAction, isOpen: false, seen: false });
  set(cardSuccessAtom, null);
  set(recurringFormShownAtom, false);
});

/** Loads what the screen shows; `refresh` after a change. */
export const loadPaymentOptionsAtom = atom(null, (_get, set, request: 'ensure' | 'refresh' = 'ensure') =>
  Promise.all([
    set(loadRecurringPaymentAtom, request),
    set(loadRecurringOptionsAtom, request),
    set(loadSavedCardAtom, request),
  ]),
);

/** Opens the hosted card page for a purpose; a failure is the flow's error. */
async function leaveForCardPage(
  set: Setter,
  purpose: 'savedCard' | 'recurringCard',
  open: () => Promise<{ url: string; sessionId: string }>,
) {
  const errorAtom = purpose === 'savedCard' ? cardErrorAtom : recurringErrorAtom;
  set(leavingForCardPageAtom, purpose);
  set(errorAtom, null);
  try {
    const page = await open();
    rememberCardSession(purpose, page.sessionId);
    pageNavigation.assign(page.url);
  } catch (error) {
    set(leavingForCardPageAtom, null);
    set(errorAtom, { kind: 'failed', problem: problemOf(error) });
  }
}

/** spec 1 §4: add or replace the saved card on the card page, which returns to `returnPath`. */
export const addSavedCardAtom = atom(null, async (get, set, returnPath: string) => {
  if (get(leavingForCardPageAtom)) return;
  await leaveForCardPage(set, 'savedCard', () => putSavedCard(returnPath));
});

/**
 * spec 1 §4: a recurring card payment, once both ticks are given (spec 1 §5); a press without them touches both boxes
 * so their messages show, and sends nothing.
 */
export const setUpRecurringCardAtom = atom(null, async (get, set, returnPath: string) => {
  if (get(leavingForCardPageAtom)) return;
  const form = get(creditCardFormAtom);
  if (!form.creditCardTsAndCs || !form.creditCardFeeAccept) {
    set(creditCardFormAtom, { ...form, touched: { creditCardTsAndCs: true, creditCardFeeAccept: true } });
    return;
  }
  await leaveForCardPage(set, 'recurringCard', () =>
    postRecurringCard({ returnPath, creditCardTsAndCs: true, creditCardFeeAccept: true }),
  );
});

/** spec 1 §4 delete card: loading, then reload the card and success, or error. Answers whether it was removed. */
export const deleteSavedCardAtom = atom(null, async (get, set): Promise<boolean> => {
  if (get(deleteCardAtom).status === 'loading') return false;
  set(deleteCardAtom, { status: 'loading', error: null });
  try {
    await removeSavedCard();
    await set(loadSavedCardAtom, 'refresh');
    renderAnswer(() => set(deleteCardAtom, { status: 'success', error: null }));
    return true;
  } catch (error) {
    renderAnswer(() => set(deleteCardAtom, { status: 'error', error: problemOf(error) }));
    return false;
  }
});

/**
 * spec 1 §4 cancel recurring payment: none, loading, success (the payment reloaded), error. Answers whether it was
 * cancelled.
 */
export const cancelRecurringPaymentAtom = atom(null, async (get, set): Promise<boolean> => {
  if (get(cancelRecurringAtom).status === 'loading') return false;
  set(cancelRecurringAtom, { status: 'loading', error: null });
  try {
    await cancelRecurringPayment();
    await set(loadRecurringPaymentAtom, 'refresh');
    renderAnswer(() => {
      set(cancelRecurringAtom, { status: 'success', error: null });
      set(recurringFormShownAtom, false);
    });
    return true;
  } catch (error) {
    renderAnswer(() => set(cancelRecurringAtom, { status: 'error', error: problemOf(error) }));
    return false;
  }
});

/** spec 1 §4 recurring card update: loading; success marks the prompt seen, hides it and shows success; or error. */
export const updateRecurringCardAtom = atom(null, async (get, set) => {
  if (get(recurringCardPromptAtom).status === 'loading') return;
  set(recurringCardPromptAtom, (prompt) => ({ ...prompt, status: 'loading', error: null }));
  try {
    await putRecurringCard();
    await set(loadRecurringPaymentAtom, 'refresh');
    renderAnswer(() => set(recurringCardPromptAtom, { isOpen: false, seen: true, status: 'success', error: null }));
  } catch (error) {
    renderAnswer(() =>
      set(recurringCardPromptAtom, (prompt) => ({ ...prompt, status: 'error', error: problemOf(error) })),
    );
  }
});

/** Declines the prompt: it is seen and hidden, and the bills stay with the card that paid them. */
export const dismissRecurringCardPromptAtom = atom(null, (_get, set) =>
  set(recurringCardPromptAtom, { ...noAction, isOpen: false, seen: true }),
);

/**
 * Whether a card page that returned with an error was cancelled or the card declined: its session says (the address
 * says only error). Unknown (no session kept, or it cannot be read) counts as declined.
 */
async function errorOfReturn(purpose: CardSessionPurpose): Promise<CardFlowError> {
  const sessionId = readCardSession(purpose);
  if (!sessionId) return { kind: 'declined' };
  try {
    const session = await fetchCardSession(sessionId);
    return session.status === 'cancelled' ? { kind: 'cancelled' } : { kind: 'declined' };
  } catch {
    return { kind: 'declined' };
  }
}

/**
 * spec 1 §4 card return flow on the payment options screen. sct marks a card entered to be saved (the saved card
 * section); without it the card page set up a recurring card payment. Row by row: prompt to update the recurring
 * card, the success modal, the card error, the recurring error. The card and the recurring payment load again, as
 * the card page may have changed both.
 */
export const readPaymentOptionsReturnAtom = atom(null, async (_get, set, cardReturn: CardReturn) => {
  const purpose = cardReturn.sct ? 'savedCard' : 'recurringCard';
  const reloads = Promise.all([set(loadSavedCardAtom, 'refresh'), set(loadRecurringPaymentAtom, 'refresh')]);
  switch (cardReturn.result) {
    case 'promptRecurringCardUpdate':
      set(recurringCardPromptAtom, { ...noAction, isOpen: true, seen: false });
      break;
    case 'success':
      set(cardSuccessAtom, { purpose });
      break;
    case 'cardError':
      set(cardErrorAtom, await errorOfReturn('savedCard'));
      break;
    case 'recurringError':
      set(recurringFormShownAtom, true);
      set(selectedPaymentTypeAtom, 'creditCard');
      set(recurringErrorAtom, await errorOfReturn('recurringCard'));
      break;
  }
  forgetCardSession(purpose);
  await reloads;
});
