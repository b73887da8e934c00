import { getOutage, type Outage } from '@harakeke/contract';
import type { Hono } from 'hono';
import type { Database } from '../db/client.js';
import type { CustomerAuthenticator } from '../http/auth.js';
import { defineRoute } from '../http/define-route.js';

const noOutage: Outage = { isOn: false, shouldNotify: false, period: null, endDate: null, outageDurationText: null };

export function publicRoutes(app: Hono, db: Database, authenticate: CustomerAuthenticator) {
  defineRoute(app, authenticate, getOutage, async () => {
    const [row] = await db.query<{ value: Outage }>("SELECT value FROM settings WHERE key = 'outage'");
    return row?.value ?? noOutage;
  });
}
