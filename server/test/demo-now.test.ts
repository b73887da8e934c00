import {
  API_BASE,
  cardPaymentResultSchema,
  getHeroMessage,
  getLpgOrderInfo,
  getTransactions,
  getUsageSummary,
  makeCardPayment,
  type Transaction,
} from '@harakeke/contract';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.js';
import { DEMO_PASSWORD, demoCustomers } from '../src/demo/customers.js';
import { openEmbeddedDatabase, type Database } from '../src/db/client.js';
import { signInForTokens } from './oidc-flow.js';
import { startTestServer, type TestServer } from './test-server.js';

// DEMO_NOW (README, Server settings): a server started at a moment shows the demo customers as they are that day, on
// a new database seeded as `npm start` seeds it. Christmas Eve 2026, by the billing rules (billing-accounts/bill-cycles.ts) and
// each customer's payment habit (demo/customers.ts):
// - Aroha's cycle 16 Nov – 15 Dec is billed on 17 Dec and due on 31 Dec; she pays three days before, on 28 Dec.
// - Tama pays five weeks late: overdue.
// - Mere's 1 – 30 Nov bill was issued on 2 Dec, due on 16 Dec and paid on 13 Dec; her next comes on 2 Jan.
const CHRISTMAS_EVE = '2026-12-24T09:00:00+13:00';
const dir = path.resolve('.');

describe('DEMO_NOW', () => {
  it('takes an ISO 8601 moment with its offset, and is refused in production', () => {
    expect(configFromEnv({ DEMO_NOW: CHRISTMAS_EVE }, dir).demoNow).toBe(Date.parse(CHRISTMAS_EVE));
    expect(configFromEnv({}, dir).demoNow).toBeUndefined();
    expect(() => configFromEnv({ DEMO_NOW: '2026-12-24T09:00' }, dir)).toThrow(/DEMO_NOW.*offset/);
    expect(() => configFromEnv({ DEMO_NOW: '24/12/2026' }, dir)).toThrow(/DEMO_NOW/);
    expect(() => configFromEnv({ DEMO_NOW: CHRISTMAS_EVE, NODE_ENV: 'production' }, dir)).toThrow(/production/);
  });
});

describe('a server started with DEMO_NOW on Christmas Eve 2026', () => {
  let db: Database;
  let server: TestServer;
  const tokens = new Map<string, string>();
  const customer = (email: string) => demoCustomers.find((candidate) => candidate.email === email)?.email ?? '';
  const aroha = customer('aroha@example.nz');
  const tama = customer('tama@example.nz');
  const mere = customer('mere@example.nz');
  const ana = customer('ana@example.nz');

  beforeAll(async () => {
    db = await openEmbeddedDatabase(undefined);
    server = await startTestServer({ DEMO_NOW: CHRISTMAS_EVE }, { database: db });
    for (const email of [aroha, tama, mere, ana]) {
      tokens.set(email, (await signInForTokens(server, email, DEMO_PASSWORD)).access_token);
    }
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  const call = async (as: string, method: string, callPath: string, body?: unknown) => {
    const response = await fetch(`${server.url}${API_BASE}${callPath}`, {
      method,
      headers: { Authorization: `Bearer ${tokens.get(as) ?? ''}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json() as Promise<unknown>;
  };
  const transactionsOf = async (as: string): Promise<Transaction[]> =>
    getTransactions.response.parse(
      await call(as, 'GET', `${getTransactions.path}?startDate=2026-06-01&endDate=2027-06-30`),
    ).transactions;

  it('bills each customer up to that day and no further, with what each owes by their habit', async () => {
    const [newest] = (await transactionsOf(aroha)).filter((row) => row.kind === 'bill');
    expect(newest).toMatchObject({ date: '2026-12-17', billId: 'B1001234567-20261217' });
    expect(newest?.amount).toBeGreaterThan(10);

    expect(getHeroMessage.response.parse(await call(aroha, 'GET', getHeroMessage.path))).toMatchObject({
      title: 'Your bill is due',
      message: expect.stringMatching(/ is due on 31 Dec 2026\.$/),
    });
    expect(getHeroMessage.response.parse(await call(tama, 'GET', getHeroMessage.path)).title).toBe('Payment overdue');
    expect(getHeroMessage.response.parse(await call(mere, 'GET', getHeroMessage.path)).title).toBe('All paid up');
  });

  it('has readings to the day before, and none after', async () => {
    const summary = getUsageSummary.response.parse(
      await call(aroha, 'POST', getUsageSummary.path, { startDate: '2026-12-16', endDate: '2027-01-15' }),
    );
    // 16–23 Dec are in; 24 Dec – 15 Jan are still to come.
    expect(summary).toMatchObject({ daysInBillPeriod: 31, remainingDays: 23 });
    expect(summary.consumptionToDate).toBeGreaterThan(0);
  });

  it('dates the seeded history and a card payment by that day', async () => {
    const info = getLpgOrderInfo.response.parse(await call(tama, 'GET', getLpgOrderInfo.path));
    // The bach's last order was seeded 41 days before the server's today.
    expect(info.orderTemplates[0]?.lastOrderedOn).toBe('2026-11-13');

    const paid = cardPaymentResultSchema.parse(
      await call(ana, 'POST', makeCardPayment.path, { amount: 12.34, withToken: true }),
    );
    const payment = (await transactionsOf(ana)).find((row) => row.id === `P-${paid.reference}`);
    expect(payment).toMatchObject({ date: '2026-12-24', amount: -12.34 });
  });
});
