import type { Queryable } from '../db/client.js';
import { aucklandDate, isoUtc } from '../db/sql.js';

export interface SelectedSiteRow {
  site_id: string;
  type: 'residential' | 'sme';
}

/** The customer's selected site and the type of the billing account it is on. */
export async function findSelectedSite(db: Queryable, customerId: string): Promise<SelectedSiteRow | undefined> {
  const [row] = await db.query<SelectedSiteRow>(
    `SELECT s.id AS site_id, b.type FROM customers c
       JOIN sites s ON s.id = c.selected_site_id
       JOIN billing_accounts b ON b.id = s.billing_account_id AND b.customer_id = c.id
      WHERE c.id = $1`,
    [customerId],
  );
  return row;
}

export interface HomeProfileRow {
  /** The stored answers document, as saved (read through the contract by the service). */
  answers: unknown;
  is_wizard_update: boolean;
  updated_at: string;
  /** The comparison data is prepared overnight: ready from the Auckland day after the mandatory answers. */
  is_prepared: boolean;
}

/** The columns a home profile reads as, prepared or not on the Auckland date the parameter `today` names. */
const homeColumns = (today: string) => `answers, is_wizard_update, ${isoUtc('updated_at')} AS updated_at,
  (mandatory_completed_at IS NOT NULL AND ${aucklandDate('mandatory_completed_at')} < ${today}::date) AS is_prepared`;

/** A site's home profile as it reads on `today` (an Auckland date, the business clock's), if it was ever saved. */
export async function findHomeProfileRow(
  db: Queryable,
  siteId: string,
  today: string,
): Promise<HomeProfileRow | undefined> {
  const [row] = await db.query<HomeProfileRow>(`SELECT ${homeColumns('$2')} FROM home_profiles WHERE site_id = $1`, [
    siteId,
    today,
  ]);
  return row;
}

/** Makes sure a site has a home profile row (with no answers), so a save has one to lock. */
export async function createHomeProfileIfMissing(db: Queryable, siteId: string): Promise<void> {
  await db.query('INSERT INTO home_profiles (site_id) VALUES ($1) ON CONFLICT DO NOTHING', [siteId]);
}

/** Locks a site's home profile row for the rest of the transaction, and answers its stored answers. */
export async function lockHomeProfileAnswers(db: Queryable, siteId: string): Promise<unknown> {
  const [row] = await db.query<{ answers: unknown }>(
    'SELECT answers FROM home_profiles WHERE site_id = $1 FOR UPDATE',
    [siteId],
  );
  return row?.answers;
}

/**
 * Saves a site's home profile answers at `at` (the business clock's instant, epoch ms): the profile shows it as its
 * update, and the comparison data is prepared the night after the mandatory answers. The completion time is kept once
 * set: answers cleared and given again do not make the data wait another night.
 */
export async function saveHomeProfileRow(
  db: Queryable,
  siteId: string,
  change: { answers: object; isWizardUpdate: boolean; isMandatoryComplete: boolean; at: number },
): Promise<HomeProfileRow | undefined> {
  const today = aucklandDate('to_timestamp($5::float8 / 1000)');
  const [saved] = await db.query<HomeProfileRow>(
    `UPDATE home_profiles SET answers = $2::jsonb, is_wizard_update = $3, updated_at = to_timestamp($5::float8 / 1000),
            mandatory_completed_at = CASE WHEN $4::boolean
                                          THEN coalesce(mandatory_completed_at, to_timestamp($5::float8 / 1000))
                                          ELSE mandatory_completed_at END
      WHERE site_id = $1 RETURNING ${homeColumns(today)}`,
    [siteId, JSON.stringify(change.answers), change.isWizardUpdate, change.isMandatoryComplete, change.at],
  );
  return saved;
}

/** The names of the home profile completion events recorded for the customer, each once. */
export async function recordedProfileEventNames(db: Queryable, customerId: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT DISTINCT name FROM events WHERE customer_id = $1
        AND name IN ('homeProfileMandatoryComplete', 'homeProfileFullyComplete')`,
    [customerId],
  );
  return rows.map((row) => row.name);
}
