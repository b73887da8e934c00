import { addDays } from '@harakeke/calendar';
import { currentCycle } from '../billing-accounts/bill-cycles.js';
import { longDate } from '../format.js';
import type { PaymentHabit } from '../demo/payment-habit.js';

/*
 * What a billing account owes, derived from one ledger: its issued bills, the payments and credits against them,
 * and the credit extensions given on them (spec 1 §3 selectedBillingAccount.balance and bill summary, §4 credit
 * extension). Every call that shows a balance, a due date or an amount to pay reads it from here, so they agree.
 * Money in integer cents; dates 'YYYY-MM-DD' in Pacific/Auckland.
 */

/** An issued bill as the ledger needs it. */
export interface LedgerBill {
  id: string;
  issueDate: string;
  /** The bill's due date: a credit extension on it moves it (bills/queries.ts reads the one in force). */
  dueDate: string;
  periodStart: string;
  periodEnd: string;
  amountCents: number;
}

/** A card payment made in the portal (spec 1 §3 cardPayment), on its Auckland date. */
export interface LedgerCardPayment {
  reference: string;
  date: string;
  amountCents: number;
}

/** spec 1 §4: a credit extension, given on one bill, moves that bill's due date. */
export interface LedgerExtension {
  billId: string;
  newDueDate: string;
}

export interface Ledger {
  /** The issued bills the ledger covers, in any order; what came before them is taken as settled. */
  bills: readonly LedgerBill[];
  cardPayments: readonly LedgerCardPayment[];
  extensions: readonly LedgerExtension[];
  habit: PaymentHabit;
  /** Credited when a bill is paid in full by its due date (spec 1 §3 balance.promptPaymentDiscount). */
  promptPaymentDiscountCents: number;
  /** The day of the month the account's billing cycles start on. */
  anchorDay: number;
}

/** One row of the account's history: charges positive, payments and credits negative (spec 1 §3 transaction). */
export interface LedgerEntry {
  id: string;
  date: string;
  kind: 'bill' | 'payment' | 'credit';
  description: string;
  amountCents: number;
  billId: string | null;
}

/** A bill with what is still owed on it and when, a credit extension applied. */
export interface OwedBill extends LedgerBill {
  /** The due date in force: the bill's, or the one a credit extension on this bill gave. */
  owedBy: string;
  extended: boolean;
  owedCents: number;
}

export interface AccountBalance {
  /** Owed on bills not yet due; negative when the account is in credit. */
  currentCents: number;
  /** Owed on bills past their due date (as extended). */
  overdueCents: number;
  /** current + overdue. */
  totalCents: number;
  /** The newest unpaid bill's due date, as extended; null when nothing is owed. */
  dueDate: string | null;
  /** What paying the newest unpaid bill by its due date still earns; 0 when nothing can earn it. */
  promptPaymentDiscountCents: number;
  /** The newest bill with something owed on it; null when nothing is. */
  unpaidBill: OwedBill | null;
  /** The newest bill issued by today (spec 1 §3 billsummaryv2's last bill): it has a due date. */
  lastBill: LedgerBill | null;
  /** The cycle running today (spec 1 §3 currentBillPeriod): not billed yet, so it has no due date of its own. */
  currentBillPeriod: { startDate: string; endDate: string };
  /** Every bill, payment and credit dated by today, newest first: they add up to the total. */
  entries: LedgerEntry[];
}

type LedgerEvent =
  | { date: string; order: 0; bill: LedgerBill }
  | { date: string; order: 1; card: LedgerCardPayment }
  | { date: string; order: 2; habitFor: LedgerBill };

const byIssue = (a: LedgerBill, b: LedgerBill) => a.issueDate.localeCompare(b.issueDate) || a.id.localeCompare(b.id);

/** The entries newest first; on one day, bills before payments before credits read top down as they happened last. */
const newestFirst = (a: LedgerEntry, b: LedgerEntry) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id);

/**
 * The account's balance on `today`: the ledger's bills are issued, card payments made and the habit's payments paid
 * in date order (on one day: the bill first, then card payments, then the habit). Money pays the oldest bill owing
 * first; what is left over is credit that pays the next bill.
 */
