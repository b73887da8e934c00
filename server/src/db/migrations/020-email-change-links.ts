import type { Migration } from './migration.js';

/**
 * A change of login email is confirmed from the new address and can be undone from the old one: two more kinds of
 * emailed link (idp/email-change.ts), each naming its address ('email-change': the new one; 'email-change-undo': the
 * one to go back to).
 */
export const migration: Migration = {
  id: 20,
  name: 'email-change-links',
  sql: `
    ALTER TABLE account_links DROP CONSTRAINT account_links_purpose_check;
    ALTER TABLE account_links ADD CONSTRAINT account_links_purpose_check
      CHECK (purpose IN ('password-reset', 'email-verification', 'email-change', 'email-change-undo'));
  `,
};
