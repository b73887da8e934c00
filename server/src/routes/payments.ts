import {
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
  deleteCard,
  deleteRecurring,
  findRecurringPayment,
  findSavedCard,
  recurringDiscounts,
  saveDirectDebit,
  selectedAccountId,
} from '../db/queries/payments.js';
import type { CustomerAuthenticator } from '../http/auth.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';

/** Payment options (spec 1 §4 and §7) of the customer's selected billing account. */
export function paymentRoutes(app: Hono, db: Database, authenticate: CustomerAuthenticator) {
  const account = async (customerId: string) => {
    const id = await selectedAccountId(db, customerId);
    if (!id) throw problems.notFound('You have no billing account selected.');
    return id;
  };

  defineRoute(app, authenticate, getSavedCard, async ({ customerId }) => ({
    card: await findSavedCard(db, await account(customerId)),
  }));

  defineRoute(app, authenticate, deleteSavedCard, async ({ customerId }) => {
    const id = await account(customerId);
    if ((await findRecurringPayment(db, id)).paymentMethod === 'creditCard') {
      throw problems.conflict('This card pays your bills: change or cancel the recurring payment first.');
    }
    if (!(await deleteCard(db, id))) throw problems.notFound('There is no saved card to remove.');
    return { card: null };
  });

  defineRoute(app, authenticate, getRecurringPayment, async ({ customerId }) =>
    findRecurringPayment(db, await account(customerId)),
  );

  defineRoute(app, authenticate, deleteRecurringPayment, async ({ customerId }) => {
    const id = await account(customerId);
    if (!(await deleteRecurring(db, id))) throw problems.notFound('There is no recurring payment to cancel.');
    return findRecurringPayment(db, id);
  });

  defineRoute(app, authenticate, getRecurringOptions, async () => ({
    defaultOption: 'directDebit' as const,
    options: [
      { paymentMethod: 'directDebit' as const, discount: recurringDiscounts.directDebit },
      { paymentMethod: 'creditCard' as const, discount: recurringDiscounts.creditCard },
    ],
  }));

  defineRoute(app, authenticate, setupDirectDebit, async ({ customerId, input }) => {
    const id = await account(customerId);
    await saveDirectDebit(db, id, input.bankDetails);
    return findRecurringPayment(db, id);
  });
}
