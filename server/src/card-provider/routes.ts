import { Hono } from 'hono';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/client.js';

/** The stand-in card provider's hosted card page (issue 6 §5), outside the API. */
export function cardProviderRoutes(db: Database, config: ServerConfig) {
  void db;
  void config;
  return new Hono();
}
