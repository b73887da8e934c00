import { API_BASE, chooseDonationOption, dismissDonationBanner, getDonation } from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { currentCycle } from '../src/billing-accounts/bill-cycles.js';
import { demoCustomers } from '../src/demo/customers.js';
import { demoCustomer, expectOk, expectProblem, useCustomerApi } from './customer-api.js';
import { TEST_TODAY } from './test-clock.js';

// Donations (spec 1 §2 /account/profile/donate, spec 2 §3) for the selected billing account: demo data, pending
// changes dated by the account's next bill, validation naming the field, the banner and persistence.
const tama = demoCustomer(demoCustomers, 'tama@example.nz');
const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');
const mere = demoCustomer(demoCustomers, 'mere@example.nz');
const hemi = demoCustomer(demoCustomers, 'hemi@example.nz');
const ana = demoCustomer(demoCustomers, 'ana@example.nz');

const api = useCustomerApi([tama, aroha, mere, hemi, ana]);

const donation = async (as: { id: string }) =>
  getDonation.response.parse(await expectOk(await api.get(as, getDonation.path)));
const choose = (as: { id: string }, optionId: unknown) => api.call(as, 'POST', chooseDonationOption.path, { optionId });

describe('donations', () => {
  it("shows tama@'s $5 a month, with the partner and every option", async () => {
    const tamas = await donation(tama);
    expect(tamas).toMatchObject({
      billingAccountId: 'ba-2001',
      selectedOption: 'monthly5',
      pending: null,
      promotion: null,
      showBanner: false,
    });
    expect(tamas.info.partnerName).toBe('Te Mahana Community Energy Fund');
    expect(tamas.options.map((option) => option.id)).toEqual(['roundUp', 'monthly2', 'monthly5', 'monthly10', 'none']);
    expect(tamas.options.find((option) => option.id === 'monthly10')?.monthlyAmount).toBe(10);
  });

  it('shows aroha@ the banner and the promotion until she chooses', async () => {
    expect(await donation(aroha)).toMatchObject({
      billingAccountId: 'ba-1001',
      selectedOption: 'none',
      pending: null,
      showBanner: true,
    });
    expect((await donation(aroha)).promotion?.title).toBeTruthy();
  });

  it("makes a chosen option pending until the next bill's issue date, and keeps it", async () => {
    const today = TEST_TODAY;
    const nextBill = currentCycle(today, 16).issueDate;
    expect(nextBill > today).toBe(true);
    const chosen = chooseDonationOption.response.parse(await expectOk(await choose(aroha, 'monthly10')));
    expect(chosen).toMatchObject({
      selectedOption: 'none',
      pending: { optionId: 'monthly10', effectiveDate: nextBill },
      promotion: null,
      showBanner: false,
    });
    expect(await donation(aroha)).toEqual(chosen);
    // Another change replaces the pending one; going back to the option in effect cancels it.
    expect(chooseDonationOption.response.parse(await expectOk(await choose(aroha, 'roundUp'))).pending).toEqual({
      optionId: 'roundUp',
      effectiveDate: nextBill,
    });
    const stopped = chooseDonationOption.response.parse(await expectOk(await choose(aroha, 'none')));
    expect(stopped).toMatchObject({ selectedOption: 'none', pending: null, showBanner: false });
    expect(stopped.promotion).not.toBeNull();
    expect((await donation(aroha)).showBanner).toBe(false);
  });

  it("dates tama@'s change by his own account's bills, and cancels it when he keeps his $5", async () => {
    const nextBill = currentCycle(TEST_TODAY, 20).issueDate;
    const changed = chooseDonationOption.response.parse(await expectOk(await choose(tama, 'roundUp')));
    expect(changed).toMatchObject({
      selectedOption: 'monthly5',
      pending: { optionId: 'roundUp', effectiveDate: nextBill },
    });
    const kept = chooseDonationOption.response.parse(await expectOk(await choose(tama, 'monthly5')));
    expect(kept).toMatchObject({ selectedOption: 'monthly5', pending: null });
    expect(await donation(tama)).toEqual(kept);
  });

  it.each([['monthly20'], [''], [5], [null]])('answers 400 naming optionId for %j', async (optionId) => {
    const problem = await expectProblem(await choose(ana, optionId), 400);
    expect(problem.detail).toContain('optionId');
  });

  it('answers 400 naming optionId when it is missing, and changes nothing', async () => {
    expect((await expectProblem(await api.call(ana, 'POST', chooseDonationOption.path, {}), 400)).detail).toContain(
      'optionId',
    );
    expect(await donation(ana)).toMatchObject({ selectedOption: 'none', pending: null, showBanner: true });
  });

  it('hides the banner for good once dismissed, without choosing an option', async () => {
    const dismissed = dismissDonationBanner.response.parse(
      await expectOk(await api.call(ana, 'POST', dismissDonationBanner.path)),
    );
    expect(dismissed).toMatchObject({ billingAccountId: 'ba-5001', showBanner: false, selectedOption: 'none' });
    expect(dismissed.promotion).not.toBeNull();
    expect((await donation(ana)).showBanner).toBe(false);
  });

  it("keeps each customer's choice to their own account", async () => {
    expect(await donation(mere)).toMatchObject({
      billingAccountId: 'ba-3001',
      selectedOption: 'none',
      pending: null,
      showBanner: true,
    });
    expect((await donation(tama)).selectedOption).toBe('monthly5');
    expect((await donation(hemi)).showBanner).toBe(true);
  });
});

describe('without a bearer token', () => {
  it.each([
    ['GET', getDonation.path],
    ['POST', chooseDonationOption.path],
    ['POST', dismissDonationBanner.path],
  ])('answers 401 to %s %s', async (method, path) => {
    const response = await fetch(`${api.server.current.url}${API_BASE}${path}`, { method });
    expect(response.status).toBe(401);
  });
});
