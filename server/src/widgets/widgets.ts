import type { BillingAccount, HeroMessage } from '@harakeke/contract';
import { selectedBillingAccount, switcherOf } from '../billing-accounts/billing-accounts.js';
import type { Queryable } from '../db/client.js';
import { longDate, nzd } from '../format.js';
import { recurringMethodOf } from '../payments/payments.js';

/** The hero's message (spec 1 §7) for the selected account's balance. The page greets the customer already. */
export function heroMessageFor(account: BillingAccount): HeroMessage {
  const { overdue, totalBalance, dueDate } = account.balance;
  if (overdue > 0) {
    return {
      title: 'Payment overdue',
      message: `${nzd.format(overdue)} of your balance is overdue. Paying it now keeps your account in good standing.`,
      action: { label: 'Pay now', href: '/account/bill' },
    };
  }
  if (totalBalance > 0 && dueDate) {
    return {
      title: 'Your next bill',
      message: `Your bill of ${nzd.format(totalBalance)} is due on ${longDate(dueDate)}.`,
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

/** The bill summary widget of the selected account (spec 1 §7); null without a selection. */
export async function billSummaryOf(db: Queryable, customerId: string, today: string) {
  const account = await selectedBillingAccount(db, customerId, today);
  if (!account) return null;
  return {
    billingAccountId: account.id,
    balance: {
      current: account.balance.current,
      overdue: account.balance.overdue,
      total: account.balance.totalBalance,
    },
    dueDate: account.balance.dueDate,
    promptPaymentDiscount: account.balance.promptPaymentDiscount,
    billingWindow: account.billing.window,
    hasRecurringPayment: (await recurringMethodOf(db, account.id)) !== 'none',
  };
}

/** The account summary widget: the selected account and site, and what it supplies; null without a selection. */
export async function accountSummaryOf(db: Queryable, customerId: string) {
  const switcher = await switcherOf(db, customerId);
  const account = switcher.billingAccounts.find((candidate) => candidate.isSelected);
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
