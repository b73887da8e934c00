import {
  getAccountSummaryWidget,
  getBillSummaryWidget,
  getHeroMenu,
  getHeroMessage,
  getSidekick,
  type HeroMessage,
} from '@harakeke/contract';
import type { Hono } from 'hono';
import type { Database } from '../db/client.js';
import { billingAccountsOf } from '../billing-accounts/billing-accounts.js';
import { findRecurringPayment } from '../payments/queries.js';
import { switcherOf } from '../billing-accounts/billing-accounts.js';
import type { ApiEnv } from '../http/api-context.js';
import { aucklandToday } from '../usage/period-data.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { longDate, nzd } from '../format.js';

/** The dashboard widgets' data (spec 1 §7), for the selected billing account and site. */
export function widgetRoutes(app: Hono<ApiEnv>, db: Database) {
  const selectedAccount = async (customerId: string) => {
    const { selected } = await billingAccountsOf(db, customerId, aucklandToday());
    if (!selected) throw problems.notFound('You have no billing account selected.');
    return selected;
  };

  defineRoute(app, getHeroMessage, async ({ customerId }) => {
    const account = await selectedAccount(customerId);
    const { overdue, totalBalance, dueDate } = account.balance;
    // The page greets the customer already; the hero's title names what its message is about.
    const message: HeroMessage =
      overdue > 0
        ? {
            title: 'Payment overdue',
            message: `${nzd.format(overdue)} of your balance is overdue. Paying it now keeps your account in good standing.`,
            action: { label: 'Pay now', href: '/account/bill' },
          }
        : totalBalance > 0 && dueDate
          ? {
              title: 'Your next bill',
              message: `Your bill of ${nzd.format(totalBalance)} is due on ${longDate(dueDate)}.`,
              action: { label: 'View your bill', href: '/account/bill' },
            }
          : {
              title: 'All paid up',
              message: 'You’re all paid up. Thanks!',
              action: { label: 'See your usage', href: '/account/usage' },
            };
    return message;
  });

  defineRoute(app, getHeroMenu, async () => ({
    items: [
      { label: 'Bills', href: '/account/bill' },
      { label: 'Usage', href: '/account/usage' },
      { label: 'Eco tracker', href: '/account/usage/eco-tracker' },
      { label: 'Profile', href: '/account/profile' },
    ],
  }));

  defineRoute(app, getSidekick, async () => ({
    title: 'Use power when it’s greenest',
    message: 'The eco tracker forecasts the hours when the grid runs on the most renewable power.',
    action: { label: 'See the forecast', href: '/account/usage/eco-tracker/forecast' },
  }));

  defineRoute(app, getBillSummaryWidget, async ({ customerId }) => {
    const account = await selectedAccount(customerId);
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
      hasRecurringPayment: (await findRecurringPayment(db, account.id)).paymentMethod !== 'none',
    };
  });

  defineRoute(app, getAccountSummaryWidget, async ({ customerId }) => {
    const switcher = await switcherOf(db, customerId);
    const account = switcher.billingAccounts.find((candidate) => candidate.isSelected);
    if (!account) throw problems.notFound('You have no billing account selected.');
    const site = account.billingAccountSites.find((candidate) => candidate.isSelected) ?? null;
    return {
      billingAccountId: account.id,
      customerNumber: account.customerNumber,
      accountType: account.type,
      isBuyingGroup: account.isBuyingGroup,
      buyingGroupName: account.buyingGroupName,
      site: site && { id: site.id, address: site.address, nickname: site.nickname },
      supplies: (site?.supplyPoints ?? []).map((point) => ({
        supplyType: point.supplyType,
        planName: point.plan.name,
      })),
    };
  });
}
