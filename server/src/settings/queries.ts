import type { UserPreferences } from '@harakeke/contract';
import type { Database } from '../db/client.js';

type ChangeEmailResult = 'changed' | 'same' | 'in-use';

/**
 * Changes the login email, unless it is the current one or another login's (compared without case, as sign-in
 * does). The new address is unverified until the customer verifies it.
 */
export async function changeLoginEmail(db: Database, customerId: string, email: string): Promise<ChangeEmailResult> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string }>('SELECT id FROM customers WHERE lower(email) = lower($1)', [email]);
    if (rows.some((row) => row.id === customerId)) return 'same';
    if (rows.length > 0) return 'in-use';
    await tx.query('UPDATE customers SET email = $2, email_verified = false WHERE id = $1', [customerId, email]);
    return 'changed';
  });
}

/** Saves the email preferences of the customer's selected billing account. */
export async function savePreferences(db: Database, customerId: string, preferences: UserPreferences) {
  await db.query(
    `UPDATE billing_accounts SET billing_email = $2, invoice_by_email = $3, promotions_by_email = $4
      WHERE customer_id = $1 AND is_selected`,
    [customerId, preferences.email, preferences.sendBillViaEmail, preferences.sendPromotionViaEmail],
  );
}

export async function listPhones(db: Database, customerId: string) {
  return db.query<{ purpose: 'work' | 'home' | 'mobile'; number: string }>(
    'SELECT purpose, number FROM customer_phones WHERE customer_id = $1 ORDER BY purpose',
    [customerId],
  );
}

export async function savePhone(db: Database, customerId: string, purpose: string, number: string) {
  await db.query(
    `INSERT INTO customer_phones (customer_id, purpose, number) VALUES ($1, $2, $3)
     ON CONFLICT (customer_id, purpose) DO UPDATE SET number = EXCLUDED.number`,
    [customerId, purpose, number],
  );
}

/**
 * spec 1 §5: deletes a number only while another stays. The count and the delete happen under a row lock on the
 * customer, so two deletes at once cannot leave none.
 */
export async function deletePhoneKeepingOne(
  db: Database,
  customerId: string,
  purpose: string,
): Promise<'deleted' | 'missing' | 'last'> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
    const phones = await tx.query<{ purpose: string }>('SELECT purpose FROM customer_phones WHERE customer_id = $1', [
      customerId,
    ]);
    if (!phones.some((phone) => phone.purpose === purpose)) return 'missing';
    if (phones.length < 2) return 'last';
    await tx.query('DELETE FROM customer_phones WHERE customer_id = $1 AND purpose = $2', [customerId, purpose]);
    return 'deleted';
  });
}

/** Names one of the customer's sites; false when the site is not theirs. */
export async function saveSiteNickname(db: Database, customerId: string, siteId: string, nickname: string) {
  const updated = await db.query<{ id: string }>(
    `UPDATE sites s SET nickname = $3 FROM billing_accounts b
      WHERE s.id = $2 AND b.id = s.billing_account_id AND b.customer_id = $1 RETURNING s.id`,
    [customerId, siteId, nickname],
  );
  return updated.length === 1;
}

export async function listRoles(db: Database, customerId: string) {
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM billing_accounts WHERE customer_id = $1 ORDER BY sort_order, id',
    [customerId],
  );
  return rows.map((row) => ({ billingAccountId: row.id, role: 'accountHolder' as const }));
}

/** The plans of the supply points at the customer's selected site. */
export async function listSelectedSitePlans(db: Database, customerId: string) {
  const rows = await db.query<{
    id: string;
    supply_type: 'electricity' | 'naturalGas' | 'lpg';
    plan_name: string;
    is_value_plan: boolean;
  }>(
    `SELECT p.id, p.supply_type, p.plan_name, p.is_value_plan
       FROM supply_points p JOIN customers c ON c.selected_site_id = p.site_id
      WHERE c.id = $1 ORDER BY p.id`,
    [customerId],
  );
  return rows.map((row) => ({
    supplyPointId: row.id,
    supplyType: row.supply_type,
    name: row.plan_name,
    isValuePlan: row.is_value_plan,
  }));
}
