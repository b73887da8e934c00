import {
  deleteRecurringPayment,
  deleteSavedCard,
  getBillingAccounts,
  getRecurringOptions,
  getRecurringPayment,
  getSavedCard,
  directDebitSubmissionOf,
  headerNames,
  problemSchema,
  setupDirectDebit,
} from '@harakeke/contract';
import { directDebitRuleCasesByBrand, validDirectDebitForm } from '../../contract/src/direct-debit-rules.cases.js';
import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../src/demo/customers.js';
import { demoCustomer, expectOk, expectProblem, useCustomerApi } from './customer-api.js';

// Payment options (spec 1 §3, §5): the customer with a saved card and a recurring direct debit; the buying-group account; the
// direct debit rules of spec 1 §5 re-checked by the server.
const ana = demoCustomer(demoCustomers, 'ana@example.nz');
const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');
const hemi = demoCustomer(demoCustomers, 'hemi@example.nz');

const { call } = useCustomerApi([ana, aroha, hemi]);
// The same demo customers on a Fernlight server: brand rules follow the server's brand.
const fernlight = useCustomerApi([aroha], { BRAND: 'fernlight' });
const serverOf = (brandId: string) => (brandId === 'fernlight' ? fernlight.call : call);

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
    const setUp = await call(
      aroha,
      'POST',
      setupDirectDebit.path,
      directDebitSubmissionOf(validDirectDebitForm, 'kowhai'),
    );
    expect(setupDirectDebit.response.parse(await setUp.json())).toMatchObject({ paymentMethod: 'directDebit' });
    const cancelled = await call(aroha, 'DELETE', deleteRecurringPayment.path);
    expect(deleteRecurringPayment.response.parse(await cancelled.json()).paymentMethod).toBe('none');
    expect((await call(aroha, 'DELETE', deleteRecurringPayment.path)).status).toBe(404);
  });

  // spec 1 §5's table, the same cases the shared rules are tested with, against the route: each refused field is named
  // in the problem's errors with its message, in the brand whose form it is.
  it.each(directDebitRuleCasesByBrand())('$brandId: $name', async ({ field, value, brandId, message }) => {
    const submission = directDebitSubmissionOf({ ...validDirectDebitForm, [field]: value }, brandId);
    const response = await serverOf(brandId)(aroha, 'POST', setupDirectDebit.path, submission, {
      [headerNames.brand]: brandId,
    });
    if (message === undefined) {
      await expectOk(response);
      await expectOk(await serverOf(brandId)(aroha, 'DELETE', deleteRecurringPayment.path));
      return;
    }
    const problem = problemSchema.parse(await expectProblem(response, 400));
    expect(problem.errors).toEqual([{ field, detail: message }]);
    expect(problem.detail).toBe(`${field}: ${message}`);
  });

  it('names every bad field of one submission', async () => {
    const form = { ...validDirectDebitForm, bank: '', bankAccountNumber: '01-0902-0068389-00', authoriseTAndC: false };
    const response = await fernlight.call(
      aroha,
      'POST',
      setupDirectDebit.path,
      directDebitSubmissionOf(form, 'fernlight'),
    );
    const problem = problemSchema.parse(await expectProblem(response, 400));
    expect(problem.errors?.map((error) => error.field)).toEqual(['bank', 'bankAccountNumber', 'authoriseTAndC']);
  });

  it('asks for the boxes of the server’s brand, whatever brand the request says it is from', async () => {
    // A Kōwhai form has no authority box: a Fernlight server still requires it, with any X-Brand-Id or none.
    const withoutAuthority = directDebitSubmissionOf(validDirectDebitForm, 'kowhai');
    const headers: Array<Record<string, string>> = [{ [headerNames.brand]: 'kowhai' }, { [headerNames.brand]: '' }, {}];
    for (const header of headers) {
      const refused = await fernlight.call(aroha, 'POST', setupDirectDebit.path, withoutAuthority, header);
      const problem = problemSchema.parse(await expectProblem(refused, 400));
      expect(problem.errors?.map((error) => error.field)).toEqual(['authoriseTAndC']);
    }
    // And a Kōwhai server does not ask for it when a request claims to be Fernlight's.
    const accepted = await call(aroha, 'POST', setupDirectDebit.path, withoutAuthority, {
      [headerNames.brand]: 'fernlight',
    });
    await expectOk(accepted);
    await expectOk(await call(aroha, 'DELETE', deleteRecurringPayment.path));
  });
});

describe('saved card', () => {
  it('removes a saved card, and says when there is none', async () => {
    const removed = await call(ana, 'DELETE', deleteSavedCard.path);
    expect(deleteSavedCard.response.parse(await removed.json())).toEqual({ card: null });
    expect((await call(ana, 'DELETE', deleteSavedCard.path)).status).toBe(404);
  });
});
