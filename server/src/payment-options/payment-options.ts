import {
  CARD_FEE_RATE_PERCENT,
  cardFeeCents,
  internationalNzMobileNumber,
  type BankDetails,
  type RecurringPayment,
  type SavedCard,
} from '@harakeke/contract';
import { aucklandToday } from '@harakeke/calendar';
import { nzdOf } from '../amounts.js';
import { cardPagePath } from '../card-provider/address.js';
import { cardHasExpired } from '../card-provider/card-form.js';
import { savedCardPays } from '../card-provider/test-cards.js';
import {
  customerCardSession,
  isSecureCardTransaction,
  openCardSession,
  type ApplyEnteredCard,
  type CardSessionRequest,
} from '../card-sessions/card-sessions.js';
import { cardSessionStatus } from '../card-sessions/rules.js';
import type { Database, Queryable } from '../db/client.js';
import {
  recurringMethodOf,
  startPayingAutomatically,
  stopPayingAutomatically,
} from '../recurring-payments/recurring-payments.js';
import { RECURRING_DISCOUNT_CENTS } from '../recurring-payments/rules.js';
import {
  deleteCard,
  deleteRecurring,
  findCardPayment,
  findRecurringPaymentRow,
  findSavedCard,
  insertCardPayment,
  paidMomentsAgo,
  saveCard,
  saveDirectDebit,
  saveRecurringCard,
  type CardPaymentRow,
  type RecurringPaymentRow,
} from './queries.js';
import { maskAccountNumber, maximumPaymentCents } from './rules.js';

export async function savedCardOf(db: Queryable, billingAccountId: string): Promise<{ card: SavedCard | null }> {
  return { card: await findSavedCard(db, billingAccountId) };
}

/** The card that pays the account's bills, when it pays by card and the card is complete. */
function recurringCardOf(row: RecurringPaymentRow | undefined): SavedCard | null {
  return row?.method === 'creditCard' && row.card_brand && row.card_last4 && row.card_expiry
    ? { brand: row.card_brand, last4: row.card_last4, expiry: row.card_expiry, holder: row.card_holder ?? '' }
    : null;
}

function toRecurringPayment(row: RecurringPaymentRow | undefined): RecurringPayment {
  const discountCents = row ? RECURRING_DISCOUNT_CENTS[row.method] : 0;
  return {
    paymentMethod: row?.method ?? 'none',
    canDeleteRecurring: true,
    hasDiscount: discountCents > 0,
    recurringPaymentDiscount: nzdOf(discountCents),
    directDebit:
      row?.method === 'directDebit'
        ? {
            holder: row.holder ?? '',
            issuer: row.issuer ?? '',
            maskedNumber: maskAccountNumber(row.account_number ?? ''),
          }
        : null,
    card: recurringCardOf(row),
  };
}

/** spec 1 §4 getRecurringPayment: how the account's bills are paid, the bank account number masked. */
export async function recurringPaymentOf(db: Queryable, billingAccountId: string): Promise<RecurringPayment> {
  return toRecurringPayment(await findRecurringPaymentRow(db, billingAccountId));
}

/** Removes the saved card, unless it pays the account's bills ('paysBills') or there is none ('missing'). */
export async function removeSavedCard(db: Queryable, billingAccountId: string) {
  if ((await recurringMethodOf(db, billingAccountId)) === 'creditCard') return 'paysBills' as const;
  return (await deleteCard(db, billingAccountId)) ? ('removed' as const) : ('missing' as const);
}

/** Cancels the recurring payment: the account's payment options after it, or undefined when there was none. */
export async function cancelRecurringPayment(db: Database, billingAccountId: string, today: string) {
  const cancelled = await db.transaction(async (tx) => {
    if (!(await deleteRecurring(tx, billingAccountId))) return false;
    // spec 1 §4: cancelling stops the discount from the next bill issued.
    await stopPayingAutomatically(tx, billingAccountId, today);
    return true;
  });
  return cancelled ? recurringPaymentOf(db, billingAccountId) : undefined;
}

