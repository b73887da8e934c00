import { API_BASE, calls, getOutage, openApiDocument } from '@harakeke/contract';
import type { Hono } from 'hono';
import type { Database } from '../db/client.js';
import { readOutage } from './queries.js';
import type { CustomerAuthenticator } from '../http/auth.js';
import { defineRoute } from '../http/define-route.js';

export function publicRoutes(app: Hono, db: Database, authenticate: CustomerAuthenticator) {
  // Issue 6: the OpenAPI 3.1 document, generated from the same schemas the routes validate with.
  const openApi = openApiDocument(calls);
  app.get(`${API_BASE}/openapi.json`, (c) => c.json(openApi, 200, { 'Cache-Control': 'no-cache' }));

  defineRoute(app, authenticate, getOutage, async () => readOutage(db));
}
