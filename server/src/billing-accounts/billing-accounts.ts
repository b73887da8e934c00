import type { BillingAccount, BillingAccounts, Contact, Switcher } from '@harakeke/contract';
import { currentCycle } from '../bills/bill-cycles.js';
import { nzdOf } from '../amounts.js';
import type { Database, Queryable } from '../db/client.js';
import {
  billingAccountRows,
  findContactRow,
  ownsSite,
  phoneRows,
  saveSelection,
  siteRows,
  supplyPointRows,
  switcherAccountRows,
  type BillingAccountRow,
  type SupplyPointRow,
} from './queries.js';

/**
 * spec 1 §3 billing.window: the cycle today falls in. The stored window only fixes the day of the month cycles start
 * on, so the window moves on with the calendar, as a real account's does, and matches the bills.
 */
function currentWindow(storedStart: string, today: string) {
  const cycle = currentCycle(today, Number(storedStart.slice(8, 10)));
  return { startDate: cycle.start, endDate: cycle.end };
}

function toBillingAccount(row: BillingAccountRow, today: string): BillingAccount {
  const currentCents = Number(row.balance_current_cents);
  const overdueCents = Number(row.balance_overdue_cents);
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
    billing: { window: currentWindow(row.window_start, today) },
    balance: {
      current: nzdOf(currentCents),
      overdue: nzdOf(overdueCents),
      totalBalance: nzdOf(currentCents + overdueCents),
      promptPaymentDiscount: nzdOf(Number(row.prompt_payment_discount_cents)),
      dueDate: row.due_date,
    },
  };
}

/** The customer's own billing accounts and the selected one (the first when none is marked). */
export async function billingAccountsOf(
  db: Queryable,
  customerId: string,
  today: string,
): Promise<{ accounts: BillingAccount[]; selected: BillingAccount | null }> {
  const rows = await billingAccountRows(db, customerId);
  const accounts = rows.map((row) => toBillingAccount(row, today));
  const selectedIndex = rows.findIndex((row) => row.is_selected);
  return { accounts, selected: accounts[selectedIndex === -1 ? 0 : selectedIndex] ?? null };
}

/** The billing account the customer has selected in the switcher, if they have any. */
export async function selectedBillingAccount(db: Queryable, customerId: string, today: string) {
  return (await billingAccountsOf(db, customerId, today)).selected;
}

async function contactOf(db: Queryable, customerId: string): Promise<Contact | undefined> {
  const row = await findContactRow(db, customerId);
  if (!row) return undefined;
  const phones = await phoneRows(db, customerId);
  return { firstName: row.first_name, middleName: row.middle_name, lastName: row.last_name, phones };
}

/** spec 1 §3 getBillingAccounts; undefined when the signed-in customer has no record any more. */
export async function billingAccountsAnswer(
  db: Queryable,
  customerId: string,
  today: string,
): Promise<BillingAccounts | undefined> {
  const contact = await contactOf(db, customerId);
  if (!contact) return undefined;
  const { accounts, selected } = await billingAccountsOf(db, customerId, today);
  return {
    contact,
    billingAccounts: accounts,
    selectedBillingAccount: selected,
    summary: { accountCount: accounts.length, siteCount: accounts.length },
  };
}

const toSupplyPoint = (point: SupplyPointRow) => ({
  id: point.id,
  supplyType: point.supply_type,
  supplyAgreementId: point.supply_agreement_id,
  address: point.address,
  status: point.status,
  plan: { name: point.plan_name, isValuePlan: point.is_value_plan },
  advanced: point.advanced,
});

/** The customer's billing accounts with their sites and supply points, in the customer's order, for the switcher. */
export async function switcherOf(db: Queryable, customerId: string): Promise<Switcher> {
  const [accounts, sites, points] = [
    await switcherAccountRows(db, customerId),
    await siteRows(db, customerId),
    await supplyPointRows(db, customerId),
  ];
  return {
    billingAccounts: accounts.map((account) => ({
      id: account.id,
      type: account.type,
      customerNumber: account.customer_number,
      fullAddress: account.full_address,
      isBuyingGroup: account.is_buying_group,
      buyingGroupName: account.buying_group_name,
      isSelected: account.is_selected,
      billingAccountSites: sites
        .filter((site) => site.billing_account_id === account.id)
        .map((site) => ({
          id: site.id,
          address: site.address,
          nickname: site.nickname,
          status: site.status,
          isSelected: site.is_selected === true,
          supplyPoints: points.filter((point) => point.site_id === site.id).map(toSupplyPoint),
        })),
    })),
  };
}

/**
 * Selects a billing account and one of its sites, when both are the customer's; false when they are not, so the
 * caller answers 404 without saying whether the site exists for someone else.
 */
export function chooseSite(db: Database, customerId: string, billingAccountId: string, siteId: string) {
  return db.transaction(async (tx) => {
    if (!(await ownsSite(tx, customerId, billingAccountId, siteId))) return false;
    await saveSelection(tx, customerId, billingAccountId, siteId);
    return true;
  });
}
