import { addDays } from '@harakeke/calendar';
import { describe, expect, it } from 'vitest';
import { balanceOf, type Ledger, type LedgerBill } from './account-balance.js';

/** A bill of a cycle, issued two days after it ends and due 14 days after that, as bill-cycles.ts issues them. */
function billOf(periodStart: string, periodEnd: string, amountCents: number): LedgerBill {
  const issueDate = addDays(periodEnd, 2);
  return { id: `B-${periodStart}`, issueDate, dueDate: addDays(issueDate, 14), periodStart, periodEnd, amountCents };
}

const september = billOf('2026-08-16', '2026-09-15', 15000); // issued 17 Sep, due 01 Oct
const october = billOf('2026-09-16', '2026-10-15', 21000); // issued 17 Oct, due 31 Oct
const november = billOf('2026-10-16', '2026-11-15', 18452); // issued 17 Nov, due 01 Dec
const december = billOf('2026-11-16', '2026-12-15', 10000); // issued 17 Dec, due 31 Dec

const ledgerOf = (overrides: Partial<Ledger>): Ledger => ({
  bills: [september, october, november],
  cardPayments: [],
  extensions: [],
  habit: { method: 'bankTransfer', daysAfterDue: -3 },
  promptPaymentDiscountCents: 0,
  anchorDay: 16,
  ...overrides,
});

const late = (days: number) => ({ method: 'bankTransfer' as const, daysAfterDue: days });

interface Case {
  name: string;
  today: string;
  ledger: Ledger;
  current: number;
  overdue: number;
  dueDate: string | null;
  discount?: number;
}

const cases: Case[] = [
  { name: 'nothing owed', today: '2026-11-10', ledger: ledgerOf({}), current: 0, overdue: 0, dueDate: null },
  {
    name: 'a bill not yet due',
    today: '2026-11-20',
    ledger: ledgerOf({}),
    current: 18452,
    overdue: 0,
    dueDate: '2026-12-01',
  },
  {
    name: 'a bill due today is not overdue yet',
    today: '2026-12-01',
    ledger: ledgerOf({ habit: late(5) }),
    current: 18452,
    overdue: 0,
    dueDate: '2026-12-01',
  },
  {
    name: 'the day after the due date, it is',
    today: '2026-12-02',
    ledger: ledgerOf({ habit: late(5) }),
    current: 0,
    overdue: 18452,
    dueDate: '2026-12-01',
  },
  {
    name: 'overdue by one bill, the newest one current',
    today: '2026-11-26',
    ledger: ledgerOf({ habit: late(35) }),
    current: 18452,
    overdue: 21000,
    dueDate: '2026-12-01',
  },
  {
    name: 'partly paid by card',
    today: '2026-11-25',
    ledger: ledgerOf({ cardPayments: [{ reference: 'CP-1', date: '2026-11-20', amountCents: 5000 }] }),
    current: 13452,
    overdue: 0,
    dueDate: '2026-12-01',
  },
  {
    name: 'a card payment pays the overdue bill first',
    today: '2026-11-26',
    ledger: ledgerOf({
      habit: late(35),
      cardPayments: [{ reference: 'CP-1', date: '2026-11-24', amountCents: 25000 }],
    }),
    current: 14452,
    overdue: 0,
    dueDate: '2026-12-01',
  },
  {
    name: 'overpaid: in credit, nothing due',
    today: '2026-11-25',
    ledger: ledgerOf({ cardPayments: [{ reference: 'CP-1', date: '2026-11-20', amountCents: 20000 }] }),
    current: -1548,
    overdue: 0,
    dueDate: null,
  },
  {
    name: 'the credit pays the next bill',
    today: '2026-12-20',
    ledger: ledgerOf({
      bills: [october, november, december],
      cardPayments: [{ reference: 'CP-1', date: '2026-11-20', amountCents: 20000 }],
    }),
    current: 8452,
    overdue: 0,
    dueDate: '2026-12-31',
  },
  {
    name: 'an extension moves the due date, so the bill is not overdue',
    today: '2026-12-10',
    ledger: ledgerOf({ habit: late(5), extensions: [{ billId: november.id, newDueDate: '2026-12-15' }] }),
    current: 18452,
    overdue: 0,
    dueDate: '2026-12-15',
  },
  {
    name: 'an extension on an older bill does not move the new one',
    today: '2026-11-26',
    ledger: ledgerOf({ extensions: [{ billId: october.id, newDueDate: '2026-11-14' }] }),
    current: 18452,
    overdue: 0,
    dueDate: '2026-12-01',
  },
  {
    name: 'across a year end',
    today: '2027-01-02',
    ledger: ledgerOf({ bills: [october, november, december], habit: late(5) }),
    current: 0,
    overdue: 10000,
    dueDate: '2026-12-31',
  },
  {
    name: 'due on the day the clocks go forward (27 Sep 2026)',
    today: '2026-09-27',
    ledger: ledgerOf({ bills: [billOf('2026-08-12', '2026-09-11', 9999)], habit: late(2), anchorDay: 12 }),
    current: 9999,
    overdue: 0,
    dueDate: '2026-09-27',
  },
  {
    name: 'and overdue the day after it',
    today: '2026-09-28',
    ledger: ledgerOf({ bills: [billOf('2026-08-12', '2026-09-11', 9999)], habit: late(2), anchorDay: 12 }),
    current: 0,
    overdue: 9999,
    dueDate: '2026-09-27',
  },
  {
    name: 'the prompt-payment discount, while it can be earned',
    today: '2026-11-20',
    ledger: ledgerOf({ promptPaymentDiscountCents: 1200 }),
    current: 18452,
    overdue: 0,
    dueDate: '2026-12-01',
    discount: 1200,
  },
  {
    name: 'paid on time less the discount, which is credited: nothing owed',
    today: '2026-11-30',
    ledger: ledgerOf({ promptPaymentDiscountCents: 1200 }),
    current: 0,
    overdue: 0,
    dueDate: null,
  },
  {
    name: 'paid late: no discount',
    today: '2026-12-01',
    ledger: ledgerOf({ promptPaymentDiscountCents: 1200, habit: late(5) }),
    current: 18452,
    overdue: 0,
    dueDate: '2026-12-01',
    discount: 1200,
  },
];

