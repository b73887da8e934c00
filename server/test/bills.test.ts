import {
  downloadBill,
  downloadTransactions,
  getBill,
  getBillSummaryV2,
  getCreditExtension,
  getElectricityBillPeriod,
  getTransactions,
  requestCreditExtension,
} from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { currentCycle, issuedCycles } from '../src/billing-accounts/bill-cycles.js';
import { demoCustomers } from '../src/demo/customers.js';
import { addDays } from '@harakeke/calendar';
import { demoCustomer, useCustomerApi } from './customer-api.js';
import { firstAccountOf, habitPaysOn, issueDayOfNewestBill, newestBillCycle } from './demo-calendar.js';
import { TEST_TODAY } from './test-clock.js';

// Transactions and bills (spec 1 §2, §3, §7) with downloads, bills that reconcile with the daily usage to the cent,
// and the credit extension of spec 1 §4 (14 days, once per bill).
const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');
const tama = demoCustomer(demoCustomers, 'tama@example.nz');
const ana = demoCustomer(demoCustomers, 'ana@example.nz');

const { call, get } = useCustomerApi([aroha, tama, ana]);
const today = TEST_TODAY;
const arohas = firstAccountOf(aroha);
const sixMonthsBack = addDays(today, -183);

const transactionsOf = async (as: { id: string }, startDate = sixMonthsBack, endDate = today) =>
  getTransactions.response.parse(
    await (await get(as, `${getTransactions.path}?startDate=${startDate}&endDate=${endDate}`)).json(),
  ).transactions;

describe('bill cycles', () => {
  it('bills monthly from the window’s start day, issues two days after a cycle and is due 14 days later', () => {
    expect(currentCycle('2026-11-23', 16)).toEqual({
      start: '2026-11-16',
      end: '2026-12-15',
      issueDate: '2026-12-17',
      dueDate: '2026-12-31',
    });
    const [last] = issuedCycles('2026-11-23', 16, '2024-01-01', 3);
    expect(last).toMatchObject({ start: '2026-10-16', end: '2026-11-15', issueDate: '2026-11-17' });
  });

  it('leaves out the cycle whose bill is not issued yet, and starts late-month cycles on the 28th', () => {
    expect(issuedCycles('2026-11-16', 16, '2024-01-01', 1)[0]?.start).toBe('2026-09-16');
    expect(currentCycle('2027-03-05', 31)).toMatchObject({ start: '2027-02-28', end: '2027-03-27' });
  });
});

describe('transactions', () => {
  it('lists bills, payments and prompt-payment credits newest first, each bill naming its download', async () => {
    const rows = await transactionsOf(aroha);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.map((row) => row.date)).toEqual([...rows.map((row) => row.date)].sort().reverse());
    const bills = rows.filter((row) => row.kind === 'bill');
    expect(bills.length).toBeGreaterThanOrEqual(5);
    for (const bill of bills) expect(bill.billId).toMatch(/^B1001234567-\d{8}$/);
    expect(rows.some((row) => row.kind === 'payment' && row.amount < 0)).toBe(true);
    // Aroha pays three days before each due date: her newest bill has its payment from that day on, not before.
    const newest = newestBillCycle(arohas, today);
    expect(bills[0]?.date).toBe(newest.issueDate);
    const payment = rows.find((row) => row.id === `P-${bills[0]?.billId}`);
    expect(payment?.date).toBe(habitPaysOn(arohas, newest) <= today ? habitPaysOn(arohas, newest) : undefined);
  });

  it('rejects a range that ends before it starts, naming the field', async () => {
    const response = await get(aroha, `${getTransactions.path}?startDate=2026-06-01&endDate=2026-05-01`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { detail: string }).detail).toContain('endDate');
  });

  it('downloads the range as CSV named after the account and the dates', async () => {
    const response = await get(aroha, `${downloadTransactions.path}?startDate=${sixMonthsBack}&endDate=${today}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="transactions 1001234567 ${sixMonthsBack} to ${today}.csv"; filename*=UTF-8''${encodeURIComponent(`transactions 1001234567 ${sixMonthsBack} to ${today}.csv`)}`,
    );
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Description,Type,Amount (NZD),Bill number');
    expect(lines.length).toBe((await transactionsOf(aroha)).length + 1);
    expect(lines.some((line) => /^\d{4}-\d{2}-\d{2},Bill for .*,bill,\d+\.\d{2},B1001234567-\d{8}$/.test(line))).toBe(
      true,
    );
  });
});

