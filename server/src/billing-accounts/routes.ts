import { getBillingAccounts, getSwitcher, selectSite } from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { aucklandToday } from '@harakeke/calendar';
import {
  billingAccountsAnswer,
  chooseSite,
  ensureCustomerBalanceBills,
  switcherOf,
  type BalanceLedger,
} from './billing-accounts.js';

/** Billing accounts, their sites and the switcher (spec 1 §3, §6); balances from `ledger` (bills/ledger.ts). */
export function billingAccountsRoutes(ledger: BalanceLedger) {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getBillingAccounts, async ({ db, clock, customerId }) => {
    const today = aucklandToday(clock.now());
    await ensureCustomerBalanceBills(db, ledger, customerId, today);
    const answer = await billingAccountsAnswer(db, ledger, customerId, today);
    if (!answer) throw problems.unauthorized('This sign-in no longer has a customer record.');
    return answer;
  });

  defineRoute(routes, getSwitcher, async ({ db, customerId }) => switcherOf(db, customerId));

  defineRoute(routes, selectSite, async ({ db, customerId, input }) => {
    if (!(await chooseSite(db, customerId, input.billingAccountId, input.siteId))) {
      throw problems.notFound('You have no site with this id on this billing account.');
    }
    return { billingAccountId: input.billingAccountId, siteId: input.siteId };
  });

  return routes;
}
