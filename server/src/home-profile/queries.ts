import {
  businessProfileAnswersSchema,
  emptyBusinessProfile,
  emptyHomeProfile,
  homeProfileAnswersSchema,
  type BusinessProfileAnswers,
  type HomeProfileAnswers,
} from '@harakeke/contract';
import type { Database } from '../db/client.js';

type AccountType = 'residential' | 'sme';

/** The customer's selected site and the type of the billing account it is on, or null without one. */
export async function selectedHome(
  db: Database,
  customerId: string,
): Promise<{ siteId: string; accountType: AccountType } | null> {
  const [row] = await db.query<{ site_id: string; type: AccountType }>(
    `SELECT s.id AS site_id, b.type FROM customers c
       JOIN sites s ON s.id = c.selected_site_id
       JOIN billing_accounts b ON b.id = s.billing_account_id AND b.customer_id = c.id
      WHERE c.id = $1`,
    [customerId],
  );
  return row ? { siteId: row.site_id, accountType: row.type } : null;
}

/** The customer's selected billing account and its type, or null without one. */
export async function selectedAccount(
  db: Database,
  customerId: string,
): Promise<{ billingAccountId: string; accountType: AccountType } | null> {
  const [row] = await db.query<{ id: string; type: AccountType }>(
    'SELECT id, type FROM billing_accounts WHERE customer_id = $1 AND is_selected',
    [customerId],
  );
  return row ? { billingAccountId: row.id, accountType: row.type } : null;
}

/** A timestamptz as ISO 8601 in UTC, whatever the session's TimeZone and DateStyle. */
const isoUtc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A stored document read back through the contract, so an answer added later reads as unanswered. */
const homeAnswers = (stored: unknown): HomeProfileAnswers =>
  homeProfileAnswersSchema.parse({ ...emptyHomeProfile, ...(stored as object) });
const businessAnswers = (stored: unknown): BusinessProfileAnswers =>
  businessProfileAnswersSchema.parse({ ...emptyBusinessProfile, ...(stored as object) });

export interface StoredHomeProfile {
  answers: HomeProfileAnswers;
  isWizardUpdate: boolean;
  updatedAt: string | null;
  /** The comparison data is prepared overnight: ready from the Auckland day after the mandatory answers. */
  isPreparedOvernight: boolean;
}

const homeColumns = `answers, is_wizard_update, ${isoUtc('updated_at')} AS updated_at,
  (mandatory_completed_at IS NOT NULL
   AND (mandatory_completed_at AT TIME ZONE 'Pacific/Auckland')::date < (now() AT TIME ZONE 'Pacific/Auckland')::date)
   AS is_prepared`;

interface HomeRow {
  answers: unknown;
  is_wizard_update: boolean;
  updated_at: string;
  is_prepared: boolean;
}

const toStoredHome = (row: HomeRow | undefined): StoredHomeProfile =>
  row
    ? {
        answers: homeAnswers(row.answers),
        isWizardUpdate: row.is_wizard_update,
        updatedAt: row.updated_at,
        isPreparedOvernight: row.is_prepared,
      }
    : { answers: emptyHomeProfile, isWizardUpdate: false, updatedAt: null, isPreparedOvernight: false };

export async function findHomeProfile(db: Pick<Database, 'query'>, siteId: string): Promise<StoredHomeProfile> {
  const [row] = await db.query<HomeRow>(`SELECT ${homeColumns} FROM home_profiles WHERE site_id = $1`, [siteId]);
  return toStoredHome(row);
}

/**
 * Merges a save into a home profile in one transaction: the row is locked while `merge` builds the new answers
 * (it throws to refuse them), so two auto-saves a second apart cannot lose each other's answers.
 */
