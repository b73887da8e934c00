import type { CardSession, HostedCardPage } from '@harakeke/contract';
import { atom } from 'jotai';
import { keyedQuery } from '../../core/data/keyed-query.js';
import { mutationFamily, type MutationState } from '../../core/data/mutation.js';
import { balanceChangedAtom } from '../../core/user-details/atoms.js';
import { pageNavigation } from '../card-return/card-return.js';
import {
  forgetCardSession,
  readCardSession,
  rememberCardSession,
  type CardSessionPurpose,
} from '../card-return/card-session-store.js';
import {
  fetchCardFee,
  fetchCardSession,
  fetchSavedCard,
  startRecurringCardSession,
  startSavedCardSession,
} from './api.js';
import { isPaymentMadeOn, type CardSessionStart } from './card-session.js';

/**
 * spec 1 §3 savedCard (the payment options' cardSection.card): the selected account's saved card, or `{ card: null }`.
 * A failure is the card-loading error (spec 1 §8).
 */
export const savedCardQuery = keyedQuery({ name: 'cards.savedCard', fetch: () => fetchSavedCard() });

/**
 * spec 1 §3 cardPayment rate, amountToPay and the most one payment may be. Keyed by the site, not the balance: the
 * card payment loads it afresh each time its dialog opens (the balance may have changed since), and the rate the
 * recurring card form names does not move with a payment.
 */
export const cardFeeQuery = keyedQuery({ name: 'cards.fee', fetch: () => fetchCardFee() });

/**
 * spec 1 §4 card return flow, on the way out: keeps the card page's session id for reading its outcome on the return,
 * then sends the browser to the page.
 */
export function goToCardPage(purpose: CardSessionPurpose, page: HostedCardPage): void {
  rememberCardSession(purpose, page.sessionId);
  pageNavigation.assign(page.url);
}

/**
 * Opening a hosted card page from the payment options screen, one state per purpose: pending while its call is under
 * way, success once the browser is on its way to the page, error (the parsed problem) when it could not be opened.
 */
export const cardSessionStart = mutationFamily<CardSessionStart, HostedCardPage>({
  keyOf: (start) => start.purpose,
  run: async (start) => {
    const page =
      start.purpose === 'savedCard'
        ? await startSavedCardSession(start.returnPath)
        : await startRecurringCardSession(start.request);
    goToCardPage(start.purpose, page);
    return page;
  },
});

/** The card pages opened through cardSessionStart. */
const startPurposes = ['savedCard', 'recurringCard'] as const satisfies readonly CardSessionPurpose[];

/** A start whose page the browser is leaving for: its call under way, or answered (the page is loading). */
const isLeaving = (state: MutationState<HostedCardPage>) => state.status === 'pending' || state.status === 'success';

/** The purpose of the card page the browser is on its way to, or null: every card button waits meanwhile. */
export const leavingForCardPageAtom = atom(
  (get): CardSessionPurpose | null =>
    startPurposes.find((purpose) => isLeaving(get(cardSessionStart.stateOf(purpose)))) ?? null,
);

/**
 * spec 1 §4 card return flow, on the way back: what became of the card page opened for a purpose, from the session id
 * kept before leaving (getCardSession: a payment's reference, or that the customer cancelled). Null when none was
 * kept or the session cannot be read: the return's address is all there is then. The id is forgotten once read. A
 * page that took a payment changed what is owed (spec 1 §3 cardPayment), so every balance loads again before the
 * outcome shows.
 */
export const cardSessionOutcome = mutationFamily<CardSessionPurpose, CardSession | null>({
  keyOf: (purpose) => purpose,
  run: async (purpose) => {
    const sessionId = readCardSession(purpose);
    const session = sessionId ? await fetchCardSession(sessionId).catch(() => null) : null;
    forgetCardSession(purpose);
    return session;
  },
  onSuccess: (session, _purpose, { set }) => (isPaymentMadeOn(session) ? set(balanceChangedAtom) : undefined),
});

/**
 * Opens a card page, unless the browser is already on its way to one (a second press opens nothing). A new page
 * starts afresh: what the last return for its purpose said is forgotten. Answers the page, or null when none opened.
 */
export const startCardSessionAtom = atom(null, (get, set, start: CardSessionStart) => {
  if (get(leavingForCardPageAtom)) return Promise.resolve(null);
  set(cardSessionOutcome.resetAtom, start.purpose);
  return set(cardSessionStart.mutateAtom, start);
});

/** Forgets how the last card page for a purpose ended: a start that failed, and its return's outcome. */
export const forgetCardSessionOutcomeAtom = atom(null, (get, set, purpose: CardSessionPurpose) => {
  set(cardSessionOutcome.resetAtom, purpose);
  if (get(cardSessionStart.stateOf(purpose)).status === 'error') set(cardSessionStart.resetAtom, purpose);
});
