import {
  changeEmail,
  deletePhone,
  getAccountRoles,
  getBillingAccounts,
  getPlans,
  getSwitcher,
  getUserMetadata,
  requestEmailVerification,
  requestPasswordReset,
  setPhone,
  setSiteNickname,
  updateUserPreferences,
} from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoCustomers } from '../src/demo/customers.js';
import { useCustomerApi } from './customer-api.js';

// Account settings (spec 1 §5 and §7) persist per customer and re-check the spec's rules.
const [aroha, tama, mere] = demoCustomers;
if (!aroha || !tama || !mere) throw new Error('The demo customers changed; these tests use the first three.');

const { call } = useCustomerApi([aroha, tama, mere]);

async function detailOf(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  return ((await response.json()) as { detail: string }).detail;
}

describe('login email', () => {
  it('refuses an address another login uses with 409, whatever its case', async () => {
    const detail = await detailOf(
      await call(mere, 'POST', changeEmail.path, { email: tama.email.toUpperCase(), password: DEMO_PASSWORD }),
      409,
    );
    expect(detail).toContain('already in use');
    // spec 2 §8: the back end's support number, which the portal rewrites to 0800 086 400.
    expect(detail).toContain('0800 300 400');
  });

  it("refuses the current address with spec 1 §5's words, and an address that is not one", async () => {
    expect(
      await detailOf(await call(mere, 'POST', changeEmail.path, { email: mere.email, password: DEMO_PASSWORD }), 400),
    ).toContain('Email matches current email');
    expect(
      await detailOf(
        await call(mere, 'POST', changeEmail.path, { email: 'mere@example', password: DEMO_PASSWORD }),
        400,
      ),
    ).toContain('email: Please enter a valid email address');
  });

  it('starts a change of the login email, which waits for the new address to open its link', async () => {
    const response = await call(mere, 'POST', changeEmail.path, {
      email: 'mere.t@example.nz',
      password: DEMO_PASSWORD,
    });
    expect(changeEmail.response.parse(await response.json())).toMatchObject({
      email: mere.email,
      pendingEmail: 'mere.t@example.nz',
    });
    const metadata = getUserMetadata.response.parse(await (await call(mere, 'GET', getUserMetadata.path)).json());
    expect(metadata).toMatchObject({ email: mere.email, pendingEmail: 'mere.t@example.nz' });
  });

  it('accepts requests for a password reset and a verification email', async () => {
    expect(
      requestPasswordReset.response.parse(await (await call(mere, 'POST', requestPasswordReset.path)).json()),
    ).toEqual({
      sent: true,
    });
    expect(
      requestEmailVerification.response.parse(await (await call(mere, 'POST', requestEmailVerification.path)).json()),
    ).toEqual({ sent: true });
  });
});

describe('email preferences', () => {
  it("saves the selected billing account's bill and promotion emails", async () => {
    const preferences = { email: 'bills@example.nz', sendBillViaEmail: false, sendPromotionViaEmail: true };
    const response = await call(tama, 'PUT', updateUserPreferences.path, preferences);
    expect(updateUserPreferences.response.parse(await response.json())).toEqual(preferences);
    const accounts = getBillingAccounts.response.parse(await (await call(tama, 'GET', getBillingAccounts.path)).json());
    expect(accounts.selectedBillingAccount?.emails).toMatchObject({
      billing: 'bills@example.nz',
      isInvoiceDeliveryByEmail: false,
      promotions: true,
    });
    const other = accounts.billingAccounts.find((account) => account.id !== accounts.selectedBillingAccount?.id);
    expect(other?.emails.billing).toBe(tama.email);
  });

  it('names the field of a bad preference', async () => {
    const detail = await detailOf(
      await call(tama, 'PUT', updateUserPreferences.path, { email: 'x@y.z', sendBillViaEmail: 'yes' }),
      400,
    );
    expect(detail).toMatch(/email|sendBillViaEmail/);
  });
});

describe('phone numbers', () => {
  const phoneOf = (purpose: string) => setPhone.path.replace('{purpose}', purpose);

  it('keeps the last number: deleting it is a 409', async () => {
    expect(await detailOf(await call(aroha, 'DELETE', phoneOf('mobile')), 409)).toContain('at least one');
  });

  it('sets a home number, after which the mobile one may go', async () => {
    const set = await call(aroha, 'POST', phoneOf('home'), { number: '+6493771234' });
    expect(setPhone.response.parse(await set.json()).phones.map((phone) => phone.purpose)).toEqual(['home', 'mobile']);
    const deleted = await call(aroha, 'DELETE', phoneOf('mobile'));
    expect(deletePhone.response.parse(await deleted.json()).phones).toEqual([
      { purpose: 'home', number: '+6493771234' },
    ]);
    expect((await call(aroha, 'DELETE', phoneOf('mobile'))).status).toBe(404);
  });

  it.each(['021 123 4567', '+64', '+6421123456789012', 'call me'])(
    'refuses %j, which is not a normalised number',
    async (number) => {
      expect(await detailOf(await call(aroha, 'POST', phoneOf('work'), { number }), 400)).toContain('number');
    },
  );

  it('refuses a purpose that is not work, home or mobile', async () => {
    expect((await call(aroha, 'POST', phoneOf('fax'), { number: '+6493771234' })).status).toBe(400);
  });
});

describe('site nicknames, roles and plans', () => {
  it("names the customer's own site", async () => {
    const response = await call(tama, 'POST', setSiteNickname.path, {
      billingAccountSiteId: 'site-2001-b',
      nickname: "Nana's flat (2)",
    });
    expect(response.status).toBe(200);
    const switcher = getSwitcher.response.parse(await (await call(tama, 'GET', getSwitcher.path)).json());
    const site = switcher.billingAccounts
      .flatMap((account) => account.billingAccountSites)
      .find((s) => s.id === 'site-2001-b');
    expect(site?.nickname).toBe("Nana's flat (2)");
  });

  it.each([
    ['a character outside the rule', 'Home & garden', "letters, numbers, spaces and . - ( ) ' only"],
    ['26 characters', 'A'.repeat(26), 'at most 25'],
    ['only spaces', '   ', 'Please enter a nickname.'],
  ])('refuses %s with the rule', async (_case, nickname, message) => {
    const response = await call(tama, 'POST', setSiteNickname.path, { billingAccountSiteId: 'site-2001-b', nickname });
    expect(await detailOf(response, 400)).toContain(message);
  });

  it("cannot name another customer's site", async () => {
    const response = await call(aroha, 'POST', setSiteNickname.path, {
      billingAccountSiteId: 'site-2001-b',
      nickname: 'Mine',
    });
    expect(response.status).toBe(404);
  });

  it('answers roles per billing account and the plans of the selected site', async () => {
    const roles = getAccountRoles.response.parse(await (await call(tama, 'GET', getAccountRoles.path)).json());
    expect(roles.roles.map((role) => role.billingAccountId)).toEqual(['ba-2001', 'ba-2002']);
    const plans = getPlans.response.parse(await (await call(tama, 'GET', getPlans.path)).json());
    expect(plans.plans.map((plan) => plan.supplyType)).toEqual(['electricity', 'naturalGas']);
  });
});