describe('bills', () => {
  it('add up, item by item and day by day, to the daily usage of their period, to the cent', async () => {
    const [row] = (await transactionsOf(aroha)).filter((candidate) => candidate.kind === 'bill');
    const bill = getBill.response.parse(await (await get(aroha, `/private/billing/bills/${row?.billId}`)).json());
    const items = bill.items;
    const itemised =
      items.energy + items.dailyCharge + items.levies + items.gst - items.discounts - items.powershoutCredits;
    expect(Math.round(itemised * 100)).toBe(Math.round(bill.amount * 100));
    const period = getElectricityBillPeriod.response.parse(
      await (
        await call(aroha, 'POST', getElectricityBillPeriod.path, {
          startDate: bill.periodStart,
          endDate: bill.periodEnd,
        })
      ).json(),
    );
    const daysInCents = period.dailyUsage.usage.reduce((sum, day) => sum + Math.round(day.costNZD * 100), 0);
    expect(daysInCents).toBe(Math.round(bill.amount * 100));
    expect(bill.supplies).toEqual([expect.objectContaining({ supplyType: 'electricity', amount: bill.amount })]);
  });

  it('download as a PDF named after the brand, the customer number and the issue date', async () => {
    const [row] = (await transactionsOf(aroha)).filter((candidate) => candidate.kind === 'bill');
    const path = downloadBill.path.replace('{billId}', row?.billId ?? '');
    const kowhai = await get(aroha, path);
    expect(kowhai.status).toBe(200);
    expect(kowhai.headers.get('content-type')).toBe('application/pdf');
    const issued = row?.date ?? '';
    // The exact name keeps its macron for browsers that read filename*, and drops it for those that read filename.
    expect(kowhai.headers.get('content-disposition')).toBe(
      `attachment; filename="Kowhai Energy bill 1001234567 ${issued}.pdf"; filename*=UTF-8''${encodeURIComponent(`Kōwhai Energy bill 1001234567 ${issued}.pdf`)}`,
    );
    // What the PDF says, and that a reader can draw it: bill-pdf.test.ts.
    const pdf = Buffer.from(await kowhai.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('names the brand the customer signed in to', async () => {
    const [row] = (await transactionsOf(aroha)).filter((candidate) => candidate.kind === 'bill');
    const path = downloadBill.path.replace('{billId}', row?.billId ?? '');
    const fernlight = await call(aroha, 'GET', path, undefined, { 'X-Brand-Id': 'fernlight' });
    expect(fernlight.headers.get('content-disposition')).toContain('filename="Fernlight bill 1001234567');
  });

  it('are not found for another customer, whether read or downloaded', async () => {
    const [row] = (await transactionsOf(aroha)).filter((candidate) => candidate.kind === 'bill');
    const billId = row?.billId ?? '';
    expect((await get(ana, `/private/billing/bills/${billId}`)).status).toBe(404);
    const download = await get(ana, downloadBill.path.replace('{billId}', billId));
    expect(download.status).toBe(404);
    expect(download.headers.get('content-type')).toContain('application/problem+json');
  });

  it('summarise the last bill and the period being billed now', async () => {
    const summary = getBillSummaryV2.response.parse(await (await get(aroha, getBillSummaryV2.path)).json());
    const [row] = (await transactionsOf(aroha)).filter((candidate) => candidate.kind === 'bill');
    expect(summary.lastBill?.id).toBe(row?.billId);
    expect(summary.currentBillPeriod.startDate <= today && today <= summary.currentBillPeriod.endDate).toBe(true);
    expect(summary.currentBillPeriod.daysElapsed).toBeLessThanOrEqual(summary.currentBillPeriod.daysInBillPeriod);
    expect(summary.promotion?.title).toBe('Pay by direct debit');
    // Ana already pays by direct debit: no promotion for it.
    const anas = getBillSummaryV2.response.parse(await (await get(ana, getBillSummaryV2.path)).json());
    expect(anas.promotion).toBeNull();
  });
});

describe('credit extension', () => {
  // spec 1 §4: only a bill owed and not yet overdue can be extended. Each test's server stands on the day a customer's
  // newest bill was issued, when it is owed, whatever day the run is on.
  describe('on the day Aroha’s newest bill is issued', () => {
    const { call, get } = useCustomerApi([aroha], {}, { now: issueDayOfNewestBill(arohas, today) });

    it('moves the due date 14 days on, once', async () => {
      const offer = getCreditExtension.response.parse(await (await get(aroha, getCreditExtension.path)).json());
      const dueDate = offer.dueDate ?? '';
      expect(dueDate).toBe(newestBillCycle(arohas, today).dueDate);
      expect(offer).toMatchObject({ eligible: true, reason: null, newEndDate: addDays(dueDate, 14) });
      const granted = await call(aroha, 'POST', requestCreditExtension.path, {});
      expect(requestCreditExtension.response.parse(await granted.json())).toMatchObject({
        eligible: false,
        reason: 'alreadyExtended',
        dueDate: addDays(dueDate, 14),
        newEndDate: addDays(dueDate, 14),
      });
      const again = await call(aroha, 'POST', requestCreditExtension.path, {});
      expect(again.status).toBe(409);
      expect(((await again.json()) as { detail: string }).detail).toBe(
        'This bill’s due date has been extended already: a bill can be extended once.',
      );
    });
  });

  describe('on the day Ana’s newest bill is issued', () => {
    const { call } = useCustomerApi([ana], {}, { now: issueDayOfNewestBill(firstAccountOf(ana), today) });

    it('extends once when two requests race', async () => {
      const answers = await Promise.all([1, 2, 3].map(() => call(ana, 'POST', requestCreditExtension.path, {})));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    });
  });

  it('is refused for an overdue balance, with the support number the portal rewrites', async () => {
    const offer = getCreditExtension.response.parse(await (await get(tama, getCreditExtension.path)).json());
    expect(offer).toMatchObject({ eligible: false, reason: 'overdue', newEndDate: null });
    const refused = await call(tama, 'POST', requestCreditExtension.path, {});
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { detail: string }).detail).toContain('0800 300 400');
  });
});
