import type { Bill, BillSummaryV2 } from '@harakeke/contract';
import { formatNzd } from '@harakeke/design-system';
import { dayText, supplyTypeNames } from '../bill-text.js';

type Balance = BillSummaryV2['balance'];
type BillPeriod = BillSummaryV2['currentBillPeriod'];

/** A period of whole days, both ends included, e.g. '16 Oct 2026 to 15 Nov 2026'. */
export const periodText = (startDate: string, endDate: string) => `${dayText(startDate)} to ${dayText(endDate)}`;

/**
 * Where the account stands (spec 1 §3 balance): something overdue comes first; otherwise money owed, money in
 * credit, or nothing either way.
 */
export type BalanceStanding = 'overdue' | 'owing' | 'inCredit' | 'paidUp';

export function balanceStanding(balance: Pick<Balance, 'overdue' | 'total'>): BalanceStanding {
  if (balance.overdue > 0) return 'overdue';
  if (balance.total > 0) return 'owing';
  if (balance.total < 0) return 'inCredit';
  return 'paidUp';
}

/** The total balance in words: a negative total is money in credit, said so rather than shown with a minus. */
export function totalBalanceText(total: number): string {
  return total < 0 ? `${formatNzd(-total)} in credit` : formatNzd(total);
}

/** Whether there is anything to pay now: the 'Pay now' action leads only then. */
export const isOwing = (balance: Pick<Balance, 'overdue' | 'total'>) => balance.total > 0 || balance.overdue > 0;

/**
 * The current bill period as a bar (spec 1 §3 currentBillPeriod): days elapsed of the days in the period, kept
 * within the period whatever the server sends.
 */
export function billPeriodProgress({ daysElapsed, daysInBillPeriod }: BillPeriod) {
  const days = Math.max(1, daysInBillPeriod);
  const elapsed = Math.min(days, Math.max(0, daysElapsed));
  return { value: elapsed, maxValue: days, valueLabel: `Day ${elapsed} of ${days}` };
}

/** The kinds of supply a bill charges, each once, electricity first: e.g. 'Electricity and natural gas'. */
export function supplyTypesText(bill: Pick<Bill, 'supplies'>): string {
  const types = (['electricity', 'naturalGas'] as const).filter((type) =>
    bill.supplies.some((supply) => supply.supplyType === type),
  );
  const [first, ...rest] = types.map((type, index) =>
    index === 0 ? supplyTypeNames[type] : supplyTypeNames[type].toLowerCase(),
  );
  if (!first) return 'No supplies';
  return rest.length === 0 ? first : `${first} and ${rest.join(' and ')}`;
}
