import type { BillingAccount, BillingAccounts, Switcher } from '@harakeke/contract';
import { fakeApi, type FakeProblem } from '../../test-support/fake-api.js';
import { withSelection } from './demo-switcher.js';

/** The billing account details GET /private/billing/accounts gives for one account of the switcher data. */
function billingAccountOf(account: Switcher['billingAccounts'][number]): BillingAccount {
  return {
    id: account.id,
    type: account.type,
    customerNumber: account.customerNumber,
    fullAddress: account.fullAddress,
    owner: 'Tama Wiremu',
    emails: {
      billing: 'tama@example.nz',
      account: 'tama@example.nz',
      isInvoiceDeliveryByEmail: true,
      promotions: false,
    },
    isBuyingGroup: account.isBuyingGroup,
    buyingGroupName: account.buyingGroupName,
    billing: { window: { startDate: '2026-10-20', endDate: '2026-11-19' } },
    balance: { current: 61.2, overdue: 0, totalBalance: 61.2, promptPaymentDiscount: 0, dueDate: '2026-12-04' },
  };
}

/** The accounts answer that matches switcher data. */
export function accountsOf(switcher: Switcher): BillingAccounts {
  const accounts = switcher.billingAccounts.map(billingAccountOf);
  const selected = switcher.billingAccounts.findIndex((account) => account.isSelected);
  return {
    contact: { firstName: 'Tama', middleName: 'James', lastName: 'Wiremu', phones: [] },
    billingAccounts: accounts,
    selectedBillingAccount: accounts[selected] ?? null,
    summary: {
      accountCount: accounts.length,
      siteCount: switcher.billingAccounts.reduce((sum, account) => sum + account.billingAccountSites.length, 0),
    },
  };
}

export interface FakeServerOptions {
  /** Answers POST /private/user/site with this instead of switching, when set. */
  failSelect?: () => FakeProblem | Response | null;
  /** Answers GET of the switcher with this instead of the data, when set. */
  failSwitcher?: () => FakeProblem | Response | null;
}

/**
 * A stand-in for the server's billing accounts, switcher and site selection over one customer's switcher data:
 * POST /private/user/site changes what both GETs answer. Returns the requests it saw.
 */
export function fakeSwitcherServer(initial: Switcher, options: FakeServerOptions = {}) {
  let data = initial;
  const { requests } = fakeApi({
    getSwitcher: () => options.failSwitcher?.() ?? data,
    getBillingAccounts: () => accountsOf(data),
    selectSite: ({ body }) => {
      const failure = options.failSelect?.();
      if (failure) return failure;
      const choice = JSON.parse(body) as { billingAccountId: string; siteId: string };
      data = withSelection(data, choice);
      return choice;
    },
  });
  return {
    requests,
    /** The requests as 'METHOD path' lines, without the API base. */
    calls: () => requests.map((request) => `${request.method} ${request.url.replace(/^.*\/api\/v1/, '')}`),
  };
}
