import type { Queryable } from '../db/client.js';

export interface BillingAccountRow {
  id: string;
  type: 'residential' | 'sme';
  customer_number: string;
  full_address: string;
  owner: string;
  billing_email: string;
  account_email: string;
  invoice_by_email: boolean;
  promotions_by_email: boolean;
  is_buying_group: boolean;
  buying_group_name: string;
  window_start: string;
  window_end: string;
  balance_current_cents: string;
  balance_overdue_cents: string;
  prompt_payment_discount_cents: string;
  due_date: string | null;
  /** How the account pays its bills (demo/payment-habit.ts); null: on time. */
  payment_habit: unknown;
  is_selected: boolean;
}

/** Dates come back as text so no server time zone shifts a calendar day. */
const billingAccountColumns = `id, type, customer_number, full_address, owner, billing_email, account_email,
  invoice_by_email, promotions_by_email, is_buying_group, buying_group_name,
  to_char(window_start, 'YYYY-MM-DD') AS window_start, to_char(window_end, 'YYYY-MM-DD') AS window_end,
  balance_current_cents, balance_overdue_cents, prompt_payment_discount_cents,
  to_char(due_date, 'YYYY-MM-DD') AS due_date, payment_habit, is_selected`;

/** The customer's own billing accounts, in the customer's order. */
export function billingAccountRows(db: Queryable, customerId: string): Promise<BillingAccountRow[]> {
  return db.query<BillingAccountRow>(
    `SELECT ${billingAccountColumns} FROM billing_accounts WHERE customer_id = $1 ORDER BY sort_order, id`,
    [customerId],
  );
}

export interface ContactRow {
  first_name: string;
  middle_name: string | null;
  last_name: string;
}

export async function findContactRow(db: Queryable, customerId: string): Promise<ContactRow | undefined> {
  const [row] = await db.query<ContactRow>('SELECT first_name, middle_name, last_name FROM customers WHERE id = $1', [
    customerId,
  ]);
  return row;
}

export interface PhoneRow {
  purpose: 'mobile' | 'home' | 'work';
  number: string;
}

export function phoneRows(db: Queryable, customerId: string): Promise<PhoneRow[]> {
  return db.query<PhoneRow>('SELECT purpose, number FROM customer_phones WHERE customer_id = $1 ORDER BY purpose', [
    customerId,
  ]);
}

export interface SwitcherAccountRow {
  id: string;
  type: 'residential' | 'sme';
  customer_number: string;
  full_address: string;
  is_buying_group: boolean;
  buying_group_name: string;
  is_selected: boolean;
}

export function switcherAccountRows(db: Queryable, customerId: string): Promise<SwitcherAccountRow[]> {
  return db.query<SwitcherAccountRow>(
    `SELECT id, type, customer_number, full_address, is_buying_group, buying_group_name, is_selected
       FROM billing_accounts WHERE customer_id = $1 ORDER BY sort_order, id`,
    [customerId],
  );
}

export interface SiteRow {
  id: string;
  billing_account_id: string;
  address: string;
  nickname: string | null;
  status: 'active' | 'opening' | 'closing';
  is_selected: boolean | null;
}

/** The sites of every billing account of the customer, the selected one marked. */
export function siteRows(db: Queryable, customerId: string): Promise<SiteRow[]> {
  return db.query<SiteRow>(
    `SELECT s.id, s.billing_account_id, s.address, s.nickname, s.status, (s.id = c.selected_site_id) AS is_selected
       FROM sites s
       JOIN billing_accounts b ON b.id = s.billing_account_id
       JOIN customers c ON c.id = b.customer_id
      WHERE b.customer_id = $1 ORDER BY s.sort_order, s.id`,
    [customerId],
  );
}

export interface SupplyPointRow {
  id: string;
  site_id: string;
  supply_type: 'electricity' | 'naturalGas' | 'lpg';
  supply_agreement_id: string;
  address: string;
  status: 'active' | 'opening' | 'closing';
  plan_name: string;
  is_value_plan: boolean;
  advanced: boolean;
}

export function supplyPointRows(db: Queryable, customerId: string): Promise<SupplyPointRow[]> {
  return db.query<SupplyPointRow>(
    `SELECT p.id, p.site_id, p.supply_type, p.supply_agreement_id, s.address, p.status, p.plan_name,
            p.is_value_plan, p.advanced
       FROM supply_points p
       JOIN sites s ON s.id = p.site_id
       JOIN billing_accounts b ON b.id = s.billing_account_id
      WHERE b.customer_id = $1 ORDER BY p.id`,
    [customerId],
  );
}

/** Whether the site is on the billing account and both are the customer's. */
export async function ownsSite(db: Queryable, customerId: string, billingAccountId: string, siteId: string) {
  const [owned] = await db.query<{ id: string }>(
    `SELECT s.id FROM sites s JOIN billing_accounts b ON b.id = s.billing_account_id
      WHERE s.id = $1 AND b.id = $2 AND b.customer_id = $3`,
    [siteId, billingAccountId, customerId],
  );
  return owned !== undefined;
}

export async function saveSelection(db: Queryable, customerId: string, billingAccountId: string, siteId: string) {
  await db.query('UPDATE billing_accounts SET is_selected = (id = $2) WHERE customer_id = $1', [
    customerId,
    billingAccountId,
  ]);
  await db.query('UPDATE customers SET selected_site_id = $2 WHERE id = $1', [customerId, siteId]);
}
