import type { Migration } from './migration.js';

/** Emailed sign-in links and the development outbox. */
export const migration: Migration = {
  id: 5,
  name: 'magic-links-and-outbox',
  sql: `
      CREATE TABLE magic_links (
        token_hash text PRIMARY KEY,
        customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        interaction_uid text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        to_email text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        link text,
        sent_at timestamptz NOT NULL DEFAULT now()
      );
    `,
};