export async function updateHomeProfile(
  db: Database,
  siteId: string,
  change: {
    merge: (current: HomeProfileAnswers) => HomeProfileAnswers;
    isMandatoryComplete: (answers: HomeProfileAnswers) => boolean;
    isWizardUpdate: boolean;
  },
): Promise<StoredHomeProfile> {
  return db.transaction(async (tx) => {
    await tx.query('INSERT INTO home_profiles (site_id) VALUES ($1) ON CONFLICT DO NOTHING', [siteId]);
    const [row] = await tx.query<{ answers: unknown }>(
      'SELECT answers FROM home_profiles WHERE site_id = $1 FOR UPDATE',
      [siteId],
    );
    const answers = change.merge(homeAnswers(row?.answers));
    // The completion time is kept once set: answers cleared and given again do not make the data wait another night.
    const [saved] = await tx.query<HomeRow>(
      `UPDATE home_profiles SET answers = $2::jsonb, is_wizard_update = $3, updated_at = now(),
              mandatory_completed_at = CASE WHEN $4::boolean THEN coalesce(mandatory_completed_at, now())
                                            ELSE mandatory_completed_at END
        WHERE site_id = $1 RETURNING ${homeColumns}`,
      [siteId, JSON.stringify(answers), change.isWizardUpdate, change.isMandatoryComplete(answers)],
    );
    return toStoredHome(saved);
  });
}

/** Whether each completion event is already recorded for the customer. */
export async function recordedProfileEvents(db: Database, customerId: string) {
  const rows = await db.query<{ name: string }>(
    `SELECT DISTINCT name FROM events WHERE customer_id = $1
        AND name IN ('homeProfileMandatoryComplete', 'homeProfileFullyComplete')`,
    [customerId],
  );
  const names = new Set(rows.map((row) => row.name));
  return {
    homeProfileMandatoryComplete: names.has('homeProfileMandatoryComplete'),
    homeProfileFullyComplete: names.has('homeProfileFullyComplete'),
  };
}

export interface StoredBusinessProfile {
  answers: BusinessProfileAnswers;
  updatedAt: string | null;
}

export async function findBusinessProfile(db: Database, billingAccountId: string): Promise<StoredBusinessProfile> {
  const [row] = await db.query<{ answers: unknown; updated_at: string }>(
    `SELECT answers, ${isoUtc('updated_at')} AS updated_at FROM business_profiles WHERE billing_account_id = $1`,
    [billingAccountId],
  );
  return row
    ? { answers: businessAnswers(row.answers), updatedAt: row.updated_at }
    : { answers: emptyBusinessProfile, updatedAt: null };
}

/** Merges a save into a business profile, the row locked while `merge` builds the answers (it throws to refuse). */
export async function updateBusinessProfile(
  db: Database,
  billingAccountId: string,
  merge: (current: BusinessProfileAnswers) => BusinessProfileAnswers,
): Promise<StoredBusinessProfile> {
  return db.transaction(async (tx) => {
    await tx.query('INSERT INTO business_profiles (billing_account_id) VALUES ($1) ON CONFLICT DO NOTHING', [
      billingAccountId,
    ]);
    const [row] = await tx.query<{ answers: unknown }>(
      'SELECT answers FROM business_profiles WHERE billing_account_id = $1 FOR UPDATE',
      [billingAccountId],
    );
    const answers = merge(businessAnswers(row?.answers));
    const [saved] = await tx.query<{ updated_at: string }>(
      `UPDATE business_profiles SET answers = $2::jsonb, updated_at = now() WHERE billing_account_id = $1
       RETURNING ${isoUtc('updated_at')} AS updated_at`,
      [billingAccountId, JSON.stringify(answers)],
    );
    return { answers, updatedAt: saved?.updated_at ?? null };
  });
}

/** The instant (ISO) the home profile was last saved, for insights that say whether it changed in their period. */
export async function homeProfileUpdatedAt(db: Database, siteId: string): Promise<string | null> {
  const [row] = await db.query<{ updated_at: string }>(
    `SELECT ${isoUtc('updated_at')} AS updated_at FROM home_profiles WHERE site_id = $1`,
    [siteId],
  );
  return row?.updated_at ?? null;
}
