import type { DonationOptionId } from '@harakeke/contract';
import type { Queryable } from '../db/client.js';

export interface DonationChoiceRow {
  selected_option: DonationOptionId | null;
  pending_option: DonationOptionId | null;
  pending_effective_date: string | null;
  banner_dismissed: boolean;
}

const choiceColumns = `selected_option, pending_option,
  to_char(pending_effective_date, 'YYYY-MM-DD') AS pending_effective_date, banner_dismissed`;

/** The account's donation choice, if it has one. */
export async function findChoiceRow(db: Queryable, billingAccountId: string): Promise<DonationChoiceRow | undefined> {
  const [row] = await db.query<DonationChoiceRow>(
    `SELECT ${choiceColumns} FROM donation_choices WHERE billing_account_id = $1`,
    [billingAccountId],
  );
  return row;
}

/** The account's donation choice, locked for the rest of the transaction. */
export async function findChoiceRowForUpdate(
  tx: Queryable,
  billingAccountId: string,
): Promise<DonationChoiceRow | undefined> {
  const [row] = await tx.query<DonationChoiceRow>(
    `SELECT ${choiceColumns} FROM donation_choices WHERE billing_account_id = $1 FOR UPDATE`,
    [billingAccountId],
  );
  return row;
}

/** Makes a pending change whose bill has been issued (on or before `today`) the option in effect. */
export async function applyDueChange(db: Queryable, billingAccountId: string, today: string): Promise<void> {
  // updated_at keeps the database's time: an audit column nothing reads.
  await db.query(
    `UPDATE donation_choices
        SET selected_option = pending_option, pending_option = NULL, pending_effective_date = NULL, updated_at = now()
      WHERE billing_account_id = $1 AND pending_effective_date <= $2::date`,
    [billingAccountId, today],
  );
}

/** Adds the account's (empty) choice row unless it has one. */
export async function insertChoiceRow(tx: Queryable, billingAccountId: string): Promise<void> {
  await tx.query('INSERT INTO donation_choices (billing_account_id) VALUES ($1) ON CONFLICT DO NOTHING', [
    billingAccountId,
  ]);
}

/** Sets the option in effect, cancelling a pending change. */
export async function saveSelectedOption(
  tx: Queryable,
  billingAccountId: string,
  optionId: DonationOptionId,
): Promise<void> {
  // updated_at keeps the database's time: an audit column nothing reads.
  await tx.query(
    `UPDATE donation_choices SET selected_option = $2, pending_option = NULL, pending_effective_date = NULL,
            updated_at = now()
      WHERE billing_account_id = $1`,
    [billingAccountId, optionId],
  );
}

/** Sets the change that takes effect on `effectiveDate`, replacing one pending before. */
export async function savePendingOption(
  tx: Queryable,
  billingAccountId: string,
  optionId: DonationOptionId,
  effectiveDate: string,
): Promise<void> {
  // updated_at keeps the database's time: an audit column nothing reads.
  await tx.query(
    `UPDATE donation_choices SET pending_option = $2, pending_effective_date = $3::date, updated_at = now()
      WHERE billing_account_id = $1`,
    [billingAccountId, optionId, effectiveDate],
  );
}

export async function saveBannerDismissed(db: Queryable, billingAccountId: string): Promise<void> {
  // updated_at keeps the database's time: an audit column nothing reads.
  await db.query(
    `INSERT INTO donation_choices (billing_account_id, banner_dismissed) VALUES ($1, true)
     ON CONFLICT (billing_account_id) DO UPDATE SET banner_dismissed = true, updated_at = now()`,
    [billingAccountId],
  );
}
