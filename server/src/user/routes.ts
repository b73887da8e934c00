import {
  bootstrap,
  getDashboard,
  getNewDashboardWidgetList,
  getTabs,
  getTags,
  getUserMetadata,
  getWidgetList,
  postEvent,
  setTag,
} from '@harakeke/contract';
import type { Hono } from 'hono';
import type { Database } from '../db/client.js';
import { billingAccountsOf } from '../billing-accounts/billing-accounts.js';
import { switcherOf } from '../billing-accounts/billing-accounts.js';
import {
  addTag,
  findUserMetadata,
  listTabKeys,
  listTags,
  listWidgets,
  recordEvent,
  recordSessionStart,
} from './queries.js';
import type { ApiEnv } from '../http/api-context.js';
import { aucklandToday } from '../usage/period-data.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';

/** The signed-in user's shell: metadata, tabs, dashboards, feature-flag tags and events (spec 1 §7, spec 2 §7). */
export function userRoutes(app: Hono<ApiEnv>, db: Database) {
  defineRoute(app, getUserMetadata, async ({ customerId }) => {
    const metadata = await findUserMetadata(db, customerId);
    if (!metadata) throw problems.unauthorized('This sign-in no longer has a customer record.');
    return metadata;
  });

  defineRoute(app, getTabs, async ({ customerId }) => ({ keys: await listTabKeys(db, customerId) }));

  defineRoute(app, getWidgetList, async ({ customerId, input }) => listWidgets(db, customerId, input.tabId));

  defineRoute(app, getNewDashboardWidgetList, async ({ customerId, c }) =>
    // The new dashboard's list is asked for with tabId=newDashboard; it is the only tab this path serves.
    listWidgets(db, customerId, c.req.query('tabId') ?? 'newDashboard'),
  );

  defineRoute(app, getTags, async ({ customerId }) => ({ tags: await listTags(db, customerId) }));

  defineRoute(app, setTag, async ({ customerId, input }) => {
    await addTag(db, customerId, input.tagName);
    return { tags: await listTags(db, customerId) };
  });

  defineRoute(app, postEvent, async ({ customerId, input }) => {
    await recordEvent(db, customerId, input.event, input.track);
    return { recorded: true as const };
  });

  defineRoute(app, bootstrap, async ({ customerId }) => {
    const switcher = await switcherOf(db, customerId);
    const account = switcher.billingAccounts.find((candidate) => candidate.isSelected) ?? null;
    const site = account?.billingAccountSites.find((candidate) => candidate.isSelected) ?? null;
    return {
      customerId,
      selectedBillingAccountId: account?.id ?? null,
      selectedSiteId: site?.id ?? null,
      previousVisitAt: await recordSessionStart(db, customerId),
    };
  });

  defineRoute(app, getDashboard, async ({ customerId }) => {
    const [switcher, metadata] = await Promise.all([switcherOf(db, customerId), findUserMetadata(db, customerId)]);
    const account = switcher.billingAccounts.find((candidate) => candidate.isSelected);
    if (!account || !metadata) throw problems.notFound('You have no billing account selected.');
    const site = account.billingAccountSites.find((candidate) => candidate.isSelected) ?? null;
    const points = site?.supplyPoints ?? [];
    const ofType = (type: 'electricity' | 'naturalGas' | 'lpg') => points.filter((point) => point.supplyType === type);
    const summary = (type: 'electricity' | 'naturalGas' | 'lpg') => ({
      available: ofType(type).length > 0,
      supplyPointIds: ofType(type).map((point) => point.id),
    });
    const isValuePlan = ofType('electricity').some((point) => point.plan.isValuePlan);
    const { selected } = await billingAccountsOf(db, customerId, aucklandToday());
    return {
      value: {
        billingAccountId: account.id,
        siteId: site?.id ?? null,
        electricity: { ...summary('electricity'), isValuePlan },
        naturalGas: { ...summary('naturalGas'), advanced: ofType('naturalGas').some((point) => point.advanced) },
        lpg: summary('lpg'),
        forecast: metadata.forecast,
        unit: account.isBuyingGroup || isValuePlan ? ('kwh' as const) : ('monetary' as const),
        billingWindow: selected?.billing.window ?? { startDate: '', endDate: '' },
      },
    };
  });
}
