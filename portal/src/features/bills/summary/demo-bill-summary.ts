import type { Bill, BillSummaryV2, CreditExtension } from '@harakeke/contract';

// Demo answers of the Bills tab's calls, for examples and tests: Aroha's account (see server/README.md), on
// 26 Nov 2026, ten days into the billing period that started on 16 Nov.

export const demoLastBill: Bill = {
  id: 'bill-2026-11',
  issueDate: '2026-11-17',
  dueDate: '2026-12-01',
  periodStart: '2026-10-16',
  periodEnd: '2026-11-15',
  amount: 184.52,
  // The charges add up to the amount, as a bill's do.
  items: { energy: 140, dailyCharge: 22.5, levies: 1.2, gst: 24.07, discounts: -3.25, powershoutCredits: 0 },
  supplies: [
    {
      supplyPointId: 'sp-elec',
      supplyType: 'electricity',
      address: '12 Kōwhai Street, Ponsonby, Auckland 1011',
      kwh: 412.6,
      amount: 146.3,
    },
    {
      supplyPointId: 'sp-gas',
      supplyType: 'naturalGas',
      address: '12 Kōwhai Street, Ponsonby, Auckland 1011',
      kwh: 120.4,
      amount: 38.22,
    },
  ],
};

export const demoBillSummaryV2: BillSummaryV2 = {
  billingAccountId: 'ba-1',
  lastBill: demoLastBill,
  currentBillPeriod: { startDate: '2026-11-16', endDate: '2026-12-15', daysInBillPeriod: 30, daysElapsed: 11 },
  balance: { current: 184.52, overdue: 0, total: 184.52, promptPaymentDiscount: 12, dueDate: '2026-12-01' },
  promotion: { title: 'Pay by direct debit', message: 'Set up a direct debit and get $2.00 off every bill.' },
};

/** Part of the balance overdue. */
export const overdueBillSummary: BillSummaryV2 = {
  ...demoBillSummaryV2,
  balance: { current: 120.4, overdue: 62.1, total: 182.5, promptPaymentDiscount: 0, dueDate: '2026-11-20' },
};

/** Money in credit, nothing due. */
export const inCreditBillSummary: BillSummaryV2 = {
  ...demoBillSummaryV2,
  balance: { current: -12, overdue: 0, total: -12, promptPaymentDiscount: 0, dueDate: null },
  promotion: null,
};

/** The last bill paid in full: nothing owed, nothing due. */
export const paidUpBillSummary: BillSummaryV2 = {
  ...demoBillSummaryV2,
  balance: { current: 0, overdue: 0, total: 0, promptPaymentDiscount: 0, dueDate: null },
};

/** A new customer: no bill yet, nothing owed, the first period running. */
export const newCustomerBillSummary: BillSummaryV2 = {
  ...demoBillSummaryV2,
  lastBill: null,
  currentBillPeriod: { startDate: '2026-11-16', endDate: '2026-12-15', daysInBillPeriod: 30, daysElapsed: 2 },
  balance: { current: 0, overdue: 0, total: 0, promptPaymentDiscount: 0, dueDate: null },
};

/** The current bill can be extended 14 days. */
export const eligibleExtension: CreditExtension = {
  eligible: true,
  reason: null,
  dueDate: '2026-12-01',
  newEndDate: '2026-12-15',
};

/** The extension given: the due date moved. */
export const extendedExtension: CreditExtension = {
  eligible: false,
  reason: 'alreadyExtended',
  dueDate: '2026-12-15',
  newEndDate: '2026-12-15',
};
