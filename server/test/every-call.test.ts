import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../src/demo/customers.js';
import { useCustomerApi } from './customer-api.js';
import { customerReads, readPath } from './customer-reads.js';

// Every call answers from the database with contract-valid data for every demo customer. Each demo customer reads
// every call that takes no id: the answer is a success the contract accepts, or one of the errors the call documents
// (a 404 where the customer has no such thing, e.g. a business profile at home).
const { get } = useCustomerApi(demoCustomers);
const reads = customerReads;

describe.each(demoCustomers.map((customer) => [customer.email, customer] as const))('%s', (_email, customer) => {
  it('gets a contract-valid answer, or a documented error, from every read', async () => {
    expect(reads.length).toBeGreaterThan(50);
    for (const [id, call] of reads) {
      const response = await get(customer, readPath(id, call));
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
