import type { SavedCard } from '@harakeke/contract';
import type { Database } from '../db/client.js';
import { applyEnteredCard, isSecureCardTransaction } from '../payment-options/payment-options.js';
import { claimCardSession, recordCardSessionOutcome, type CardSessionRow } from '../payment-options/queries.js';

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

/**
 * Completes a hosted card page session once: null when it was used or expired meanwhile. The session is used up and
 * the card's effects are saved in one transaction, so they persist together or not at all.
 */
export async function completeCardSession(
  db: Database,
  session: CardSessionRow,
  entry: CardEntry,
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
