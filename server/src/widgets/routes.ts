import {
  getAccountSummaryWidget,
  getBillSummaryWidget,
  getHeroMenu,
  getHeroMessage,
  getSidekick,
} from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { aucklandToday } from '@harakeke/calendar';
import { accountSummaryOf, billSummaryOf, heroMenu, heroMessageOf, sidekick } from './widgets.js';

const noSelectedAccount = () => problems.notFound('You have no billing account selected.');

/** The dashboard widgets' data (spec 1 §7), for the selected billing account and site. */
export function widgetsRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getHeroMessage, async ({ db, clock, customerId }) => {
    const message = await heroMessageOf(db, customerId, aucklandToday(clock.now()));
    if (!message) throw noSelectedAccount();
    return message;
  });

  defineRoute(routes, getHeroMenu, async () => heroMenu);

  defineRoute(routes, getSidekick, async () => sidekick);

  defineRoute(routes, getBillSummaryWidget, async ({ db, clock, customerId }) => {
    const summary = await billSummaryOf(db, customerId, aucklandToday(clock.now()));
    if (!summary) throw noSelectedAccount();
    return summary;
  });

  defineRoute(routes, getAccountSummaryWidget, async ({ db, customerId }) => {
    const summary = await accountSummaryOf(db, customerId);
    if (!summary) throw noSelectedAccount();
    return summary;
  });

  return routes;
}
