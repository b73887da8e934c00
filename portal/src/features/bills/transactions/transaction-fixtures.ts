import type { BillWithStatement, Transaction } from '@harakeke/contract';
import { addMonths } from '@harakeke/design-system';
import type { TransactionRange } from './transaction-range.js';

/** Fixed dates, so examples and screenshots do not change from day to day: the default range of 26 Nov 2026. */
export const demoRange: TransactionRange = { startDate: '2026-05-01', endDate: '2026-11-30' };

/**
 * A month of activity, newest first: the month's bill on the 3rd, paid on the 20th; every third month a credit.
 * `monthsBack` 0 is November 2026.
 */
function monthOf(monthsBack: number): Transaction[] {
  const month = addMonths('2026-11-01', -monthsBack).slice(0, 7);
  const billId = `B-${month}`;
  const amount = 150 + ((monthsBack * 37) % 90) + 0.52;
  const rows: Transaction[] = [
    {
      id: `T-P-${month}`,
      date: `${month}-20`,
      kind: 'payment',
      description: 'Payment, thank you',
      amount: -amount,
      billId: null,
    },
    { id: `T-${billId}`, date: `${month}-03`, kind: 'bill', description: `Bill for ${month}`, amount, billId },
  ];
  if (monthsBack % 3 === 1) {
    rows.splice(1, 0, {
      id: `T-C-${month}`,
      date: `${month}-10`,
      kind: 'credit',
      description: 'PowerShout credit',
      amount: -4.2,
      billId: null,
    });
  }
  // November's payment is not due yet.
  return monthsBack === 0 ? rows.slice(1) : rows;
}

/** `months` months of transactions, newest first. */
export const demoTransactions = (months: number): Transaction[] =>
  Array.from({ length: months }, (_unused, monthsBack) => monthOf(monthsBack)).flat();

export const demoBill: BillWithStatement = {
  id: 'B-2026-11',
  issueDate: '2026-11-03',
  dueDate: '2026-11-20',
  periodStart: '2026-10-03',
  periodEnd: '2026-11-02',
  amount: 184.52,
  items: { energy: 120.4, dailyCharge: 45.1, levies: 3.2, gst: 25.32, discounts: 6, powershoutCredits: 3.5 },
  // The previous bill was paid but for $12.30: 201.85 − 189.55 + 184.52 = 196.82.
  statement: { previousBalance: 201.85, paymentsReceived: -189.55, totalDue: 196.82 },
  supplies: [
    {
      supplyPointId: 'ICP-0001',
      supplyType: 'electricity',
      address: '12 Harakeke Street, Ōtautahi',
      kwh: 512.46,
      amount: 150.02,
    },
    {
      supplyPointId: 'GAS-0001',
      supplyType: 'naturalGas',
      address: '12 Harakeke Street, Ōtautahi',
      kwh: 210.5,
      amount: 34.5,
    },
  ],
};
