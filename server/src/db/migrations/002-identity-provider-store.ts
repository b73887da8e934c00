import type { Migration } from './migration.js';

/** The identity provider's store (oidc-provider's models: sessions, grants, tokens). */
export const migration: Migration = {
  id: 2,
  name: 'identity-provider-store',
  sql: `
      CREATE TABLE oidc_payloads (
        model text NOT NULL,
        id text NOT NULL,
        payload jsonb NOT NULL,
        grant_id text,
        uid text,
        user_code text,
        expires_at timestamptz,
        consumed_at timestamptz,
        PRIMARY KEY (model, id)
      );
      CREATE INDEX oidc_payloads_grant ON oidc_payloads (grant_id);
      CREATE INDEX oidc_payloads_uid ON oidc_payloads (uid);
      CREATE INDEX oidc_payloads_expiry ON oidc_payloads (expires_at);
    `,
};