export function balanceOf(ledger: Ledger, today: string): AccountBalance {
  const discountCents = ledger.promptPaymentDiscountCents;
  const extendedTo = new Map(ledger.extensions.map((extension) => [extension.billId, extension.newDueDate]));
  const owedByOf = (bill: LedgerBill) => extendedTo.get(bill.id) ?? bill.dueDate;
  const bills = ledger.bills.filter((bill) => bill.issueDate <= today).sort(byIssue);

  const events: LedgerEvent[] = [
    ...bills.map((bill) => ({ date: bill.issueDate, order: 0 as const, bill })),
    ...ledger.cardPayments
      .filter((card) => card.date <= today)
      .map((card) => ({ date: card.date, order: 1 as const, card })),
    ...bills
      .map((bill) => ({ date: addDays(owedByOf(bill), ledger.habit.daysAfterDue), order: 2 as const, habitFor: bill }))
      .filter((event) => event.date <= today),
  ];
  events.sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);

  const owed = new Map<string, number>();
  const discounted = new Set<string>();
  const entries: LedgerEntry[] = [];
  let creditCents = 0;

  /** Money in: pays the oldest bills owing first; the rest is credit. */
  const pay = (cents: number) => {
    let left = cents;
    for (const bill of bills) {
      const due = owed.get(bill.id) ?? 0;
      if (left <= 0) break;
      if (due <= 0) continue;
      const paid = Math.min(due, left);
      owed.set(bill.id, due - paid);
      left -= paid;
    }
    creditCents += left;
  };

  /** spec 1 §3: a bill paid down to its discount by its due date has the discount credited. */
  const creditDiscounts = (date: string) => {
    if (discountCents <= 0) return;
    for (const bill of bills) {
      // A bill no larger than the discount earns none: nothing was paid for it.
      if (discounted.has(bill.id) || !owed.has(bill.id) || date > owedByOf(bill)) continue;
      if (bill.amountCents <= discountCents) continue;
      if ((owed.get(bill.id) ?? 0) > discountCents) continue;
      discounted.add(bill.id);
      entries.push({
        id: `C-${bill.id}`,
        date,
        kind: 'credit',
        description: 'Prompt payment discount',
        amountCents: -discountCents,
        billId: null,
      });
      pay(discountCents);
    }
  };

  for (const event of events) {
    if ('bill' in event) {
      const { bill } = event;
      entries.push({
        id: `T-${bill.id}`,
        date: bill.issueDate,
        kind: 'bill',
        description: `Bill for ${longDate(bill.periodStart)} to ${longDate(bill.periodEnd)}`,
        amountCents: bill.amountCents,
        billId: bill.id,
      });
      owed.set(bill.id, bill.amountCents);
      // Credit held from before pays the new bill.
      const held = creditCents;
      creditCents = 0;
      pay(held);
    } else if ('card' in event) {
      const { card } = event;
      entries.push({
        id: `P-${card.reference}`,
        date: card.date,
        kind: 'payment',
        description: 'Card payment, thank you',
        amountCents: -card.amountCents,
        billId: null,
      });
      pay(card.amountCents);
    } else {
      const bill = event.habitFor;
      const due = owed.get(bill.id) ?? 0;
      const onTime = event.date <= owedByOf(bill) && !discounted.has(bill.id);
      const cents = onTime ? Math.max(due - discountCents, 0) : due;
      if (cents > 0) {
        entries.push({
          id: `P-${bill.id}`,
          date: event.date,
          kind: 'payment',
          description:
            ledger.habit.method === 'directDebit'
              ? 'Payment by direct debit, thank you'
              : 'Payment received, thank you',
          amountCents: -cents,
          billId: null,
        });
        pay(cents);
      }
    }
    creditDiscounts(event.date);
  }

  const owedBills: OwedBill[] = bills.map((bill) => ({
    ...bill,
    owedBy: owedByOf(bill),
    extended: extendedTo.has(bill.id),
    owedCents: owed.get(bill.id) ?? 0,
  }));
  const overdueCents = owedBills.filter((bill) => bill.owedBy < today).reduce((sum, bill) => sum + bill.owedCents, 0);
  const totalCents = owedBills.reduce((sum, bill) => sum + bill.owedCents, 0) - creditCents;
  const unpaidBill = owedBills.findLast((bill) => bill.owedCents > 0) ?? null;
  const cycle = currentCycle(today, ledger.anchorDay);
  return {
    currentCents: totalCents - overdueCents,
    overdueCents,
    totalCents,
    dueDate: unpaidBill?.owedBy ?? null,
    promptPaymentDiscountCents:
      unpaidBill && today <= unpaidBill.owedBy && !discounted.has(unpaidBill.id) ? discountCents : 0,
    unpaidBill,
    lastBill: bills.at(-1) ?? null,
    currentBillPeriod: { startDate: cycle.start, endDate: cycle.end },
    entries: entries.sort(newestFirst),
  };
}
