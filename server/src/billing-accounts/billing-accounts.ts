import type { BillingAccount, BillingAccounts, Contact, Switcher } from '@harakeke/contract';
import { currentCycle } from './bill-cycles.js';
import type { Database, Queryable } from '../db/client.js';
import { paymentHabitOf, type PaymentHabit } from '../demo/payment-habit.js';
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

/** What an account's ledger follows besides its bills: how it pays, and the discount for paying on time. */
export interface AccountTerms {
  paymentHabit: PaymentHabit;
  promptPaymentDiscountCents: number;
}

/**
 * A billing account as it is recorded: everything but what it owes, which is derived from its bills and payments
 * (bills/ledger.ts), and the terms that derivation follows.
 */
export interface AccountOfRecord extends Omit<BillingAccount, 'balance'> {
  terms: AccountTerms;
}

/**
 * Where an account's balance comes from: its ledger, which bills/ledger.ts keeps (`balanceLedger`). Bills read the
 * accounts, so this folder cannot read bills back without an import loop; api-areas.ts hands the ledger in, as the
 * portal's app hands the widget registry to the dashboard.
 */
export interface BalanceLedger {
  /** Issues the bills the balance on `today` is derived from: a write, made before the read. */
  ensureBills(db: Database, account: AccountOfRecord, today: string): Promise<void>;
  /** spec 1 §3 selectedBillingAccount.balance on `today`. After ensureBills. */
  balanceOf(db: Queryable, account: AccountOfRecord, today: string): Promise<BillingAccount['balance']>;
}

function accountOfRecord(row: BillingAccountRow, today: string): AccountOfRecord {
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
    terms: {
      paymentHabit: paymentHabitOf(row.payment_habit),
      promptPaymentDiscountCents: Number(row.prompt_payment_discount_cents),
    },
  };
}

/** spec 1 §3 selectedBillingAccount.balance: derived from the account's ledger on `today`, as every call shows it. */
async function withBalance(
  db: Queryable,
  ledger: BalanceLedger,
  account: AccountOfRecord,
  today: string,
): Promise<BillingAccount> {
  const { terms, ...details } = account;
  void terms;
  return { ...details, balance: await ledger.balanceOf(db, account, today) };
}

/**
 * Issues the bills each of the customer's billing accounts' balance on `today` is derived from (a write): the step
 * getBillingAccounts takes before it reads the balances.
 */
export async function ensureCustomerBalanceBills(
  db: Database,
  ledger: BalanceLedger,
  customerId: string,
  today: string,
): Promise<void> {
  for (const row of await billingAccountRows(db, customerId)) {
    await ledger.ensureBills(db, accountOfRecord(row, today), today);
  }
}

/**
 * The customer's own billing accounts, each with its balance, and the selected one (the first when none is marked).
 * After ensureCustomerBalanceBills.
 */
async function billingAccountsOf(
  db: Queryable,
  ledger: BalanceLedger,
  customerId: string,
  today: string,
): Promise<{ accounts: BillingAccount[]; selected: BillingAccount | null }> {
  const rows = await billingAccountRows(db, customerId);
  const accounts: BillingAccount[] = [];
  for (const row of rows) accounts.push(await withBalance(db, ledger, accountOfRecord(row, today), today));
  const selectedIndex = rows.findIndex((row) => row.is_selected);
  return { accounts, selected: accounts[selectedIndex === -1 ? 0 : selectedIndex] ?? null };
}

/**
 * The billing account the customer has selected in the switcher (the first when none is marked), if they have any:
 * as recorded, without deriving its balance (bills/ledger.ts accountBalanceOf does, for the calls that show one).
 */
export async function selectedBillingAccount(
  db: Queryable,
  customerId: string,
  today: string,
): Promise<AccountOfRecord | null> {
  const rows = await billingAccountRows(db, customerId);
  const row = rows.find((candidate) => candidate.is_selected) ?? rows[0];
  return row ? accountOfRecord(row, today) : null;
}

/** One of the customer's own billing accounts as recorded (a bill's, say), or null when it is not theirs. */
export async function customerAccountOfRecord(
  db: Queryable,
  customerId: string,
  billingAccountId: string,
  today: string,
): Promise<AccountOfRecord | null> {
  const row = (await billingAccountRows(db, customerId)).find((candidate) => candidate.id === billingAccountId);
  return row ? accountOfRecord(row, today) : null;
}

async function contactOf(db: Queryable, customerId: string): Promise<Contact | undefined> {
  const row = await findContactRow(db, customerId);
  if (!row) return undefined;
  const phones = await phoneRows(db, customerId);
  return { firstName: row.first_name, middleName: row.middle_name, lastName: row.last_name, phones };
}

/**
 * spec 1 §3 getBillingAccounts; undefined when the signed-in customer has no record any more. After
 * ensureCustomerBalanceBills.
 */
export async function billingAccountsAnswer(
  db: Queryable,
  ledger: BalanceLedger,
  customerId: string,
  today: string,
): Promise<BillingAccounts | undefined> {
  const contact = await contactOf(db, customerId);
  if (!contact) return undefined;
  const { accounts, selected } = await billingAccountsOf(db, ledger, customerId, today);
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
