import {
  changeEmail,
  deletePhone,
  getBillingAccounts,
  getSwitcher,
  getUserMetadata,
  setPhone,
  setSiteNickname,
  updateUserPreferences,
} from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import {
  billingEmailRuleCases,
  loginEmailCurrent,
  loginEmailRuleCases,
  nicknameRuleCases,
  phoneRuleCases,
} from '../../contract/src/account-settings-rules.cases.js';
import { DEMO_PASSWORD, demoCustomers } from '../src/demo/customers.js';
import { demoCustomer, expectOk, expectProblem, useCustomerApi } from './customer-api.js';

// spec 1 §5's login email, phone and nickname rules, the same cases the shared rules and the portal's fields are tested with,
// posted to the real routes: a number or nickname the portal would refuse is a 400 naming the field with the portal's
// message, never a 500; one it would send is stored.
const ana = demoCustomer(demoCustomers, 'ana@example.nz');
const tama = demoCustomer(demoCustomers, 'tama@example.nz');

const { call } = useCustomerApi([ana, tama]);

describe('spec 1 §5 new login email at the route', () => {
  async function loginEmailOf(customer: { id: string }) {
    return getUserMetadata.response.parse(await expectOk(await call(customer, 'GET', getUserMetadata.path))).email;
  }

  it('judges the cases against the demo customer whose address they are written for', () => {
    expect(ana.email).toBe(loginEmailCurrent);
  });

  it.each(loginEmailRuleCases)('$name', async ({ typed, message }) => {
    const response = await call(ana, 'POST', changeEmail.path, { email: typed, password: DEMO_PASSWORD });
    if (message === undefined) {
      const changed = changeEmail.response.parse(await expectOk(response));
      // Trimmed, as the rule judges it, and waiting for its link: the login email stays until then.
      expect(changed.pendingEmail).toBe(typed.trim());
      expect(await loginEmailOf(ana)).toBe(loginEmailCurrent);
      return;
    }
    const problem = await expectProblem(response, 400);
    expect(problem.detail).toBe(`email: ${message}`);
    expect(await loginEmailOf(ana)).toBe(loginEmailCurrent);
  });
});

describe('spec 1 §5 billing email at the route', () => {
  const preferences = { sendBillViaEmail: true, sendPromotionViaEmail: false };

  it.each(billingEmailRuleCases)('$name', async ({ typed, message }) => {
    const response = await call(ana, 'PUT', updateUserPreferences.path, { ...preferences, email: typed });
    if (message === undefined) {
      expect(updateUserPreferences.response.parse(await expectOk(response)).email).toBe(typed.trim());
      const accounts = getBillingAccounts.response.parse(
        await expectOk(await call(ana, 'GET', getBillingAccounts.path)),
      );
      expect(accounts.selectedBillingAccount?.emails.billing).toBe(typed.trim());
      return;
    }
    expect((await expectProblem(response, 400)).detail).toBe(`email: ${message}`);
  });
});

const phonePath = (purpose: string) => setPhone.path.replace('{purpose}', purpose);

async function phonesOf(customer: { id: string }) {
  return getBillingAccounts.response.parse(await expectOk(await call(customer, 'GET', getBillingAccounts.path))).contact
    .phones;
}

describe('spec 1 §5 phone numbers at the route', () => {
  it.each(phoneRuleCases)('$name', async ({ normalised, message }) => {
    const response = await call(ana, 'POST', phonePath('work'), { number: normalised });
    if (message === undefined) {
      setPhone.response.parse(await expectOk(response));
      expect((await phonesOf(ana)).find((phone) => phone.purpose === 'work')?.number).toBe(normalised);
      await expectOk(await call(ana, 'DELETE', phonePath('work')));
      return;
    }
    const problem = await expectProblem(response, 400);
    expect(problem.detail).toBe(`number: ${message}`);
  });

  it('refuses a number as typed (not normalised) with the same message', async () => {
    const problem = await expectProblem(await call(ana, 'POST', phonePath('home'), { number: '021 123 4567' }), 400);
    expect(problem.detail).toBe('number: Please enter a valid phone number.');
  });

  it('deletes a number only while another is set: 409 for the last one, 404 for one not set', async () => {
    // Ana has only a mobile number.
    expect((await phonesOf(ana)).map((phone) => phone.purpose)).toEqual(['mobile']);
    const last = await expectProblem(await call(ana, 'DELETE', phonePath('mobile')), 409);
    expect(last.detail).toContain('at least one');
    await expectProblem(await call(ana, 'DELETE', phonePath('home')), 404);
    await expectOk(await call(ana, 'POST', phonePath('home'), { number: '+6493771234' }));
    const deleted = deletePhone.response.parse(await expectOk(await call(ana, 'DELETE', phonePath('home'))));
    expect(deleted.phones.map((phone) => phone.purpose)).toEqual(['mobile']);
  });

  it('refuses a body without a number, or a number that is not text, naming the field', async () => {
    expect((await expectProblem(await call(ana, 'POST', phonePath('home'), {}), 400)).detail).toContain('number');
    expect((await expectProblem(await call(ana, 'POST', phonePath('home'), { number: 21 }), 400)).detail).toContain(
      'number',
    );
  });
});

describe('spec 1 §5 site nicknames at the route', () => {
  const siteId = 'site-2001-b';

  async function nicknameOf(id: string) {
    const switcher = getSwitcher.response.parse(await expectOk(await call(tama, 'GET', getSwitcher.path)));
    return switcher.billingAccounts.flatMap((account) => account.billingAccountSites).find((site) => site.id === id)
      ?.nickname;
  }

  it.each(nicknameRuleCases)('$name', async ({ nickname, message }) => {
    const response = await call(tama, 'POST', setSiteNickname.path, { billingAccountSiteId: siteId, nickname });
    if (message === undefined) {
      const saved = setSiteNickname.response.parse(await expectOk(response));
      // Stored trimmed, as the rule judges it.
      expect(saved.nickname).toBe(nickname.trim());
      expect(await nicknameOf(siteId)).toBe(nickname.trim());
      return;
    }
    const problem = await expectProblem(response, 400);
    expect(problem.detail).toBe(`nickname: ${message}`);
  });

  it('refuses a nickname that is not text, naming the field', async () => {
    const response = await call(tama, 'POST', setSiteNickname.path, { billingAccountSiteId: siteId, nickname: 7 });
    expect((await expectProblem(response, 400)).detail).toContain('nickname');
  });
});
