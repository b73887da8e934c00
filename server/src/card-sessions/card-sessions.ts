import type { SavedCard } from '@harakeke/contract';
import type { Database, Queryable } from '../db/client.js';
import {
  claimCardSession,
  createCardSession,
  findCardSession,
  findCustomerCardSession,
  recordCardSessionOutcome,
  type CardSessionPurpose,
  type CardSessionRequest,
  type CardSessionRow,
} from './queries.js';
import { CARD_SESSION_TTL_SECONDS } from './rules.js';

/*
 * The hosted card page's sessions, shared by the payment options (which open them and read how they ended) and the
 * stand-in card provider (whose page takes the card). Neither imports the other for them: the provider's page is given
 * what an entered card changes (payment options' applyEnteredCard) when app.ts mounts it.
 */

export type { CardSessionPurpose, CardSessionRequest, CardSessionRow } from './queries.js';

/** Opens a session of the hosted card page for the customer's account; answers its id, the page's only key. */
export function openCardSession(db: Queryable, session: CardSessionRequest): Promise<string> {
  return createCardSession(db, { ...session, expiresInSeconds: CARD_SESSION_TTL_SECONDS });
}

/** The session of a card page's address, whatever its state; null when there is none. */
export const cardSessionAt = (db: Queryable, sessionId: string) => findCardSession(db, sessionId);

/** One customer's session; another customer's reads as missing (null). */
export const customerCardSession = (db: Queryable, customerId: string, sessionId: string) =>
  findCustomerCardSession(db, customerId, sessionId);

/**
 * spec 1 §4 card return flow's sct (secure card transaction): the card was entered to be kept as the account's saved
 * card (added or replaced). Its table reads a declined one as a card error and an approved one as a chance to prompt
 * to move the recurring card payment to it (spec 1 §8: a card add failure sets a card error). A recurring card set-up
 * and a one-off card payment are not: a declined one is the recurring error.
 */
export const isSecureCardTransaction = (purpose: CardSessionPurpose) => purpose === 'savedCard';

/** spec 1 §4 card return flow: what the portal reads from the return address's query. */
export interface CardReturn {
  status: 'success' | 'error';
  /** spec 1 §4: a secure card transaction, the card was entered to be saved (to add or replace the saved card). */
  sct: boolean;
  /** A recurring card payment exists that the card just entered could replace (spec 1 §4: prompt to update). */
  canUpdateCCV: boolean;
}

/** What the customer did on the card page: entered a card the provider approved or declined, or cancelled. */
export type CardEntry =
  /** `at`: the business clock's instant (epoch ms), which a payment is dated by. */
  { kind: 'entered'; card: SavedCard; approved: boolean; at: number } | { kind: 'cancelled' };

/** What an approved or declined card changed on the account. */
export interface AppliedCard {
  success: boolean;
  /** A recurring card payment exists that the card just entered could replace (spec 1 §4: prompt to update). */
  canUpdateCCV: boolean;
  paymentReference: string | null;
}

/**
 * What a card entered on the page changes, by what its session was for (the payment options' rules); run inside the
 * transaction that uses the session up.
 */
export type ApplyEnteredCard = (
  tx: Queryable,
  session: CardSessionRow,
  entry: { card: SavedCard; approved: boolean; at: number },
) => Promise<AppliedCard>;

/**
 * Completes a hosted card page session once: null when it was used or expired meanwhile. The session is used up and
 * the card's effects are saved in one transaction, so they persist together or not at all.
 */
export async function completeCardSession(
  db: Database,
  session: CardSessionRow,
  entry: CardEntry,
  applyEnteredCard: ApplyEnteredCard,
): Promise<CardReturn | null> {
  return db.transaction(async (tx) => {
    if (!(await claimCardSession(tx, session.id))) return null;
    const sct = isSecureCardTransaction(session.purpose);
    if (entry.kind === 'cancelled') {
      await recordCardSessionOutcome(tx, session.id, {
        outcome: 'cancelled',
        canUpdateCCV: false,
        paymentReference: null,
      });
      return { status: 'error', sct, canUpdateCCV: false };
    }
    const applied = await applyEnteredCard(tx, session, entry);
    await recordCardSessionOutcome(tx, session.id, {
      outcome: applied.success ? 'success' : 'error',
      canUpdateCCV: applied.canUpdateCCV,
      paymentReference: applied.paymentReference,
    });
    return { status: applied.success ? 'success' : 'error', sct, canUpdateCCV: applied.canUpdateCCV };
  });
}
