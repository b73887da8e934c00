import type { Migration } from './migration.js';

/**
 * the home profile of each home (a site) and the business profile of each sme billing account. The
 * answers are one jsonb document, checked against the contract on every read and write: the wizard saves a few
 * answers at a time and the set of questions grows, which columns per answer would make a migration each time.
 * mandatory_completed_at is when the profile first had every mandatory answer; the comparison widgets are ready
 * from the next Auckland day (their data is prepared overnight).
 */
export const migration: Migration = {
  id: 10,
  name: 'home-and-business-profiles',
  sql: `
    CREATE TABLE home_profiles (
      site_id text PRIMARY KEY REFERENCES sites(id) ON DELETE CASCADE,
      answers jsonb NOT NULL DEFAULT '{}'::jsonb,
      is_wizard_update boolean NOT NULL DEFAULT false,
      mandatory_completed_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE business_profiles (
      billing_account_id text PRIMARY KEY REFERENCES billing_accounts(id) ON DELETE CASCADE,
      answers jsonb NOT NULL DEFAULT '{}'::jsonb,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `,
};
