import type { Migration } from './migration.js';

/**
 * What an account owes is derived from its bills and payments (bills/account-balance.ts), no longer kept as numbers:
 * each account records how it pays its bills (its payment habit, null for 'on time'), and a credit extension names
 * the bill it was given on, so a second one on the same bill is refused even when two race (spec 1 §4). Extensions
 * given before are keyed to the bill whose due date they moved. The balance columns stay for the data they hold.
 */
export const migration: Migration = {
  id: 17,
  name: 'payment-habits-and-bill-credit-extensions',
  sql: `
    ALTER TABLE billing_accounts ADD COLUMN payment_habit jsonb;
    ALTER TABLE credit_extensions ADD COLUMN bill_id text REFERENCES bills(id) ON DELETE CASCADE;
    UPDATE credit_extensions AS e SET bill_id = b.id FROM bills AS b
     WHERE b.billing_account_id = e.billing_account_id AND b.due_date = e.original_due_date;
    CREATE UNIQUE INDEX credit_extensions_bill ON credit_extensions (bill_id);
  `,
};