/** spec 1 §4 getRecurringOptions: direct debit first, each method with its discount. */
export function recurringOptions() {
  return {
    defaultOption: 'directDebit' as const,
    options: [
      { paymentMethod: 'directDebit' as const, discount: nzdOf(RECURRING_DISCOUNT_CENTS.directDebit) },
      { paymentMethod: 'creditCard' as const, discount: nzdOf(RECURRING_DISCOUNT_CENTS.creditCard) },
    ],
  };
}

/** Sets up (or replaces) the account's direct debit; the recurring payment after it. */
export async function setUpDirectDebit(db: Database, billingAccountId: string, bank: BankDetails, today: string) {
  await db.transaction(async (tx) => {
    // Kept as one form whichever way the customer wrote the mobile number (spec 1 §5 accepts both).
    await saveDirectDebit(tx, billingAccountId, { ...bank, mobile: internationalNzMobileNumber(bank.mobile) });
    // spec 1 §4: the discount is on every bill issued after today.
    await startPayingAutomatically(tx, billingAccountId, 'directDebit', today);
  });
  return recurringPaymentOf(db, billingAccountId);
}

/** Opens a session of the stand-in provider's hosted card page: where the portal sends the customer. */
export async function openCardPage(db: Queryable, session: CardSessionRequest) {
  const sessionId = await openCardSession(db, session);
  return { url: cardPagePath(sessionId), sessionId };
}

/**
 * spec 1 §4 updateRecurringCard: the saved card pays the bills from now on. Refused when there is no saved card
 * ('noCard') or the bills are not paid by card ('notByCard').
 */
export async function payBillsWithSavedCard(db: Queryable, billingAccountId: string) {
  const card = await findSavedCard(db, billingAccountId);
  if (!card) return { refused: 'noCard' as const };
  if ((await recurringMethodOf(db, billingAccountId)) !== 'creditCard') return { refused: 'notByCard' as const };
  await saveRecurringCard(db, billingAccountId, card);
  return { recurringPayment: await recurringPaymentOf(db, billingAccountId) };
}

/**
 * spec 1 §3 getCardPaymentFee: the fee rate, what is owed (the total balance, as every call derives it:
 * bills/ledger.ts), and the most one payment may be.
 */
export function cardPaymentFeeOf(balanceCents: number) {
  return {
    rate: CARD_FEE_RATE_PERCENT,
    amountToPay: nzdOf(Math.max(balanceCents, 0)),
    maximumAmount: nzdOf(maximumPaymentCents(balanceCents)),
  };
}

/** spec 1 §3 cardPayment: one payment's answer, in NZD. */
function toPaymentResult(payment: CardPaymentRow) {
  const made = payment.status === 'MADE';
  return {
    paymentTransactionStatus: payment.status,
    reference: payment.reference,
    paidAmount: made ? nzdOf(payment.amountCents) : 0,
    fee: nzdOf(payment.feeCents),
  };
}

/**
 * Records a card payment. A payment made comes off the balance from then on: the account's ledger applies it
 * (bills/account-balance.ts), as it does every payment.
 */
async function recordCardPayment(
  db: Queryable,
  payment: {
    billingAccountId: string;
    amountCents: number;
    made: boolean;
    withToken: boolean;
    card: Pick<SavedCard, 'brand' | 'last4'>;
    /** The business clock's instant (epoch ms): the balance counts the payment from its Auckland date. */
    paidAt: number;
  },
): Promise<CardPaymentRow> {
  const { made, ...rest } = payment;
  const recorded = {
    status: made ? ('MADE' as const) : ('FAILED' as const),
    feeCents: made ? cardFeeCents(payment.amountCents) : 0,
  };
  const reference = await insertCardPayment(db, { ...rest, ...recorded });
  return { reference, amountCents: payment.amountCents, ...recorded };
}

/**
 * spec 1 §3 makeCardPayment: with the saved card (`withToken`) the payment is made at once; otherwise the customer
 * enters a card on the hosted page. Refused over the balance plus what may be paid in advance ('overMaximum'),
 * without a saved card to pay with ('noCard'), or when the same amount was just paid with it ('inUse').
 */
