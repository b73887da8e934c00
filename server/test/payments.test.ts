import {
  deleteRecurringPayment,
  deleteSavedCard,
  getBillingAccounts,
  getRecurringOptions,
  getRecurringPayment,
  getSavedCard,
  setupDirectDebit,
} from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../src/demo/customers.js';
import { demoCustomer, useCustomerApi } from './customer-api.js';

// Payment options (spec 1 §3, §5): the customer with a saved card and a recurring direct debit; the buying-group account; the
// direct debit rules of spec 1 §5 re-checked by the server.
const ana = demoCustomer(demoCustomers, 'ana@example.nz');
const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');
const hemi = demoCustomer(demoCustomers, 'hemi@example.nz');

const { call } = useCustomerApi([ana, aroha, hemi]);

const bankDetails = {
  customerName: 'Aroha Ngata',
  mobile: '+64211234567',
  holder: 'A Ngata',
  issuer: 'Kiwi Savings Bank',
  branch: 'Ponsonby',
  number: '12-3456-7890123-001',
  branchAddress: '1 Ponsonby Road, Auckland',
  paymentInformation: 'POWER',
};

describe('demo customers for payments', () => {
  it("shows Ana's saved card and recurring direct debit, its number masked", async () => {
    const card = getSavedCard.response.parse(await (await call(ana, 'GET', getSavedCard.path)).json());
    expect(card.card).toMatchObject({ brand: 'Visa', last4: '4242' });
    const recurring = getRecurringPayment.response.parse(
      await (await call(ana, 'GET', getRecurringPayment.path)).json(),
    );
    expect(recurring).toMatchObject({ paymentMethod: 'directDebit', canDeleteRecurring: true, hasDiscount: true });
    expect(recurring.directDebit?.maskedNumber).toBe('38-••••-•••••78-000');
    expect(JSON.stringify(recurring)).not.toContain('0345678');
  });

  it('has a buying-group account named as the group', async () => {
    const accounts = getBillingAccounts.response.parse(await (await call(hemi, 'GET', getBillingAccounts.path)).json());
    expect(accounts.selectedBillingAccount).toMatchObject({
      isBuyingGroup: true,
      buyingGroupName: 'Hawke’s Bay Growers Group',
    });
  });
});

describe('recurring payments', () => {
  it('offers direct debit by default', async () => {
    const options = getRecurringOptions.response.parse(
      await (await call(aroha, 'GET', getRecurringOptions.path)).json(),
    );
    expect(options.defaultOption).toBe('directDebit');
  });

  it('sets up a direct debit, which then shows, and cancels it', async () => {
    const none = getRecurringPayment.response.parse(await (await call(aroha, 'GET', getRecurringPayment.path)).json());
    expect(none.paymentMethod).toBe('none');
    const setUp = await call(aroha, 'POST', setupDirectDebit.path, { bankDetails });
    expect(setupDirectDebit.response.parse(await setUp.json())).toMatchObject({ paymentMethod: 'directDebit' });
    const cancelled = await call(aroha, 'DELETE', deleteRecurringPayment.path);
    expect(deleteRecurringPayment.response.parse(await cancelled.json()).paymentMethod).toBe('none');
    expect((await call(aroha, 'DELETE', deleteRecurringPayment.path)).status).toBe(404);
  });

  it.each([
    ['customerName', '', 'Please enter a submitter’s name.'],
    ['customerName', 'x'.repeat(151), 'Sorry submitter’s name has a max length of 150 characters.'],
    ['mobile', '', 'Please enter your mobile phone number.'],
    ['mobile', '+6493771234', 'Please enter a valid mobile phone number.'],
    ['holder', 'x'.repeat(40), 'Sorry bank account name has a max length of 39 characters.'],
    ['issuer', '', 'Please select your bank.'],
    ['branch', 'x'.repeat(51), 'Sorry branch has a max length of 50 characters.'],
    ['number', '12-3456-7890123-01', 'Please enter a valid bank account number.'],
    ['branchAddress', '', 'Please enter the branch address.'],
    ['paymentInformation', 'x'.repeat(13), 'Sorry payment information has a max length of 12 characters.'],
  ])('refuses %s %j with the spec’s message', async (field, value, message) => {
    const response = await call(aroha, 'POST', setupDirectDebit.path, {
      bankDetails: { ...bankDetails, [field]: value },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { detail: string }).detail).toBe(`bankDetails.${field}: ${message}`);
  });
});

describe('saved card', () => {
  it('removes a saved card, and says when there is none', async () => {
    const removed = await call(ana, 'DELETE', deleteSavedCard.path);
    expect(deleteSavedCard.response.parse(await removed.json())).toEqual({ card: null });
    expect((await call(ana, 'DELETE', deleteSavedCard.path)).status).toBe(404);
  });
});
