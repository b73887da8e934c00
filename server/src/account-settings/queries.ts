import type { UserPreferences } from '@harakeke/contract';
import type { Queryable } from '../db/client.js';

/** The logins whose email is this one, compared without case, as sign-in compares it. */
export async function customerIdsWithEmail(db: Queryable, email: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>('SELECT id FROM customers WHERE lower(email) = lower($1)', [email]);
  return rows.map((row) => row.id);
}

/** Saves the email preferences of the customer's selected billing account. */
export async function savePreferences(db: Queryable, customerId: string, preferences: UserPreferences) {
  await db.query(
    `UPDATE billing_accounts SET billing_email = $2, invoice_by_email = $3, promotions_by_email = $4
      WHERE customer_id = $1 AND is_selected`,
    [customerId, preferences.email, preferences.sendBillViaEmail, preferences.sendPromotionViaEmail],
  );
}

export interface PhoneRow {
  purpose: 'work' | 'home' | 'mobile';
  number: string;
}

export function listPhones(db: Queryable, customerId: string): Promise<PhoneRow[]> {
  return db.query<PhoneRow>('SELECT purpose, number FROM customer_phones WHERE customer_id = $1 ORDER BY purpose', [
    customerId,
  ]);
}

export async function savePhone(db: Queryable, customerId: string, purpose: string, number: string) {
  await db.query(
    `INSERT INTO customer_phones (customer_id, purpose, number) VALUES ($1, $2, $3)
     ON CONFLICT (customer_id, purpose) DO UPDATE SET number = EXCLUDED.number`,
    [customerId, purpose, number],
  );
}

/** Locks the customer's row until the transaction ends, so changes to their phones happen one at a time. */
export async function lockCustomer(db: Queryable, customerId: string): Promise<void> {
  await db.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
}

/** What the customer's phone numbers are for ('mobile', 'home', 'work'). */
export async function listPhonePurposes(db: Queryable, customerId: string): Promise<string[]> {
  const rows = await db.query<{ purpose: string }>('SELECT purpose FROM customer_phones WHERE customer_id = $1', [
    customerId,
  ]);
  return rows.map((row) => row.purpose);
}

export async function deletePhoneNumber(db: Queryable, customerId: string, purpose: string): Promise<void> {
  await db.query('DELETE FROM customer_phones WHERE customer_id = $1 AND purpose = $2', [customerId, purpose]);
}

/** Names one of the customer's sites; false when the site is not theirs. */
export async function saveSiteNickname(db: Queryable, customerId: string, siteId: string, nickname: string) {
  const updated = await db.query<{ id: string }>(
    `UPDATE sites s SET nickname = $3 FROM billing_accounts b
      WHERE s.id = $2 AND b.id = s.billing_account_id AND b.customer_id = $1 RETURNING s.id`,
    [customerId, siteId, nickname],
  );
  return updated.length === 1;
}

/** The ids of the customer's billing accounts, in the customer's order. */
export async function listBillingAccountIds(db: Queryable, customerId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM billing_accounts WHERE customer_id = $1 ORDER BY sort_order, id',
    [customerId],
  );
  return rows.map((row) => row.id);
}

export interface PlanRow {
  id: string;
  supply_type: 'electricity' | 'naturalGas' | 'lpg';
  plan_name: string;
  is_value_plan: boolean;
}

/** The plans of the supply points at the customer's selected site. */
export function selectedSitePlanRows(db: Queryable, customerId: string): Promise<PlanRow[]> {
  return db.query<PlanRow>(
    `SELECT p.id, p.supply_type, p.plan_name, p.is_value_plan
       FROM supply_points p JOIN customers c ON c.selected_site_id = p.site_id
      WHERE c.id = $1 ORDER BY p.id`,
    [customerId],
  );
}
