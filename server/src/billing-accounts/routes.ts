import { getBillingAccounts, getSwitcher, selectSite } from '@harakeke/contract';
import type { Hono } from 'hono';
import type { Database } from '../db/client.js';
import { listBillingAccounts } from './queries.js';
import { findContact } from '../user/customer-queries.js';
import { listSwitcher, selectSite as saveSiteSelection } from './site-queries.js';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';

export function billingRoutes(app: Hono<ApiEnv>, db: Database) {
  defineRoute(app, getBillingAccounts, async ({ customerId }) => {
    const contact = await findContact(db, customerId);
    if (!contact) throw problems.unauthorized('This sign-in no longer has a customer record.');
    const { accounts, selected } = await listBillingAccounts(db, customerId);
    return {
      contact,
      billingAccounts: accounts,
      selectedBillingAccount: selected,
      summary: { accountCount: accounts.length, siteCount: accounts.length },
    };
  });

  defineRoute(app, getSwitcher, async ({ customerId }) => listSwitcher(db, customerId));

  defineRoute(app, selectSite, async ({ customerId, input }) => {
    if (!(await saveSiteSelection(db, customerId, input.billingAccountId, input.siteId))) {
      throw problems.notFound('You have no site with this id on this billing account.');
    }
    return { billingAccountId: input.billingAccountId, siteId: input.siteId };
  });
}
