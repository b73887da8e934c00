import type { Migration } from './migration.js';

/**
 * the loyalty card link and donations, both per billing account.
 * A card number is claimed by one customer (loyalty_card_claims): its primary key is what makes a second customer's
 * link of the same number lose, even when two race. A link row stays when the card is unlinked (card_number null),
 * so the demo seed, which inserts only missing rows, never links a card again that its customer unlinked.
 * Points awards stand in for the programme's feed: one row per bill that earned points.
 * No semicolons in this text except between statements: migrations are split on them.
 */
export const migration: Migration = {
  id: 14,
  name: 'loyalty-cards-and-donations',
  sql: `
    CREATE TABLE loyalty_card_claims (
      card_number text PRIMARY KEY CHECK (card_number ~ '^[0-9]{16}$'),
      customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE
    );
    CREATE TABLE loyalty_card_links (
      billing_account_id text PRIMARY KEY REFERENCES billing_accounts(id) ON DELETE CASCADE,
      card_number text REFERENCES loyalty_card_claims(card_number),
      linked_on date,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((card_number IS NULL) = (linked_on IS NULL))
    );
    CREATE INDEX loyalty_card_links_card ON loyalty_card_links (card_number);
    CREATE TABLE loyalty_points_awards (
      billing_account_id text NOT NULL REFERENCES billing_accounts(id) ON DELETE CASCADE,
      card_number text NOT NULL,
      bill_issue_date date NOT NULL,
      bill_amount_cents bigint NOT NULL CHECK (bill_amount_cents >= 0),
      points integer NOT NULL CHECK (points >= 0),
      PRIMARY KEY (billing_account_id, bill_issue_date)
    );
    CREATE TABLE donation_choices (
      billing_account_id text PRIMARY KEY REFERENCES billing_accounts(id) ON DELETE CASCADE,
      -- null until the customer first chooses: the bills carry no donation then
      selected_option text CHECK (selected_option IN ('roundUp', 'monthly2', 'monthly5', 'monthly10', 'none')),
      pending_option text CHECK (pending_option IN ('roundUp', 'monthly2', 'monthly5', 'monthly10', 'none')),
      pending_effective_date date,
      banner_dismissed boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((pending_option IS NULL) = (pending_effective_date IS NULL))
    )
  `,
};
