import type { BillingAccount } from '@harakeke/contract';
import { currentCycle } from '../bills/bill-cycles.js';
import { aucklandToday } from '../usage/period-data.js';
import type { Database } from '../db/client.js';

interface BillingAccountRow {
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
  is_selected: boolean;
}

const dollars = (cents: string | number) => Number(cents) / 100;

/**
 * spec 1 §3 billing.window: the cycle today falls in. The stored window only fixes the day of the month cycles start
 * on, so the window moves on with the calendar, as a real account's does, and matches the bills.
 */
function currentWindow(storedStart: string) {
  const cycle = currentCycle(aucklandToday(), Number(storedStart.slice(8, 10)));
  return { startDate: cycle.start, endDate: cycle.end };
}

function toBillingAccount(row: BillingAccountRow): BillingAccount {
  const current = dollars(row.balance_current_cents);
  const overdue = dollars(row.balance_overdue_cents);
  return {
    id: row.id,
    type: row.type,
    customerNumber: row.customer_number,
    fullAddress: row.full_address,
    owner: row.owner,
    emails: {
      billing: row.billing_email,
      account: row.account_email,
      isInvoiceDeliveryByEmail: row.invoice_by_email,
      promotions: row.promotions_by_email,
    },
    isBuyingGroup: row.is_buying_group,
    buyingGroupName: row.buying_group_name,
    billing: { window: currentWindow(row.window_start) },
    balance: {
      current,
      overdue,
      totalBalance: (Number(row.balance_current_cents) + Number(row.balance_overdue_cents)) / 100,
      promptPaymentDiscount: dollars(row.prompt_payment_discount_cents),
      dueDate: row.due_date,
    },
  };
}

/** Dates come back as text so no server time zone shifts a calendar day. */
const selectColumns = `id, type, customer_number, full_address, owner, billing_email, account_email,
  invoice_by_email, promotions_by_email, is_buying_group, buying_group_name,
  to_char(window_start, 'YYYY-MM-DD') AS window_start, to_char(window_end, 'YYYY-MM-DD') AS window_end,
  balance_current_cents, balance_overdue_cents, prompt_payment_discount_cents,
  to_char(due_date, 'YYYY-MM-DD') AS due_date, is_selected`;

/** The customer's own billing accounts, the selected one first in its sort position. */
export async function listBillingAccounts(
  db: Database,
  customerId: string,
): Promise<{ accounts: BillingAccount[]; selected: BillingAccount | null }> {
  const rows = await db.query<BillingAccountRow>(
    `SELECT ${selectColumns} FROM billing_accounts WHERE customer_id = $1 ORDER BY sort_order, id`,
    [customerId],
  );
  const accounts = rows.map(toBillingAccount);
  const selectedIndex = rows.findIndex((r) => r.is_selected);
  return { accounts, selected: accounts[selectedIndex === -1 ? 0 : selectedIndex] ?? null };
}
