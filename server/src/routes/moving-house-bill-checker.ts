import type { Hono } from 'hono';
import type { Database } from '../db/client.js';
import type { CustomerAuthenticator } from '../http/auth.js';

export function movingHouseBillCheckerRoutes(app: Hono, db: Database, authenticate: CustomerAuthenticator) {
  void app;
  void db;
  void authenticate;
}
