import type { Migration } from './migration.js';

/**
 * Login emails unique without regard to case, as sign-in compares them (spec 1 §5: a changed login email must not be
 * another login's): the check in changeLoginEmail cannot see a change committing beside it, this index can. And the
 * emailed links of account settings (spec 1 §4 and §7): a password reset, an email verification. Each is a random
 * token of which only the hash is kept, single-use and expiring; a verification link names the address it verifies,
 * so a link sent before the login email changed cannot verify the new one.
 */
export const migration: Migration = {
  id: 19,
  name: 'account-links-and-login-email-index',
  sql: `
    CREATE TABLE account_links (
      token_hash text PRIMARY KEY,
      purpose text NOT NULL CHECK (purpose IN ('password-reset', 'email-verification')),
      customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
      email text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX account_links_customer ON account_links (customer_id, purpose);
    CREATE UNIQUE INDEX customers_login_email ON customers (lower(email));
  `,
};
