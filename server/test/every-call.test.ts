import { calls, type CallSchema } from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../src/seed/demo-customers.js';
import { aucklandToday, shiftDate } from '../src/usage/period-data.js';
import { useCustomerApi } from './customer-api.js';

// Issue 6, done when: every call answers from the database with contract-valid data for every demo customer. Each
// demo customer reads every call that takes no id: the answer is a success the contract accepts, or one of the
// errors the call documents (a 404 where the customer has no such thing, e.g. a business profile at home).
const { get } = useCustomerApi(demoCustomers);
const today = aucklandToday();

/** Queries for the reads that need one; the others are read with none. */
const sampleQueries: Record<string, string> = {
  getTransactions: `startDate=${shiftDate(today, -90)}&endDate=${today}`,
  downloadTransactions: `startDate=${shiftDate(today, -90)}&endDate=${today}`,
  getAdvancedGasBillPeriod: `startDate=${shiftDate(today, -30)}&endDate=${today}`,
  getYearlyInsights: `year=${Number(today.slice(0, 4)) - 1}`,
  getUsageImpact: `date=${shiftDate(today, -1)}`,
  getPowershoutHistory: 'pageSize=40&pageNumber=1',
  getWidgetList: 'tabId=dashboard',
  getNewDashboardWidgetList: 'tabId=newDashboard',
};

for (const id of Object.keys(sampleQueries)) {
  if (!(id in calls)) throw new Error(`The sample queries name a call the contract does not have: ${id}.`);
}

const reads = Object.entries(calls as Record<string, CallSchema>).filter(
  ([id, call]) =>
    call.method === 'GET' &&
    call.auth === 'customer' &&
    !call.path.includes('{') &&
    (id in sampleQueries || call.request.safeParse({}).success),
);

describe.each(demoCustomers.map((customer) => [customer.email, customer] as const))('%s', (_email, customer) => {
  it('gets a contract-valid answer, or a documented error, from every read', async () => {
    expect(reads.length).toBeGreaterThan(50);
    for (const [id, call] of reads) {
      const query = sampleQueries[id];
      const response = await get(customer, query ? `${call.path}?${query}` : call.path);
      const label = `${customer.email} GET ${call.path}`;
      if (response.status !== 200) {
        expect(call.errors, `${label} answered ${response.status}`).toContain(response.status);
        expect(response.status, label).not.toBe(500);
        continue;
      }
      if (call.file) {
        expect(response.headers.get('content-disposition'), label).toMatch(/^attachment; filename="/);
        continue;
      }
      const parsed = call.response.safeParse(await response.json());
      expect(parsed.success, `${label}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
    }
    // A customer's first reads generate three years of readings per supply point: Tama has five.
  }, 180_000);
});
