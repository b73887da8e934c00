import { balanceOf, type Ledger } from './account-balance.js';
import type { BillStatement } from './bill-document.js';

/**
 * A bill's statement from the account's ledger (spec 1 §3 balance): what the previous bill asked for, the payments and
 * credits dated after it up to this bill's issue date, this bill's charges, and the total the account owed on the day
 * this bill was issued, which is what the Bills tab showed that day. The ledger holds the bills before this one that
 * were still owing; its first bill's previous balance is nothing, what came before being settled. Undefined when the
 * ledger does not hold the bill.
 */
export function billStatementOf(ledger: Ledger, billId: string): BillStatement | undefined {
  const bill = ledger.bills.find((candidate) => candidate.id === billId);
  if (!bill) return undefined;
  const previous = ledger.bills
    .filter((candidate) => candidate.issueDate < bill.issueDate)
    .reduce<Ledger['bills'][number] | undefined>(
      (newest, candidate) => (!newest || candidate.issueDate > newest.issueDate ? candidate : newest),
      undefined,
    );
  const atIssue = balanceOf(ledger, bill.issueDate);
  const after = previous?.issueDate ?? '';
  return {
    previousBalanceCents: previous ? balanceOf(ledger, previous.issueDate).totalCents : 0,
    paymentsCents: atIssue.entries
      .filter((entry) => entry.kind !== 'bill' && entry.date > after)
      .reduce((sum, entry) => sum + entry.amountCents, 0),
    chargesCents: bill.amountCents,
    totalDueCents: atIssue.totalCents,
  };
}
