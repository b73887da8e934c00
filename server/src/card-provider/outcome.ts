import type { SavedCard } from '@harakeke/contract';
import type { Database } from '../db/client.js';
import {
  claimCardSession,
  findRecurringPayment,
  recordCardPayment,
  recordCardSessionOutcome,
  saveCard,
  saveRecurringCard,
  type CardSessionRow,
  type Queryable,
} from '../payments/queries.js';

/** spec 1 §4 card return flow: what the portal reads from the return address's query. */
export interface CardReturn {
  status: 'success' | 'error';
  /** A secure card transaction: the card was entered to set up (or replace) a recurring card payment. */
  sct: boolean;
  /** A recurring card payment exists that the card just entered could replace (spec 1 §4: prompt to update). */
  canUpdateCCV: boolean;
}

/** What the customer did on the card page: entered a card the provider approved or declined, or cancelled. */
export type CardEntry = { kind: 'entered'; card: SavedCard; approved: boolean } | { kind: 'cancelled' };

const sameCard = (a: SavedCard | null, b: SavedCard) =>
  a !== null && a.brand === b.brand && a.last4 === b.last4 && a.expiry === b.expiry;

/** Whether the account pays by recurring card with another card than this one. */
async function recurringCardCouldBeReplaced(tx: Queryable, billingAccountId: string, card: SavedCard) {
  const recurring = await findRecurringPayment(tx, billingAccountId);
  return recurring.paymentMethod === 'creditCard' && !sameCard(recurring.card, card);
}

interface Applied {
  success: boolean;
  canUpdateCCV: boolean;
  paymentReference: string | null;
}

/** What an approved or declined card changes, by what the session was for. */
async function applyCard(tx: Queryable, session: CardSessionRow, card: SavedCard, approved: boolean): Promise<Applied> {
  const account = session.billingAccountId;
  if (session.purpose === 'cardPayment') {
    // A one-off card pays this once and is not kept; a declined one is recorded as a failed payment.
    const payment = await recordCardPayment(tx, {
      billingAccountId: account,
      amountCents: session.amountCents ?? 0,
      made: approved,
      withToken: false,
      card,
    });
    return { success: approved, canUpdateCCV: false, paymentReference: payment.reference };
  }
  if (!approved) return { success: false, canUpdateCCV: false, paymentReference: null };
  const canUpdateCCV = await recurringCardCouldBeReplaced(tx, account, card);
  await saveCard(tx, account, card);
  if (session.purpose === 'recurringCard') {
    const recurring = await findRecurringPayment(tx, account);
    // A customer already paying by card keeps that card until they say yes to the update prompt (spec 1 §4).
    if (recurring.paymentMethod !== 'creditCard') await saveRecurringCard(tx, account, card);
  }
  return { success: true, canUpdateCCV, paymentReference: null };
}

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
    const sct = session.purpose === 'recurringCard';
    if (entry.kind === 'cancelled') {
      await recordCardSessionOutcome(tx, session.id, {
        outcome: 'cancelled',
        canUpdateCCV: false,
        paymentReference: null,
      });
      return { status: 'error', sct, canUpdateCCV: false };
    }
    const applied = await applyCard(tx, session, entry.card, entry.approved);
    await recordCardSessionOutcome(tx, session.id, {
      outcome: applied.success ? 'success' : 'error',
      canUpdateCCV: applied.canUpdateCCV,
      paymentReference: applied.paymentReference,
    });
    return { status: applied.success ? 'success' : 'error', sct, canUpdateCCV: applied.canUpdateCCV };
  });
}
