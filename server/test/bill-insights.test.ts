import { getBill, getBillInsights, getTransactions } from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { issuedCycles } from '../src/billing-accounts/bill-cycles.js';
import { demoCustomers } from '../src/demo/customers.js';
import { addDays } from '@harakeke/calendar';
import { demoCustomer, expectOk, expectProblem, useCustomerApi } from './customer-api.js';
import { TEST_TODAY } from './test-clock.js';

// Bill insights (spec 2 §7) of the selected billing account.
const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');

const { get } = useCustomerApi([aroha]);

describe('bill insights', () => {
  // The issued bills of the selected billing account, newest first, as the transactions call shows them.
  const transactionBills = async (as: { id: string }) => {
    const today = TEST_TODAY;
    const answer = getTransactions.response.parse(
      await expectOk(await get(as, `${getTransactions.path}?startDate=${addDays(today, -183)}&endDate=${today}`)),
    );
    return answer.transactions.filter((row) => row.kind === 'bill');
  };

  it('compares the last bill with the one before, with reasons that add up to the change', async () => {
    const insights = getBillInsights.response.parse(await expectOk(await get(aroha, getBillInsights.path)));
    expect(insights.bills).toHaveLength(12);
    expect(insights.selectedBill).toMatchObject(insights.bills[0] ?? {});
    expect(addDays(insights.previousBill.endDate, 1)).toBe(insights.selectedBill.startDate);
    expect(insights.costChange.amount).toBeCloseTo(insights.selectedBill.amount - insights.previousBill.amount, 2);
    const reasons = insights.reasons.reduce((sum, reason) => sum + Math.round(reason.amount * 100), 0);
    expect(reasons).toBe(Math.round(insights.costChange.amount * 100));
    for (const reason of insights.reasons) expect(reason.message.length).toBeGreaterThan(0);
  });

  it('shows as the last bill the newest bill of the transactions, with the same id, period and amount', async () => {
    const [newest] = await transactionBills(aroha);
    if (!newest?.billId) throw new Error('aroha has issued bills');
    const bill = getBill.response.parse(
      await expectOk(await get(aroha, getBill.path.replace('{billId}', newest.billId))),
    );
    const { selectedBill } = getBillInsights.response.parse(await expectOk(await get(aroha, getBillInsights.path)));
    expect(selectedBill).toMatchObject({
      billId: bill.id,
      startDate: bill.periodStart,
      endDate: bill.periodEnd,
      issueDate: bill.issueDate,
      amount: bill.amount,
    });
    expect(Math.round(selectedBill.amount * 100)).toBe(Math.round(Math.abs(newest.amount) * 100));
  });

  it('looks at an earlier bill when asked, and refuses a date or id that starts none', async () => {
    const { bills } = getBillInsights.response.parse(await expectOk(await get(aroha, getBillInsights.path)));
    const chosen = bills[3];
    if (!chosen) throw new Error('Too few bills');
    const insights = getBillInsights.response.parse(
      await expectOk(await get(aroha, `${getBillInsights.path}?billStartDate=${chosen.startDate}`)),
    );
    expect(insights.selectedBill).toMatchObject(chosen);
    const byId = getBillInsights.response.parse(
      await expectOk(await get(aroha, `${getBillInsights.path}?billId=${chosen.billId}`)),
    );
    expect(byId.selectedBill.billId).toBe(chosen.billId);
    expect(addDays(byId.previousBill.endDate, 1)).toBe(chosen.startDate);
    await expectProblem(await get(aroha, `${getBillInsights.path}?billStartDate=${addDays(chosen.startDate, 1)}`), 404);
    // Only the selected account's bills are looked at: tama's last bill's id (B<customer number>-<issue date>) is not
    // found for aroha, the same as one that does not exist.
    const [tamasCycle] = issuedCycles(TEST_TODAY, 20, '2000-01-01', 1);
    const tamasBillId = `B2001234567-${(tamasCycle?.issueDate ?? '').replaceAll('-', '')}`;
    await expectProblem(await get(aroha, `${getBillInsights.path}?billId=${tamasBillId}`), 404);
    const malformed = await expectProblem(await get(aroha, `${getBillInsights.path}?billStartDate=yesterday`), 400);
    expect(malformed.detail).toContain('billStartDate');
  });
});
