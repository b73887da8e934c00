import {
  getAccountSummaryWidget,
  getBillSummaryWidget,
  getHeroMenu,
  getHeroMessage,
  getSidekick,
} from '@harakeke/contract';
import { Hono } from 'hono';
import { ensureBalanceBills } from '../bills/ledger.js';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import {
  noSelectedAccount,
  requireSelectedAccountOn,
  selectedAccountOf,
} from '../billing-accounts/require-selected-account.js';
import { aucklandToday } from '@harakeke/calendar';
import { accountSummaryOf, billSummaryOf, heroMenu, heroMessageOf, sidekick } from './widgets.js';

/** The dashboard widgets' data (spec 1 §7), for the selected billing account and site. */
export function widgetsRoutes() {
  const routes = new Hono<ApiEnv>();
  requireSelectedAccountOn(routes, [getHeroMessage, getBillSummaryWidget, getAccountSummaryWidget]);

  defineRoute(routes, getHeroMessage, async ({ c, db, clock }) => {
    const [account, today] = [selectedAccountOf(c), aucklandToday(clock.now())];
    await ensureBalanceBills(db, account, today);
    return heroMessageOf(db, account, today);
  });

  defineRoute(routes, getHeroMenu, async () => heroMenu);

  defineRoute(routes, getSidekick, async () => sidekick);

  defineRoute(routes, getBillSummaryWidget, async ({ c, db, clock }) => {
    const [account, today] = [selectedAccountOf(c), aucklandToday(clock.now())];
    await ensureBalanceBills(db, account, today);
    return billSummaryOf(db, account, today);
  });

  defineRoute(routes, getAccountSummaryWidget, async ({ c, db, customerId }) => {
    const summary = await accountSummaryOf(db, customerId, selectedAccountOf(c));
    // The switcher does not show the account: as good as none selected.
    if (!summary) throw noSelectedAccount();
    return summary;
  });

  return routes;
}
