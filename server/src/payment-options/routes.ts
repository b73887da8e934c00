import {
  deleteRecurringPayment,
  deleteSavedCard,
  directDebitFormErrors,
  directDebitFormOf,
  getCardPaymentFee,
  getCardSession,
  getRecurringOptions,
  getRecurringPayment,
  getSavedCard,
  makeCardPayment,
  setupDirectDebit,
  setupRecurringCard,
  updateRecurringCard,
  updateSavedCard,
} from '@harakeke/contract';
import { Hono } from 'hono';
import { centsOf, nzdOf } from '../amounts.js';
import { selectedBillingAccount } from '../billing-accounts/billing-accounts.js';
import { accountBalanceOf } from '../bills/ledger.js';
import type { Database, Queryable } from '../db/client.js';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { aucklandToday } from '@harakeke/calendar';
import {
  cancelRecurringPayment,
  cardPaymentFeeOf,
  cardSessionOf,
  openCardPage,
  payBillsWithSavedCard,
  payByCard,
  recurringOptions,
  recurringPaymentOf,
  removeSavedCard,
  savedCardOf,
  selectedAccountIdOf,
  setUpDirectDebit,
} from './payment-options.js';
import { ADVANCE_PAYMENT_CAP_CENTS } from './rules.js';

/** Payment options work on the customer's selected billing account; without one there is nothing to answer. */
async function selectedAccountId(db: Queryable, customerId: string) {
  const id = await selectedAccountIdOf(db, customerId);
  if (!id) throw problems.notFound('You have no billing account selected.');
  return id;
}

/** What the selected account owes on `today`, as every call that shows a balance derives it (bills/ledger.ts). */
async function selectedBalance(db: Database, customerId: string, today: string) {
  const account = await selectedBillingAccount(db, customerId, today);
  if (!account) throw problems.notFound('You have no billing account selected.');
  return accountBalanceOf(db, account, today);
}

/**
 * Payment options (spec 1 §4 and §7) of the customer's selected billing account: saved card, recurring payment, and
 * the card flows through the stand-in provider's hosted page.
 */
export function paymentOptionsRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getSavedCard, async ({ db, customerId }) =>
    savedCardOf(db, await selectedAccountId(db, customerId)),
  );

  defineRoute(routes, deleteSavedCard, async ({ db, customerId }) => {
    const removed = await removeSavedCard(db, await selectedAccountId(db, customerId));
    if (removed === 'paysBills') {
      throw problems.conflict('This card pays your bills: change or cancel the recurring payment first.');
    }
    if (removed === 'missing') throw problems.notFound('There is no saved card to remove.');
    return { card: null };
  });

  defineRoute(routes, getRecurringPayment, async ({ db, customerId }) =>
    recurringPaymentOf(db, await selectedAccountId(db, customerId)),
  );

  defineRoute(routes, deleteRecurringPayment, async ({ db, clock, customerId }) => {
    const today = aucklandToday(clock.now());
    const after = await cancelRecurringPayment(db, await selectedAccountId(db, customerId), today);
    if (!after) throw problems.notFound('There is no recurring payment to cancel.');
    return after;
  });

  defineRoute(routes, getRecurringOptions, async () => recurringOptions());

  defineRoute(routes, setupDirectDebit, async ({ brand, db, clock, customerId, input }) => {
    // spec 1 §5: the form's own rules, re-checked; the server's brand decides whether authoriseTAndC is one of the
    // form's boxes. Not the client's X-Brand-Id header: a client could leave out the box its brand requires.
    const errors = directDebitFormErrors(directDebitFormOf(input), brand);
    const fieldErrors = Object.entries(errors).map(([field, detail]) => ({ field, detail }));
    if (fieldErrors.length > 0) throw problems.invalidFields(fieldErrors);
    const today = aucklandToday(clock.now());
    return setUpDirectDebit(db, await selectedAccountId(db, customerId), input.bankDetails, today);
  });

  // spec 1 §4: a card is entered on the stand-in provider's hosted page, never on the portal's.
  defineRoute(routes, updateSavedCard, async ({ db, customerId, input }) =>
    openCardPage(db, {
      customerId,
      billingAccountId: await selectedAccountId(db, customerId),
      purpose: 'savedCard',
      returnPath: input.returnPath,
    }),
  );

  defineRoute(routes, setupRecurringCard, async ({ db, customerId, input }) =>
    openCardPage(db, {
      customerId,
      billingAccountId: await selectedAccountId(db, customerId),
      purpose: 'recurringCard',
      returnPath: input.returnPath,
    }),
  );

  defineRoute(routes, updateRecurringCard, async ({ db, customerId }) => {
    const updated = await payBillsWithSavedCard(db, await selectedAccountId(db, customerId));
    if (updated.refused === 'noCard') throw problems.notFound('There is no saved card to pay your bills with.');
    if (updated.refused === 'notByCard') {
      throw problems.conflict('You don’t pay your bills by card: set up a recurring card payment first.');
    }
    return updated.recurringPayment;
  });

  defineRoute(routes, getCardPaymentFee, async ({ db, clock, customerId }) => {
    const today = aucklandToday(clock.now());
    return cardPaymentFeeOf((await selectedBalance(db, customerId, today)).totalCents);
  });

  defineRoute(routes, makeCardPayment, async ({ db, clock, customerId, input }) => {
    const now = clock.now();
    const today = aucklandToday(now);
    const paid = await payByCard(db, {
      customerId,
      billingAccountId: await selectedAccountId(db, customerId),
      amountCents: centsOf(input.amount),
      withToken: input.withToken,
      returnPath: input.returnPath ?? '/',
      now,
      balanceCents: (await selectedBalance(db, customerId, today)).totalCents,
    });
    if (paid.refused === 'overMaximum') {
      throw problems.badRequest(
        `amount: must be at most $${nzdOf(paid.maximumCents).toFixed(2)} (your balance plus $${nzdOf(ADVANCE_PAYMENT_CAP_CENTS).toFixed(2)} in advance)`,
      );
    }
    if (paid.refused === 'noCard') throw problems.notFound('There is no saved card to pay with.');
    if (paid.refused === 'inUse') {
      throw problems.conflict('This amount was paid with your saved card a moment ago, so it was not paid again.');
    }
    return paid.answer;
  });

  defineRoute(routes, getCardSession, async ({ db, customerId, input }) => {
    const session = await cardSessionOf(db, customerId, input.sessionId);
    // Another customer's session reads as missing, as everywhere in this server.
    if (!session) throw problems.notFound('There is no such card session.');
    return session;
  });

  return routes;
}
