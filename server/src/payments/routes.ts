import {
  calls,
  deleteRecurringPayment,
  deleteSavedCard,
  getRecurringOptions,
  getRecurringPayment,
  getSavedCard,
  setupDirectDebit,
} from '@harakeke/contract';
import type { Hono } from 'hono';
import type { Database } from '../db/client.js';
import {
  ADVANCE_PAYMENT_CAP_CENTS,
  balanceCents,
  CARD_FEE_RATE_PERCENT,
  createCardSession,
  deleteCard,
  deleteRecurring,
  findCardPayment,
  findCustomerCardSession,
  findRecurringPayment,
  findSavedCard,
  recordCardPayment,
  recurringDiscounts,
  saveDirectDebit,
  saveRecurringCard,
  selectedAccountId,
  type CardPaymentRecord,
  type CardSessionRow,
} from './queries.js';
import { cardPagePath } from '../card-provider/routes.js';
import { cardHasExpired } from '../card-provider/card-form.js';
import { savedCardPays } from '../card-provider/test-cards.js';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';

/** Payment options (spec 1 §4 and §7) of the customer's selected billing account. */
export function paymentRoutes(app: Hono<ApiEnv>, db: Database) {
  const account = async (customerId: string) => {
    const id = await selectedAccountId(db, customerId);
    if (!id) throw problems.notFound('You have no billing account selected.');
    return id;
  };

  defineRoute(app, getSavedCard, async ({ customerId }) => ({
    card: await findSavedCard(db, await account(customerId)),
  }));

  defineRoute(app, deleteSavedCard, async ({ customerId }) => {
    const id = await account(customerId);
    if ((await findRecurringPayment(db, id)).paymentMethod === 'creditCard') {
      throw problems.conflict('This card pays your bills: change or cancel the recurring payment first.');
    }
    if (!(await deleteCard(db, id))) throw problems.notFound('There is no saved card to remove.');
    return { card: null };
  });

  defineRoute(app, getRecurringPayment, async ({ customerId }) => findRecurringPayment(db, await account(customerId)));

  defineRoute(app, deleteRecurringPayment, async ({ customerId }) => {
    const id = await account(customerId);
    if (!(await deleteRecurring(db, id))) throw problems.notFound('There is no recurring payment to cancel.');
    return findRecurringPayment(db, id);
  });

  defineRoute(app, getRecurringOptions, async () => ({
    defaultOption: 'directDebit' as const,
    options: [
      { paymentMethod: 'directDebit' as const, discount: recurringDiscounts.directDebit },
      { paymentMethod: 'creditCard' as const, discount: recurringDiscounts.creditCard },
    ],
  }));

  defineRoute(app, setupDirectDebit, async ({ customerId, input }) => {
    const id = await account(customerId);
    await saveDirectDebit(db, id, input.bankDetails);
    return findRecurringPayment(db, id);
  });

  cardFlowRoutes(app, db, account);
}

const dollars = (cents: number) => cents / 100;

/** spec 1 §3 cardPayment: one payment's answer, in NZD. */
function paymentResult(payment: CardPaymentRecord) {
  const made = payment.status === 'MADE';
  return {
    paymentTransactionStatus: payment.status,
    reference: payment.reference,
    paidAmount: made ? dollars(payment.amountCents) : 0,
    fee: dollars(payment.feeCents),
  };
}

/** The most one card payment may be: what is owed, plus what may be paid in advance. */
const maximumPaymentCents = (balance: number) => Math.max(balance, 0) + ADVANCE_PAYMENT_CAP_CENTS;

/** The spec's result states of a session's page, from what the database holds. */
function sessionStatus(session: CardSessionRow) {
  if (session.outcome) return session.outcome;
  return session.expired ? ('expired' as const) : ('open' as const);
}

/** Card flows (issue 6 §5): card entry through the stand-in provider's hosted page, and card payments. */
function cardFlowRoutes(app: Hono<ApiEnv>, db: Database, account: (customerId: string) => Promise<string>) {
  const hostedPage = async (
    customerId: string,
    session: { purpose: 'savedCard' | 'recurringCard' | 'cardPayment'; returnPath: string; amountCents?: number },
  ) => {
    const billingAccountId = await account(customerId);
    const sessionId = await createCardSession(db, { customerId, billingAccountId, ...session });
    return { url: cardPagePath(sessionId), sessionId };
  };

  defineRoute(app, calls.updateSavedCard, async ({ customerId, input }) =>
    hostedPage(customerId, { purpose: 'savedCard', returnPath: input.returnPath }),
  );

  defineRoute(app, calls.setupRecurringCard, async ({ customerId, input }) =>
    hostedPage(customerId, { purpose: 'recurringCard', returnPath: input.returnPath }),
  );

  defineRoute(app, calls.updateRecurringCard, async ({ customerId }) => {
    const id = await account(customerId);
    const card = await findSavedCard(db, id);
    if (!card) throw problems.notFound('There is no saved card to pay your bills with.');
    if ((await findRecurringPayment(db, id)).paymentMethod !== 'creditCard') {
      throw problems.conflict('You don’t pay your bills by card: set up a recurring card payment first.');
    }
    await saveRecurringCard(db, id, card);
    return findRecurringPayment(db, id);
  });

  defineRoute(app, calls.getCardPaymentFee, async ({ customerId }) => {
    const balance = (await balanceCents(db, await account(customerId))) ?? 0;
    return {
      rate: CARD_FEE_RATE_PERCENT,
      amountToPay: dollars(Math.max(balance, 0)),
      maximumAmount: dollars(maximumPaymentCents(balance)),
    };
  });

  defineRoute(app, calls.makeCardPayment, async ({ customerId, input }) => {
    const id = await account(customerId);
    const amountCents = Math.round(input.amount * 100);
    const maximum = maximumPaymentCents((await balanceCents(db, id)) ?? 0);
    if (amountCents > maximum) {
      throw problems.badRequest(
        `amount: must be at most $${dollars(maximum).toFixed(2)} (your balance plus $${dollars(ADVANCE_PAYMENT_CAP_CENTS).toFixed(2)} in advance)`,
      );
    }
    if (!input.withToken) {
      return hostedPage(customerId, { purpose: 'cardPayment', returnPath: input.returnPath ?? '/', amountCents });
    }
    const card = await findSavedCard(db, id);
    if (!card) throw problems.notFound('There is no saved card to pay with.');
    const made = savedCardPays(card) && !cardHasExpired(card.expiry);
    const payment = await db.transaction((tx) =>
      recordCardPayment(tx, { billingAccountId: id, amountCents, made, withToken: true, card }),
    );
    return paymentResult(payment);
  });

  defineRoute(app, calls.getCardSession, async ({ customerId, input }) => {
    const session = await findCustomerCardSession(db, customerId, input.sessionId);
    // Another customer's session reads as missing, as everywhere in this server.
    if (!session) throw problems.notFound('There is no such card session.');
    const payment = session.paymentReference ? await findCardPayment(db, session.paymentReference) : null;
    return {
      sessionId: session.id,
      purpose: session.purpose,
      status: sessionStatus(session),
      sct: session.purpose === 'recurringCard',
      canUpdateCCV: session.canUpdateCCV,
      payment: payment ? paymentResult(payment) : null,
    };
  });
}
