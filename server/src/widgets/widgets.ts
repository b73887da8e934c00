import type { BillSummaryWidget, HeroMessage } from '@harakeke/contract';
import { switcherOf, type AccountOfRecord } from '../billing-accounts/billing-accounts.js';
import type { AccountBalance } from '../bills/account-balance.js';
import { accountBalanceOf, balanceAnswer } from '../bills/ledger.js';
import type { Queryable } from '../db/client.js';
import { longDate, nzd } from '../format.js';
import { nzdOf } from '../amounts.js';
import { recurringMethodOf } from '../recurring-payments/recurring-payments.js';

/**
 * The hero's message (spec 1 §7) for the selected account's balance (bills/account-balance.ts), so it says what the
 * bill summary says: an overdue amount leads and opens the payment; a due date named is never past while nothing
 * is overdue. The page greets the customer already.
 */
export function heroMessageFor(balance: AccountBalance): HeroMessage {
  const { overdueCents, totalCents, dueDate } = balance;
  if (overdueCents > 0) {
    return {
      title: 'Payment overdue',
      message: `${nzd.format(nzdOf(overdueCents))} of your balance is overdue. Paying it now keeps your account in good standing.`,
      action: { label: 'Pay now', href: '/account/bill?pay=now' },
    };
  }
  if (totalCents > 0 && dueDate) {
    return {
      title: 'Your bill is due',
      message: `Your bill of ${nzd.format(nzdOf(totalCents))} is due on ${longDate(dueDate)}.`,
      action: { label: 'View your bill', href: '/account/bill' },
    };
  }
  if (totalCents < 0) {
    return {
      title: 'You’re in credit',
      message: `Your account is ${nzd.format(nzdOf(-totalCents))} in credit. It comes off your next bill.`,
      action: { label: 'View your bill', href: '/account/bill' },
    };
  }
  return {
    title: 'All paid up',
    message: 'You’re all paid up. Thanks!',
    action: { label: 'See your usage', href: '/account/usage' },
  };
}

export const heroMenu = {
  items: [
    { label: 'Bills', href: '/account/bill' },
    { label: 'Usage', href: '/account/usage' },
    { label: 'Eco tracker', href: '/account/usage/eco-tracker' },
    { label: 'Profile', href: '/account/profile' },
  ],
};

export const sidekick = {
  title: 'Use power when it’s greenest',
  message: 'The eco tracker forecasts the hours when the grid runs on the most renewable power.',
  action: { label: 'See the forecast', href: '/account/usage/eco-tracker/forecast' },
};

/** The hero's message for the customer's selected account on `today`. */
export async function heroMessageOf(db: Queryable, account: AccountOfRecord, today: string): Promise<HeroMessage> {
  return heroMessageFor(await accountBalanceOf(db, account, today));
}

/**
 * The bill summary widget of the selected account (spec 1 §7), from the same balance as every call: the due date
 * is the unpaid bill's, and the billing period running now is labelled as such, apart from it.
 */
export async function billSummaryOf(
  db: Queryable,
  account: AccountOfRecord,
  today: string,
): Promise<BillSummaryWidget> {
  const { current, overdue, total, promptPaymentDiscount, dueDate } = balanceAnswer(
    await accountBalanceOf(db, account, today),
  );
  return {
    billingAccountId: account.id,
    balance: { current, overdue, total },
    dueDate,
    promptPaymentDiscount,
    currentBillPeriod: account.billing.window,
    hasRecurringPayment: (await recurringMethodOf(db, account.id)) !== 'none',
  };
}

/** The account summary widget: the selected account and site, and what it supplies; null when the switcher lacks it. */
export async function accountSummaryOf(db: Queryable, customerId: string, selected: Pick<AccountOfRecord, 'id'>) {
  const switcher = await switcherOf(db, customerId);
  const account = switcher.billingAccounts.find((candidate) => candidate.id === selected.id);
  if (!account) return null;
  const site = account.billingAccountSites.find((candidate) => candidate.isSelected) ?? null;
  return {
    billingAccountId: account.id,
    customerNumber: account.customerNumber,
    accountType: account.type,
    isBuyingGroup: account.isBuyingGroup,
    buyingGroupName: account.buyingGroupName,
    site: site && { id: site.id, address: site.address, nickname: site.nickname },
    supplies: (site?.supplyPoints ?? []).map((point) => ({ supplyType: point.supplyType, planName: point.plan.name })),
  };
}
