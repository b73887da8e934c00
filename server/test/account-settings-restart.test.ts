import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  API_BASE,
  changeEmail,
  deletePhone,
  getBillingAccounts,
  getSwitcher,
  getUserMetadata,
  requestPasswordReset,
  setPhone,
  setSiteNickname,
  updateUserPreferences,
} from '@harakeke/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase, type Database } from '../src/db/client.js';
import { DEMO_PASSWORD, demoCustomers } from '../src/demo/customers.js';
import { demoCustomer, expectOk } from './customer-api.js';
import { signInForTokens, signsInWith } from './oidc-flow.js';
import { newestMailLink, openLinkAndPressItsButton, submitResetPasswordForm } from './outbox.js';
import { openSeededDatabase, startTestServer, type TestServer } from './test-server.js';

// 'Each change survives a server restart': every account setting of spec 1 §5 and §7 is changed through the API on
// a server over an embedded database on disk, the server and its database are closed, and a new server over the
// same folder (migrated and seeded again, as `npm start` does) signs the customer in with the new address and
// password and answers what was saved. The seed must leave a demo customer's changes alone.
const kiri = demoCustomer(demoCustomers, 'kiri@example.nz');
const newEmail = 'kiri.restarted@example.nz';
const newPassword = 'Survives-restart-2027';

let dataDir: string;
let database: Database | undefined;
let server: TestServer | undefined;

async function start(db: Database): Promise<TestServer> {
  database = db;
  server = await startTestServer({}, { database: db });
  return server;
}

async function stop(): Promise<void> {
  await server?.close();
  await database?.close();
  server = undefined;
  database = undefined;
}

/** The API as a customer signed in with this email and password on this server. */
async function signedInApi(on: TestServer, email: string, password: string) {
  const token = (await signInForTokens(on, email, password)).access_token;
  return (method: string, path: string, body?: unknown) =>
    fetch(`${on.url}${API_BASE}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }).then(expectOk);
}

function sitesOf(switcherAnswer: unknown) {
  return getSwitcher.response.parse(switcherAnswer).billingAccounts.flatMap((account) => account.billingAccountSites);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'harakeke-restart-'));
});

afterAll(async () => {
  await stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('account settings across a server restart', () => {
  it('keeps the login email, password, preferences, phones and site nickname', async () => {
    const first = await start(await openSeededDatabase(dataDir));
    const call = await signedInApi(first, kiri.email, DEMO_PASSWORD);
    await call('POST', changeEmail.path, { email: newEmail, password: DEMO_PASSWORD });
    const confirmLink = await newestMailLink(first, newEmail, '/idp-account/confirm-email-change/');
    await call('PUT', updateUserPreferences.path, {
      email: 'kiri.bills@example.nz',
      sendBillViaEmail: false,
      sendPromotionViaEmail: true,
    });
    await call('POST', setPhone.path.replace('{purpose}', 'work'), { number: '+6448012345' });
    await call('DELETE', deletePhone.path.replace('{purpose}', 'home'));
    const siteId = sitesOf(await call('GET', getSwitcher.path))[0]?.id;
    await call('POST', setSiteNickname.path, { billingAccountSiteId: siteId, nickname: "Kiri's place" });
    // Last: the new address's link, then a reset, each end the sign-in these calls were made with.
    expect((await openLinkAndPressItsButton(confirmLink)).status).toBe(200);
    const afterChange = await signedInApi(first, newEmail, DEMO_PASSWORD);
    await afterChange('POST', requestPasswordReset.path, {});
    const resetLink = await newestMailLink(first, newEmail, '/idp-account/reset-password/');
    expect((await submitResetPasswordForm(resetLink, newPassword)).status).toBe(200);
    await stop();

    const second = await start(await openEmbeddedDatabase(dataDir));
    expect(await signsInWith(second, kiri.email, DEMO_PASSWORD)).toBe(false);
    expect(await signsInWith(second, newEmail, DEMO_PASSWORD)).toBe(false);
    const again = await signedInApi(second, newEmail, newPassword);

    const metadata = getUserMetadata.response.parse(await again('GET', getUserMetadata.path));
    expect(metadata).toMatchObject({ email: newEmail, emailVerified: true, pendingEmail: null });
    const accounts = getBillingAccounts.response.parse(await again('GET', getBillingAccounts.path));
    expect(accounts.selectedBillingAccount?.emails).toMatchObject({
      billing: 'kiri.bills@example.nz',
      isInvoiceDeliveryByEmail: false,
      promotions: true,
    });
    expect(accounts.contact.phones).toHaveLength(2);
    expect(accounts.contact.phones).toEqual(
      expect.arrayContaining([
        { purpose: 'mobile', number: '+64211114444' },
        { purpose: 'work', number: '+6448012345' },
      ]),
    );
    expect(sitesOf(await again('GET', getSwitcher.path)).find((site) => site.id === siteId)?.nickname).toBe(
      "Kiri's place",
    );
  });
});
