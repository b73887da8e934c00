import {
  deleteRecurringPayment,
  directDebitSubmissionOf,
  getBill,
  getTransactions,
  setupDirectDebit,
} from '@harakeke/contract';
import { addDays } from '@harakeke/calendar';
import { describe, expect, it } from 'vitest';
import { validDirectDebitForm } from '../../contract/src/direct-debit-rules.cases.js';
import { billingAccountsRoutes } from '../src/billing-accounts/routes.js';
import { balanceLedger } from '../src/bills/ledger.js';
import { issuedCycles } from '../src/billing-accounts/bill-cycles.js';
import { billsRoutes } from '../src/bills/routes.js';
import { demoCustomers } from '../src/demo/customers.js';
import { paymentOptionsRoutes } from '../src/payment-options/routes.js';
import { demoCustomer } from './customer-api.js';
import { useRoutesOnADay } from './routes-on-a-day.js';
import { TEST_TODAY } from './test-clock.js';

// spec 1 §4 recurringPaymentDiscount: 'off each bill' from the next bill issued after a direct debit is set up, until
// it is cancelled; decided by the days, whenever a bill is first composed.
const { send, answer } = useRoutesOnADay([
  () => billingAccountsRoutes(balanceLedger),
  billsRoutes,
  paymentOptionsRoutes,
]);
const aroha = 'cust-aroha';

/** Aroha's bills issued from `since` to `date` as the Bills tab lists them on `date`: issue date → discounts. */
async function discountsOf(since: string, date: string) {
  const { transactions } = await answer(getTransactions, aroha, date, `?startDate=${since}&endDate=${date}`);
  const discounts: Record<string, number> = {};
  for (const row of transactions.filter((entry) => entry.kind === 'bill')) {
    const path = getBill.path.replace('{billId}', row.billId ?? '');
    const bill = await answer(getBill, aroha, date, '', path);
    discounts[bill.issueDate] = bill.items.discounts;
  }
  return discounts;
}

describe('the direct debit discount', () => {
  it('is on each bill issued after set-up, not on the one issued that day, and stops after cancelling', async () => {
    // Aroha has no recurring payment; four of her bills in a row, the newest a month or more ago.
    const anchorDay = Number(demoCustomer(demoCustomers, 'aroha@example.nz').accounts[0]?.windowStart.slice(8, 10));
    const [fourth, third, second, first] = issuedCycles(TEST_TODAY, anchorDay, '', 5)
      .slice(1)
      .map((cycle) => cycle.issueDate) as [string, string, string, string];
    const submission = directDebitSubmissionOf(validDirectDebitForm, 'kowhai');
    expect((await send(setupDirectDebit, aroha, first, '', submission)).status).toBe(200);
    // Composed on the day after each was issued, while the direct debit is set up.
    await discountsOf(addDays(first, -1), addDays(second, 1));
    expect((await send(deleteRecurringPayment, aroha, addDays(third, 3))).status).toBe(200);
    const discounts = await discountsOf(addDays(first, -1), addDays(fourth, 1));
    expect(discounts).toEqual({ [first]: 0, [second]: 2, [third]: 2, [fourth]: 0 });
  });
});
