import { getBillPlanner, getTransactions } from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { currentCycle } from '../src/billing-accounts/bill-cycles.js';
import { demoCustomers } from '../src/demo/customers.js';
import { addDays } from '@harakeke/calendar';
import { demoCustomer, expectOk, useCustomerApi } from './customer-api.js';
import { TEST_TODAY } from './test-clock.js';

// The bill planner (spec 2 §7) of the selected billing account.
const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');

const { get } = useCustomerApi([aroha]);

describe('bill planner', () => {
  // The issued bills of the selected billing account, newest first, as the transactions call shows them.
  const transactionBills = async (as: { id: string }) => {
    const today = TEST_TODAY;
    const answer = getTransactions.response.parse(
      await expectOk(await get(as, `${getTransactions.path}?startDate=${addDays(today, -183)}&endDate=${today}`)),
    );
    return answer.transactions.filter((row) => row.kind === 'bill');
  };

  it('shows the current bill cycle so far, the last issued bill and the next cycles estimated', async () => {
    const today = TEST_TODAY;
    // aroha's site is electricity only (tama's gas would add seconds).
    const planner = getBillPlanner.response.parse(await expectOk(await get(aroha, getBillPlanner.path)));
    const { currentPeriod, lastBill } = planner;
    expect(planner.billingAccountId).toBe('ba-1001');
    // Bills are monthly cycles starting on the billing window start's day of the month (the 16th for aroha).
    const cycle = currentCycle(today, 16);
    expect(currentPeriod).toMatchObject({ startDate: cycle.start, endDate: cycle.end });
    expect(currentPeriod.daysElapsed + currentPeriod.daysRemaining).toBe(currentPeriod.days);
    if (!lastBill) throw new Error('aroha has issued bills');
    expect(lastBill.endDate < currentPeriod.startDate).toBe(true);
    expect(lastBill.supplies.map((supply) => supply.supplyType)).toEqual(['electricity']);
    expect(lastBill.billId).toBe((await transactionBills(aroha))[0]?.billId);
    expect(currentPeriod.projectedAmount).toBeGreaterThanOrEqual(currentPeriod.amountSoFar);
    expect(planner.upcomingBills).toHaveLength(6);
    expect(planner.upcomingBills[0]?.startDate).toBe(currentPeriod.startDate);
    for (const [index, bill] of planner.upcomingBills.slice(1).entries()) {
      expect(bill.startDate).toBe(addDays(planner.upcomingBills[index]?.endDate ?? '', 1));
      expect(bill.startDate.slice(8)).toBe('16');
    }
    expect(planner.suggestedWeeklyPayment).toBeGreaterThan(0);
  });
});