export async function payByCard(
  db: Database,
  payment: {
    customerId: string;
    billingAccountId: string;
    amountCents: number;
    withToken: boolean;
    returnPath: string;
    /** The business clock's instant (epoch ms), which the payment is dated by. */
    now: number;
    /** What the account owes now, in cents (its total balance). */
    balanceCents: number;
  },
) {
  const { billingAccountId, amountCents } = payment;
  const maximumCents = maximumPaymentCents(payment.balanceCents);
  if (amountCents > maximumCents) return { refused: 'overMaximum' as const, maximumCents };
  if (!payment.withToken) {
    const { customerId, returnPath } = payment;
    return {
      answer: await openCardPage(db, { customerId, billingAccountId, purpose: 'cardPayment', returnPath, amountCents }),
    };
  }
  const card = await findSavedCard(db, billingAccountId);
  if (!card) return { refused: 'noCard' as const };
  const made = savedCardPays(card) && !cardHasExpired(card.expiry, aucklandToday(payment.now));
  const recorded = await db.transaction(async (tx) => {
    // spec 1 §4 IN_USE: the same amount paid from this account moments ago is taken as the same payment sent twice
    // (a second tab, a retry after a lost answer), not paid again. The account's row is locked first, so two
    // requests at once are checked one after the other.
    if (await paidMomentsAgo(tx, { billingAccountId, amountCents, now: payment.now })) return null;
    return recordCardPayment(tx, { billingAccountId, amountCents, made, withToken: true, card, paidAt: payment.now });
  });
  if (!recorded) return { refused: 'inUse' as const };
  return { answer: toPaymentResult(recorded) };
}

/** spec 1 §4 getCardSession: how a hosted card page ended, for its own customer only; undefined otherwise. */
export async function cardSessionOf(db: Queryable, customerId: string, sessionId: string) {
  const session = await customerCardSession(db, customerId, sessionId);
  if (!session) return undefined;
  const payment = session.paymentReference ? await findCardPayment(db, session.paymentReference) : null;
  return {
    sessionId: session.id,
    purpose: session.purpose,
    status: cardSessionStatus(session),
    sct: isSecureCardTransaction(session.purpose),
    canUpdateCCV: session.canUpdateCCV,
    payment: payment ? toPaymentResult(payment) : null,
  };
}

const sameCard = (a: SavedCard | null, b: SavedCard) =>
  a !== null && a.brand === b.brand && a.last4 === b.last4 && a.expiry === b.expiry;

/**
 * What an approved or declined card changes, by what its hosted page's session was for. Call it in the transaction
 * that uses the session up.
 */
export const applyEnteredCard: ApplyEnteredCard = async (tx, session, { card, approved, at }) => {
  const account = session.billingAccountId;
  if (session.purpose === 'cardPayment') {
    // A one-off card pays this once and is not kept; a declined one is recorded as a failed payment.
    const payment = await recordCardPayment(tx, {
      billingAccountId: account,
      amountCents: session.amountCents ?? 0,
      made: approved,
      withToken: false,
      card,
      paidAt: at,
    });
    return { success: approved, canUpdateCCV: false, paymentReference: payment.reference };
  }
  if (!approved) return { success: false, canUpdateCCV: false, paymentReference: null };
  if (session.purpose === 'recurringCard') {
    // The customer set up recurring payment with this very card, so it pays the bills (and is kept as the saved
    // card) whatever paid them before; there is nothing left to prompt about (spec 1 §4: success without sct).
    await saveCard(tx, account, card);
    await saveRecurringCard(tx, account, card);
    await startPayingAutomatically(tx, account, 'creditCard', aucklandToday(at));
    return { success: true, canUpdateCCV: false, paymentReference: null };
  }
  // A new saved card. Bills paid by recurring card with another card keep that card until the customer says yes to
  // the prompt to update it (spec 1 §4: success, sct, canUpdateCCV).
  const before = await findRecurringPaymentRow(tx, account);
  const canUpdateCCV = before?.method === 'creditCard' && !sameCard(recurringCardOf(before), card);
  await saveCard(tx, account, card);
  return { success: true, canUpdateCCV, paymentReference: null };
};
