import type { Migration } from './migration.js';

/**
 * the counters of the rate limits (src/http/rate-limits.ts), one row per limit and key, in the
 * columns rate-limiter-flexible's RateLimiterPostgres reads and writes (key, points, expire). Kept in the database,
 * so every instance counts together and a restart forgets nothing. `expire` is milliseconds since the epoch (the
 * library compares it with Date.now()); the index serves its clean-up of expired rows.
 * No semicolons in this text except between statements: migrations are split on them.
 */
export const migration: Migration = {
  id: 15,
  name: 'rate-limits',
  sql: `
    CREATE TABLE rate_limits (
      key text PRIMARY KEY,
      points integer NOT NULL DEFAULT 0,
      expire bigint
    );
    CREATE INDEX rate_limits_expire ON rate_limits (expire)
  `,
};
