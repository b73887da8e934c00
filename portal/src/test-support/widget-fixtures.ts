import type {
  AccountSummaryWidget,
  BillingAccounts,
  BillSummaryWidget,
  HeroMessage,
  PeriodData,
} from '@harakeke/contract';
import { addDays } from '@harakeke/design-system';

// Demo answers of the dashboard's calls, for examples and tests: Aroha's account (see server/README.md).

export const demoAccount = {
  id: 'ba-1',
  type: 'residential',
  customerNumber: '1001234567',
  fullAddress: '12 Kōwhai Street, Ponsonby, Auckland 1011',
  owner: 'Aroha Ngata',
  emails: { billing: 'a@example.nz', account: 'a@example.nz', isInvoiceDeliveryByEmail: true, promotions: false },
  isBuyingGroup: false,
  buyingGroupName: 'Buying Group',
  billing: { window: { startDate: '2026-10-16', endDate: '2026-11-15' } },
  balance: { current: 184.52, overdue: 0, totalBalance: 184.52, promptPaymentDiscount: 12, dueDate: '2026-12-01' },
} satisfies BillingAccounts['billingAccounts'][number];

export const demoAccounts: BillingAccounts = {
  contact: { firstName: 'Aroha', middleName: null, lastName: 'Ngata', phones: [] },
  billingAccounts: [demoAccount],
  selectedBillingAccount: demoAccount,
  summary: { accountCount: 1, siteCount: 1 },
};

export const demoHero: HeroMessage = {
  title: 'Kia ora Aroha',
  message: 'Your bill of $184.52 is due on 1 December 2026.',
  action: { label: 'View your bill', href: '/account/bill' },
};

export const demoBillSummary: BillSummaryWidget = {
  billingAccountId: 'ba-1',
  balance: { current: 184.52, overdue: 0, total: 184.52 },
  dueDate: '2026-12-01',
  promptPaymentDiscount: 12,
  currentBillPeriod: { startDate: '2026-11-16', endDate: '2026-12-15' },
  hasRecurringPayment: false,
};

export const demoAccountSummary: AccountSummaryWidget = {
  billingAccountId: 'ba-1',
  customerNumber: '1001234567',
  accountType: 'residential',
  isBuyingGroup: false,
  buyingGroupName: 'Buying Group',
  site: { id: 'site-1', address: '12 Kōwhai Street, Ponsonby, Auckland 1011', nickname: 'Home' },
  supplies: [
    { supplyType: 'electricity', planName: 'Everyday Saver' },
    { supplyType: 'naturalGas', planName: 'Gas Standard' },
  ],
};

/**
 * A period's daily electricity: `days` days from `startDate`, the last `estimated` of them estimated and any after
 * `readDays` empty (not read yet). Amounts vary by weekday so the chart has a shape.
 */
export function demoPeriod({
  startDate = '2026-10-16',
  days = 31,
  readDays = days,
  estimated = 2,
  costIncluded = true,
}: { startDate?: string; days?: number; readDays?: number; estimated?: number; costIncluded?: boolean } = {}) {
  const usage = Array.from({ length: days }, (_, index) => {
    const type = index >= readDays ? 'empty' : index >= readDays - estimated ? 'estimated' : 'actual';
    const kw = type === 'empty' ? 0 : Math.round((14 + ((index * 7) % 9) + (index % 7 === 0 ? 6 : 0)) * 100) / 100;
    const costNZD = Math.round(kw * 0.31 * 100) / 100;
    const [dollars, cents] = costNZD.toFixed(2).split('.');
    return {
      startDate: addDays(startDate, index),
      kw,
      kwWhole: Math.trunc(kw),
      kwDecimal: kw.toFixed(2).split('.')[1] ?? '00',
      costNZD,
      dollars: Number(dollars),
      cents: cents ?? '00',
      currencySign: '$' as const,
      type,
      revised: false,
      costBreakdown: null,
    } satisfies PeriodData['dailyUsage']['usage'][number];
  });
  const read = usage.filter((day) => day.type !== 'empty');
  const averageKw = read.reduce((sum, day) => sum + day.kw, 0) / Math.max(1, read.length);
  const averageCost = read.reduce((sum, day) => sum + day.costNZD, 0) / Math.max(1, read.length);
  const period: PeriodData = {
    costIncluded,
    daysWithUsage: read.length,
    includesDiscount: false,
    dailyAverage: {
      costNZD: Math.round(averageCost * 100) / 100,
      kwWhole: Math.trunc(averageKw),
      kwDecimal: averageKw.toFixed(2).split('.')[1] ?? '00',
    },
    lastCompleteDay: read.at(-1)?.startDate ?? startDate,
    dailyUsage: { usage },
  };
  return period;
}
