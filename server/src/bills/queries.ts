import type { Bill } from '@harakeke/contract';
import type { Queryable } from '../db/client.js';
import { aucklandDate, aucklandDateText } from '../db/sql.js';

export interface BillRow {
  id: string;
  issue_date: string;
  due_date: string;
  period_start: string;
  period_end: string;
  amount_cents: string;
  /** Kept as the bill itemised them when it was composed, in NZD. */
  items: Bill['items'];
  supplies: Bill['supplies'];
}

/**
 * The bills table's columns as a bill reads them, from the table aliased `b`; dates as text, whatever the zone. A bill
 * has one due date everywhere: the one a credit extension gave it, else its own (spec 1 §4).
 */
const billColumns = `b.id, to_char(b.issue_date, 'YYYY-MM-DD') AS issue_date,
  to_char(COALESCE((SELECT e.new_due_date FROM credit_extensions e WHERE e.bill_id = b.id), b.due_date), 'YYYY-MM-DD')
    AS due_date,
  to_char(b.period_start, 'YYYY-MM-DD') AS period_start, to_char(b.period_end, 'YYYY-MM-DD') AS period_end,
  b.amount_cents, b.items, b.supplies`;

export interface BillableSupplyRow {
  id: string;
  supply_type: 'electricity' | 'naturalGas';
  address: string;
}

/** The account's active electricity and gas supply points, which its bills charge for, in the sites' order. */
export function billableSupplyRows(db: Queryable, billingAccountId: string): Promise<BillableSupplyRow[]> {
  return db.query<BillableSupplyRow>(
    `SELECT p.id, p.supply_type, s.address FROM supply_points p JOIN sites s ON s.id = p.site_id
      WHERE s.billing_account_id = $1 AND p.status = 'active' AND p.supply_type IN ('electricity', 'naturalGas')
      ORDER BY s.sort_order, p.id`,
    [billingAccountId],
  );
}

/** The first day of every billing cycle the account has a bill kept for, of the bills issued from `since` on. */
export async function keptBillPeriodStarts(db: Queryable, billingAccountId: string, since: string): Promise<string[]> {
  const rows = await db.query<{ period_start: string }>(
    `SELECT to_char(period_start, 'YYYY-MM-DD') AS period_start FROM bills
      WHERE billing_account_id = $1 AND issue_date >= $2`,
    [billingAccountId, since],
  );
  return rows.map((row) => row.period_start);
}

/** Keeps a composed bill; a bill kept for the same cycle meanwhile stays as it is. */
export async function insertBill(
  db: Queryable,
  bill: {
    id: string;
    billingAccountId: string;
    issueDate: string;
    dueDate: string;
    periodStart: string;
    periodEnd: string;
    amountCents: number;
    items: Bill['items'];
    supplies: Bill['supplies'];
  },
): Promise<void> {
  await db.query(
    `INSERT INTO bills (id, billing_account_id, issue_date, due_date, period_start, period_end, amount_cents, items, supplies)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
    [
      bill.id,
      bill.billingAccountId,
      bill.issueDate,
      bill.dueDate,
      bill.periodStart,
      bill.periodEnd,
      bill.amountCents,
      JSON.stringify(bill.items),
      JSON.stringify(bill.supplies),
    ],
  );
}

/** The account's kept bills issued from `since` to `today`, newest first, at most `limit` of them. */
export function billRowsIssuedBetween(
  db: Queryable,
  billingAccountId: string,
  { since, today, limit }: { since: string; today: string; limit: number },
): Promise<BillRow[]> {
  return db.query<BillRow>(
    `SELECT ${billColumns} FROM bills b WHERE b.billing_account_id = $1 AND b.issue_date BETWEEN $2 AND $3
      ORDER BY b.period_start DESC LIMIT $4`,
    [billingAccountId, since, today, limit],
  );
}

export interface CustomerBillRow extends BillRow {
  billing_account_id: string;
  customer_number: string;
  full_address: string;
  owner: string;
}

/** One of the customer's bills with its account's details; another customer's is not found. */
export async function findCustomerBillRow(
  db: Queryable,
  customerId: string,
  billId: string,
): Promise<CustomerBillRow | undefined> {
  const [row] = await db.query<CustomerBillRow>(
    `SELECT ${billColumns}, b.billing_account_id, a.customer_number, a.full_address, a.owner
       FROM bills b JOIN billing_accounts a ON a.id = b.billing_account_id
      WHERE b.id = $1 AND a.customer_id = $2`,
    [billId, customerId],
  );
  return row;
}

/** The card payments made on the account from `since` to `today`, on their Auckland dates (spec 1 §3 cardPayment). */
export function cardPaymentRows(
  db: Queryable,
  billingAccountId: string,
  { since, today }: { since: string; today: string },
): Promise<Array<{ reference: string; date: string; amount_cents: string }>> {
  return db.query(
    `SELECT reference, ${aucklandDateText('paid_at')} AS date, amount_cents::text
       FROM card_payments
      WHERE billing_account_id = $1 AND status = 'MADE'
        AND ${aucklandDate('paid_at')} BETWEEN $2::date AND $3::date
      ORDER BY paid_at, reference`,
    [billingAccountId, since, today],
  );
}

/** The Auckland day of the account's first card payment made, or null when it has none. */
export async function firstCardPaymentDay(db: Queryable, billingAccountId: string): Promise<string | null> {
  const [row] = await db.query<{ day: string | null }>(
    `SELECT ${aucklandDateText('min(paid_at)')} AS day
       FROM card_payments WHERE billing_account_id = $1 AND status = 'MADE'`,
    [billingAccountId],
  );
  return row?.day ?? null;
}

/** The credit extensions given on the account's bills issued from `since` on: the bill and its new due date. */
export function billExtensionRows(
  db: Queryable,
  billingAccountId: string,
  since: string,
): Promise<Array<{ bill_id: string; new_due_date: string }>> {
  return db.query(
    `SELECT e.bill_id, to_char(e.new_due_date, 'YYYY-MM-DD') AS new_due_date
       FROM credit_extensions e JOIN bills b ON b.id = e.bill_id
      WHERE e.billing_account_id = $1 AND b.issue_date >= $2`,
    [billingAccountId, since],
  );
}

/**
 * Records a credit extension on a bill; false when the bill has one already (spec 1 §4: once per bill), which the
 * unique bill key decides even when two requests race.
 */
export async function insertBillExtension(
  db: Queryable,
  extension: { billingAccountId: string; billId: string; originalDueDate: string; newDueDate: string },
): Promise<boolean> {
  const rows = await db.query<{ bill_id: string }>(
    `INSERT INTO credit_extensions (billing_account_id, bill_id, original_due_date, new_due_date)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING bill_id`,
    [extension.billingAccountId, extension.billId, extension.originalDueDate, extension.newDueDate],
  );
  return rows.length === 1;
}
