import type { Bill } from '@harakeke/contract';
import { issuedCycles, type BillCycle } from './bill-cycles.js';
import { dayCost, tariffs, type CostBreakdown } from '../usage/tariffs.js';
import type { Database } from '../db/client.js';
import { dailyReadings, ensureReadings } from '../readings/queries.js';

/** How many issued bills an account shows: two years of monthly bills. */
export const BILL_HISTORY = 24;

export interface BillableAccount {
  id: string;
  customerNumber: string;
  /** The first day of the account's billing window; every cycle starts on this day of the month. */
  windowStart: string;
}

interface BillRow {
  id: string;
  issue_date: string;
  due_date: string;
  period_start: string;
  period_end: string;
  amount_cents: string;
  items: Record<keyof Bill['items'], number>;
  supplies: Bill['supplies'];
}

/** The bills table's columns as a bill reads them, from the table aliased `b`; dates as text, whatever the zone. */
const billColumns = `b.id, to_char(b.issue_date, 'YYYY-MM-DD') AS issue_date, to_char(b.due_date, 'YYYY-MM-DD') AS due_date,
  to_char(b.period_start, 'YYYY-MM-DD') AS period_start, to_char(b.period_end, 'YYYY-MM-DD') AS period_end,
  b.amount_cents, b.items, b.supplies`;

function toBill(row: BillRow): Bill {
  return {
    id: row.id,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    amount: Number(row.amount_cents) / 100,
    items: row.items,
    supplies: row.supplies,
  };
}

interface BillableSupply {
  id: string;
  supply_type: 'electricity' | 'naturalGas';
  address: string;
}

const emptyItems = (): CostBreakdown => ({
  energyCents: 0,
  dailyChargeCents: 0,
  leviesCents: 0,
  gstCents: 0,
  discountCents: 0,
  powershoutCreditCents: 0,
  totalCents: 0,
});

function addItems(sum: CostBreakdown, day: CostBreakdown): CostBreakdown {
  return {
    energyCents: sum.energyCents + day.energyCents,
    dailyChargeCents: sum.dailyChargeCents + day.dailyChargeCents,
    leviesCents: sum.leviesCents + day.leviesCents,
    gstCents: sum.gstCents + day.gstCents,
    discountCents: sum.discountCents + day.discountCents,
    powershoutCreditCents: sum.powershoutCreditCents + day.powershoutCreditCents,
    totalCents: sum.totalCents + day.totalCents,
  };
}

/**
 * One cycle's bill: each supply's days costed exactly as the daily usage charts cost them (`dayCost`, to the cent),
 * so a customer can add up the chart's days and arrive at the bill. Days without any reading are not charged.
 */
async function composeBill(db: Database, cycle: BillCycle, supplies: readonly BillableSupply[]) {
  let items = emptyItems();
  const billed: Bill['supplies'] = [];
  for (const supply of supplies) {
    const days = await dailyReadings(db, [supply.id], cycle.start, cycle.end);
    let supplyItems = emptyItems();
    let kwh = 0;
    for (const day of days.filter((candidate) => candidate.halfHours > candidate.missing)) {
      supplyItems = addItems(supplyItems, dayCost(tariffs[supply.supply_type], day.peakKwh, day.offPeakKwh));
      kwh += day.peakKwh + day.offPeakKwh;
    }
    items = addItems(items, supplyItems);
    billed.push({
      supplyPointId: supply.id,
      supplyType: supply.supply_type,
      address: supply.address,
      kwh: Math.round(kwh * 100) / 100,
      amount: supplyItems.totalCents / 100,
    });
  }
  return { items, supplies: billed };
}

const toDollars = (items: CostBreakdown): Bill['items'] => ({
  energy: items.energyCents / 100,
  dailyCharge: items.dailyChargeCents / 100,
  levies: items.leviesCents / 100,
  gst: items.gstCents / 100,
  discounts: items.discountCents / 100,
  powershoutCredits: items.powershoutCreditCents / 100,
});

/**
 * The account's bills issued from `since` to `today`, newest first, at most two years of them. A cycle's bill is
 * composed from readings the first time it is asked for and kept from then on, as a real bill is; two requests
 * composing it at once keep the first.
 */
export async function issuedBills(
  db: Database,
  account: BillableAccount,
  { today, since }: { today: string; since: string },
): Promise<Bill[]> {
  const supplies = await db.query<BillableSupply>(
    `SELECT p.id, p.supply_type, s.address FROM supply_points p JOIN sites s ON s.id = p.site_id
      WHERE s.billing_account_id = $1 AND p.status = 'active' AND p.supply_type IN ('electricity', 'naturalGas')
      ORDER BY s.sort_order, p.id`,
    [account.id],
  );
  const stored = await db.query<{ period_start: string }>(
    `SELECT to_char(period_start, 'YYYY-MM-DD') AS period_start FROM bills WHERE billing_account_id = $1`,
    [account.id],
  );
  const have = new Set(stored.map((row) => row.period_start));
  const anchorDay = Number(account.windowStart.slice(8, 10));
  let earliest = '';
  for (const supply of supplies) {
    const first = (await ensureReadings(db, { id: supply.id, supplyType: supply.supply_type }))?.firstDay ?? '';
    if (!earliest || first < earliest) earliest = first;
  }
  for (const cycle of issuedCycles(today, anchorDay, earliest || today, BILL_HISTORY)) {
    if (cycle.issueDate < since) break;
    if (have.has(cycle.start)) continue;
    const { items, supplies: billed } = await composeBill(db, cycle, supplies);
    await db.query(
      `INSERT INTO bills (id, billing_account_id, issue_date, due_date, period_start, period_end, amount_cents, items, supplies)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
      [
        `B${account.customerNumber}-${cycle.issueDate.replaceAll('-', '')}`,
        account.id,
        cycle.issueDate,
        cycle.dueDate,
        cycle.start,
        cycle.end,
        items.totalCents,
        JSON.stringify(toDollars(items)),
        JSON.stringify(billed),
      ],
    );
  }
  const rows = await db.query<BillRow>(
    `SELECT ${billColumns} FROM bills b WHERE b.billing_account_id = $1 AND b.issue_date BETWEEN $2 AND $3
      ORDER BY b.period_start DESC LIMIT $4`,
    [account.id, since, today, BILL_HISTORY],
  );
  return rows.map(toBill);
}

/** One of the customer's bills; another customer's is not found, the same as a bill that does not exist. */
export async function findCustomerBill(
  db: Database,
  customerId: string,
  billId: string,
): Promise<{ bill: Bill; customerNumber: string; address: string; owner: string } | null> {
  const [row] = await db.query<BillRow & { customer_number: string; full_address: string; owner: string }>(
    `SELECT ${billColumns}, a.customer_number, a.full_address, a.owner
       FROM bills b JOIN billing_accounts a ON a.id = b.billing_account_id
      WHERE b.id = $1 AND a.customer_id = $2`,
    [billId, customerId],
  );
  return row
    ? { bill: toBill(row), customerNumber: row.customer_number, address: row.full_address, owner: row.owner }
    : null;
}
