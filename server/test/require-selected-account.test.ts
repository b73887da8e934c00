import {
  API_BASE,
  chooseDonationOption,
  defineCall,
  getBillChecker,
  getBillInsights,
  getBillPlanner,
  getBillSummaryV2,
  getBusinessProfile,
  getDashboard,
  getDonation,
  getElectricityForecast,
  getHeroMessage,
  getLoyaltyCard,
  getSavedCard,
  getTransactions,
  problemContentType,
  type CallSchema,
} from '@harakeke/contract';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiAreas } from '../src/api-areas.js';
import { stoppedClock } from '../src/clock.js';
import type { Database } from '../src/db/client.js';
import { consoleLogger, provideServices, type ApiEnv } from '../src/http/api-context.js';
import { defineRoute } from '../src/http/define-route.js';
import { installProblemHandlers } from '../src/http/problem-handlers.js';
import { requireCustomer } from '../src/http/require-customer.js';
import { requireSelectedAccountOn, selectedAccountOf } from '../src/billing-accounts/require-selected-account.js';
import { noLimits } from './no-limits.js';
import { TEST_NOW } from './test-clock.js';
import { openSeededDatabase } from './test-server.js';

// The calls that work on the customer's selected billing account (spec 1 §3 selectedBillingAccount) find it once,
// in requireSelectedAccount, before their handler: a customer without one gets the same 404 from every one of them.

/** A customer with a login but no billing account. */
const WITHOUT_ACCOUNTS = 'cust-without-accounts';
/** A demo customer with two billing accounts (ba-2001 selected in the seed, ba-2002). */
const TAMA = 'cust-tama';

/** A call that answers the id of the account its handler was given. */
const selectedIdCall = defineCall({
  method: 'GET',
  path: '/private/test/selected-account',
  auth: 'customer',
  request: z.object({}),
  response: z.object({ billingAccountId: z.string() }),
  errors: [401, 404],
  summary: 'The selected account, for testing requireSelectedAccount',
});

let db: Database;
let app: Hono;

beforeAll(async () => {
  db = await openSeededDatabase();
  await db.query(
    `INSERT INTO customers (id, email, password_hash, first_name, last_name) VALUES ($1, $2, 'not a hash', 'No', 'Accounts')`,
    [WITHOUT_ACCOUNTS, 'no-accounts@example.nz'],
  );
  const areas = new Hono<ApiEnv>();
  areas.use(
    provideServices({ db, clock: stoppedClock(TEST_NOW), log: consoleLogger, brand: 'kowhai', limits: noLimits }),
  );
  // The bearer token is the customer's id: these tests are about what comes after sign-in.
  areas.use(
    '/private/*',
    requireCustomer(async (header) => header?.replace(/^Bearer /, '') || undefined),
  );
  for (const routes of apiAreas) areas.route('/', routes());
  const probe = new Hono<ApiEnv>();
  requireSelectedAccountOn(probe, [selectedIdCall]);
  defineRoute(probe, selectedIdCall, async ({ c }) => ({ billingAccountId: selectedAccountOf(c).id }));
  areas.route('/', probe);
  app = new Hono().route(API_BASE, areas);
  installProblemHandlers(app);
});

afterAll(async () => {
  await db?.close();
});

const request = (customerId: string, call: CallSchema, body?: unknown) =>
  app.request(`${API_BASE}${call.path}`, {
    method: call.method,
    headers: { Authorization: `Bearer ${customerId}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('requireSelectedAccount', () => {
  it.each([
    getTransactions,
    getBillSummaryV2,
    getDashboard,
    getHeroMessage,
    getBillChecker,
    getSavedCard,
    getLoyaltyCard,
    getBillPlanner,
    getBillInsights,
    getBusinessProfile,
    getElectricityForecast,
    getDonation,
  ])('answers $method $path without a billing account with the 404 problem', async (call) => {
    const response = await request(WITHOUT_ACCOUNTS, call);
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toBe(problemContentType);
    expect(await response.json()).toEqual({
      type: '/error/not_found',
      title: 'Not found',
      status: 404,
      detail: 'You have no billing account selected.',
      instance: `${API_BASE}${call.path}`,
    });
  });

  it('refuses a change without a billing account, and writes nothing', async () => {
    const response = await request(WITHOUT_ACCOUNTS, chooseDonationOption, { optionId: 'monthly5' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { detail: string }).detail).toBe('You have no billing account selected.');
    expect(
      await db.query(
        'SELECT 1 FROM donation_choices c JOIN billing_accounts b ON b.id = c.billing_account_id WHERE b.customer_id = $1',
        [WITHOUT_ACCOUNTS],
      ),
    ).toEqual([]);
  });

  it('hands the handler the account the customer selected, the first when none is marked', async () => {
    const selectedId = async () =>
      ((await (await request(TAMA, selectedIdCall)).json()) as { billingAccountId: string }).billingAccountId;
    expect(await selectedId()).toBe('ba-2001');
    await db.query("UPDATE billing_accounts SET is_selected = (id = 'ba-2002') WHERE customer_id = $1", [TAMA]);
    expect(await selectedId()).toBe('ba-2002');
    await db.query('UPDATE billing_accounts SET is_selected = false WHERE customer_id = $1', [TAMA]);
    expect(await selectedId()).toBe('ba-2001');
  });

  it('answers 401 before looking for an account when nobody is signed in', async () => {
    const response = await app.request(`${API_BASE}${getLoyaltyCard.path}`);
    expect(response.status).toBe(401);
  });

  it('cannot be mounted on a call that does not declare the 404 it answers', () => {
    const undeclared = defineCall({ ...selectedIdCall, path: '/private/test/undeclared', errors: [401] });
    expect(() => requireSelectedAccountOn(new Hono<ApiEnv>(), [undeclared])).toThrow(/does not declare 404/);
  });
});
