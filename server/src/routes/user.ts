import {
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
import { addTag, findUserMetadata, listTabKeys, listTags, listWidgets, recordEvent } from '../db/queries/user.js';
import type { CustomerAuthenticator } from '../http/auth.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';

/** The signed-in user's shell: metadata, tabs, dashboards, feature-flag tags and events (spec 1 §7, spec 2 §7). */
export function userRoutes(app: Hono, db: Database, authenticate: CustomerAuthenticator) {
  defineRoute(app, authenticate, getUserMetadata, async ({ customerId }) => {
    const metadata = await findUserMetadata(db, customerId);
    if (!metadata) throw problems.unauthorized('This sign-in no longer has a customer record.');
    return metadata;
  });

  defineRoute(app, authenticate, getTabs, async ({ customerId }) => ({ keys: await listTabKeys(db, customerId) }));

  defineRoute(app, authenticate, getWidgetList, async ({ customerId, input }) =>
    listWidgets(db, customerId, input.tabId),
  );

  defineRoute(app, authenticate, getNewDashboardWidgetList, async ({ customerId, c }) =>
    // The new dashboard's list is asked for with tabId=newDashboard; it is the only tab this path serves.
    listWidgets(db, customerId, c.req.query('tabId') ?? 'newDashboard'),
  );

  defineRoute(app, authenticate, getTags, async ({ customerId }) => ({ tags: await listTags(db, customerId) }));

  defineRoute(app, authenticate, setTag, async ({ customerId, input }) => {
    await addTag(db, customerId, input.tagName);
    return { tags: await listTags(db, customerId) };
  });

  defineRoute(app, authenticate, postEvent, async ({ customerId, input }) => {
    await recordEvent(db, customerId, input.event, input.track);
    return { recorded: true as const };
  });
}
