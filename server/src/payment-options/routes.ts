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
import { accountBalanceOf, ensureBalanceBills } from '../bills/ledger.js';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { requireSelectedAccountOn, selectedAccountOf } from '../billing-accounts/require-selected-account.js';
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
  setUpDirectDebit,
} from './payment-options.js';
import { ADVANCE_PAYMENT_CAP_CENTS } from './rules.js';

/**
 * Payment options (spec 1 §4 and §7) of the customer's selected billing account: saved card, recurring payment, and
 * the card flows through the stand-in provider's hosted page.
 */
export function paymentOptionsRoutes() {
  const routes = new Hono<ApiEnv>();
  // These work on the customer's selected billing account; without one there is nothing to answer.
  requireSelectedAccountOn(routes, [
    getSavedCard,
    deleteSavedCard,
    getRecurringPayment,
    deleteRecurringPayment,
    setupDirectDebit,
    updateSavedCard,
    setupRecurringCard,
    updateRecurringCard,
    getCardPaymentFee,
    makeCardPayment,
  ]);

  defineRoute(routes, getSavedCard, async ({ c, db }) => savedCardOf(db, selectedAccountOf(c).id));

  defineRoute(routes, deleteSavedCard, async ({ c, db }) => {
    const removed = await removeSavedCard(db, selectedAccountOf(c).id);
    if (removed === 'paysBills') {
      throw problems.conflict('This card pays your bills: change or cancel the recurring payment first.');
    }
    if (removed === 'missing') throw problems.notFound('There is no saved card to remove.');
    return { card: null };
  });

  defineRoute(routes, getRecurringPayment, async ({ c, db }) => recurringPaymentOf(db, selectedAccountOf(c).id));

  defineRoute(routes, deleteRecurringPayment, async ({ c, db, clock }) => {
    const today = aucklandToday(clock.now());
    const after = await cancelRecurringPayment(db, selectedAccountOf(c).id, today);
    if (!after) throw problems.notFound('There is no recurring payment to cancel.');
    return after;
  });

  defineRoute(routes, getRecurringOptions, async () => recurringOptions());

  defineRoute(routes, setupDirectDebit, async ({ brand, c, db, clock, input }) => {
    // spec 1 §5: the form's own rules, re-checked; the server's brand decides whether authoriseTAndC is one of the
    // form's boxes. Not the client's X-Brand-Id header: a client could leave out the box its brand requires.
    const errors = directDebitFormErrors(directDebitFormOf(input), brand);
    const fieldErrors = Object.entries(errors).map(([field, detail]) => ({ field, detail }));
    if (fieldErrors.length > 0) throw problems.invalidFields(fieldErrors);
    const today = aucklandToday(clock.now());
    return setUpDirectDebit(db, selectedAccountOf(c).id, input.bankDetails, today);
  });

  // spec 1 §4: a card is entered on the stand-in provider's hosted page, never on the portal's.
  defineRoute(routes, updateSavedCard, async ({ c, db, customerId, input }) =>
    openCardPage(db, {
      customerId,
      billingAccountId: selectedAccountOf(c).id,
      purpose: 'savedCard',
      returnPath: input.returnPath,
    }),
  );

  defineRoute(routes, setupRecurringCard, async ({ c, db, customerId, input }) =>
    openCardPage(db, {
      customerId,
      billingAccountId: selectedAccountOf(c).id,
      purpose: 'recurringCard',
      returnPath: input.returnPath,
    }),
  );

  defineRoute(routes, updateRecurringCard, async ({ c, db }) => {
    const updated = await payBillsWithSavedCard(db, selectedAccountOf(c).id);
    if (updated.refused === 'noCard') throw problems.notFound('There is no saved card to pay your bills with.');
    if (updated.refused === 'notByCard') {
      throw problems.conflict('You don’t pay your bills by card: set up a recurring card payment first.');
    }
    return updated.recurringPayment;
  });

  // What the selected account owes, as every call that shows a balance derives it (bills/ledger.ts).
  defineRoute(routes, getCardPaymentFee, async ({ c, db, clock }) => {
    const [account, today] = [selectedAccountOf(c), aucklandToday(clock.now())];
    await ensureBalanceBills(db, account, today);
    return cardPaymentFeeOf((await accountBalanceOf(db, account, today)).totalCents);
  });

  defineRoute(routes, makeCardPayment, async ({ c, db, clock, customerId, input }) => {
    const now = clock.now();
    const today = aucklandToday(now);
    const account = selectedAccountOf(c);
    await ensureBalanceBills(db, account, today);
    const paid = await payByCard(db, {
      customerId,
      billingAccountId: account.id,
      amountCents: centsOf(input.amount),
      withToken: input.withToken,
      returnPath: input.returnPath ?? '/',
      now,
      balanceCents: (await accountBalanceOf(db, account, today)).totalCents,
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
