import type { Migration } from './migration.js';

/**
 * The history of how an account has paid automatically: a bill earns the recurring-payment discount when a recurring
 * payment was set up before the day it was issued and not cancelled before it (spec 1 §4 recurringPaymentDiscount).
 * Bills are composed when first asked for, so the discount must be decided from the days, not from what is set up
 * when the bill happens to be composed. A recurring payment already set up is taken as set up on the day it was.
 */
export const migration: Migration = {
  id: 21,
  name: 'recurring-payment-periods',
  sql: `
    CREATE TABLE recurring_payment_periods (
      id bigserial PRIMARY KEY,
      billing_account_id text NOT NULL REFERENCES billing_accounts(id) ON DELETE CASCADE,
      method text NOT NULL CHECK (method IN ('directDebit', 'creditCard')),
      started_on date NOT NULL,
      ended_on date,
      CHECK (ended_on IS NULL OR ended_on >= started_on)
    );
    CREATE UNIQUE INDEX recurring_payment_periods_open ON recurring_payment_periods (billing_account_id)
      WHERE ended_on IS NULL;
    INSERT INTO recurring_payment_periods (billing_account_id, method, started_on)
      SELECT billing_account_id, method, (set_up_at AT TIME ZONE 'Pacific/Auckland')::date FROM recurring_payments;
  `,
};