describe('balanceOf', () => {
  it.each(cases)('$name', ({ today, ledger, current, overdue, dueDate, discount = 0 }) => {
    const balance = balanceOf(ledger, today);
    expect(balance).toMatchObject({
      currentCents: current,
      overdueCents: overdue,
      totalCents: current + overdue,
      dueDate,
      promptPaymentDiscountCents: discount,
    });
    // The history the balance came from adds up to it, and holds nothing after today.
    expect(balance.entries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(balance.totalCents);
    expect(balance.entries.every((entry) => entry.date <= today)).toBe(true);
  });

  it('never names a past due date while nothing is overdue', () => {
    for (const { today, ledger } of cases) {
      const balance = balanceOf(ledger, today);
      if (balance.overdueCents === 0 && balance.dueDate) expect(balance.dueDate >= today).toBe(true);
    }
  });

  it('tells the last bill from the billing period running now', () => {
    const balance = balanceOf(ledgerOf({}), '2026-11-20');
    expect(balance.lastBill?.id).toBe(november.id);
    expect(balance.currentBillPeriod).toEqual({ startDate: '2026-11-16', endDate: '2026-12-15' });
    // Across a year end, the period running now spans it.
    expect(balanceOf(ledgerOf({}), '2027-01-02').currentBillPeriod).toEqual({
      startDate: '2026-12-16',
      endDate: '2027-01-15',
    });
  });

  it('marks the bill an extension was given on', () => {
    const extended = balanceOf(
      ledgerOf({ habit: late(5), extensions: [{ billId: november.id, newDueDate: '2026-12-15' }] }),
      '2026-12-10',
    );
    expect(extended.unpaidBill).toMatchObject({ id: november.id, dueDate: '2026-12-01', owedBy: '2026-12-15' });
    expect(extended.unpaidBill?.extended).toBe(true);
  });

  it('records payments by the habit, a direct debit on the due date', () => {
    const balance = balanceOf(ledgerOf({ habit: { method: 'directDebit', daysAfterDue: 0 } }), '2026-12-01');
    expect(balance.totalCents).toBe(0);
    expect(balance.entries[0]).toMatchObject({
      date: '2026-12-01',
      kind: 'payment',
      description: 'Payment by direct debit, thank you',
      amountCents: -18452,
    });
  });
});
