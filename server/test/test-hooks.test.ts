import { API_BASE, getBillingAccounts, getOutage, getTabs } from '@harakeke/contract';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.js';
import { hashPassword } from '../src/idp/passwords.js';
import { customersWithPublishedPassword } from '../src/demo/published-password.js';
import { DEMO_PASSWORD, demoCustomers } from '../src/demo/customers.js';
import { signInForTokens } from './oidc-flow.js';
import { useTestServer } from './test-server.js';

// Test hooks make a named call fail, answer malformed JSON or answer slowly; OUTAGE=on
// switches the national outage on at start.
const [aroha] = demoCustomers;
if (!aroha) throw new Error('The demo customers changed.');

const testServer = useTestServer({ TEST_HOOKS: 'on', OUTAGE: 'on', OUTAGE_PERIOD: '9pm to 11pm tonight' });
let token = '';

beforeAll(async () => {
  token = (await signInForTokens(testServer.current, aroha.email, DEMO_PASSWORD)).access_token;
});

const api = (path: string) =>
  fetch(`${testServer.current.url}${API_BASE}${path}`, { headers: { Authorization: `Bearer ${token}` } });

async function setFault(fault: Record<string, unknown>) {
  const response = await fetch(`${testServer.current.url}${API_BASE}/__test/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...testServer.current.testHookHeaders },
    body: JSON.stringify(fault),
  });
  expect(response.status).toBe(200);
}

const clearFaults = () =>
  fetch(`${testServer.current.url}${API_BASE}/__test/faults`, {
    method: 'DELETE',
    headers: testServer.current.testHookHeaders,
  });

describe('test hooks', () => {
  it('makes a named call fail with the chosen status, once, and leaves the others alone', async () => {
    await setFault({ call: 'getBillingAccounts', mode: 'fail', status: 503, times: 1 });
    const failed = await api(getBillingAccounts.path);
    expect(failed.status).toBe(503);
    expect(failed.headers.get('content-type')).toContain('application/problem+json');
    expect((await api(getTabs.path)).status).toBe(200);
    expect((await api(getBillingAccounts.path)).status).toBe(200);
  });

  it('answers malformed JSON until cleared', async () => {
    await setFault({ call: 'getTabs', mode: 'malformed' });
    for (let i = 0; i < 2; i += 1) {
      const response = await api(getTabs.path);
      expect(response.status).toBe(200);
      await expect(response.json()).rejects.toThrow();
    }
    await clearFaults();
    expect((await api(getTabs.path)).status).toBe(200);
  });

  it('answers slowly', async () => {
    await setFault({ call: 'getOutage', mode: 'slow', delayMs: 400, times: 1 });
    const started = performance.now();
    expect((await api(getOutage.path)).status).toBe(200);
    // A lower bound only: the hook waited at least as long as asked.
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
  });

  it('refuses a fault for a call the contract does not have', async () => {
    const response = await fetch(`${testServer.current.url}${API_BASE}/__test/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...testServer.current.testHookHeaders },
      body: JSON.stringify({ call: 'launchRockets', mode: 'fail' }),
    });
    expect(response.status).toBe(400);
  });
});

describe("the test hooks' authority", () => {
  const off = { isOn: false, shouldNotify: false, period: null, endDate: null, outageDurationText: null };
  const switchOutage = (headers: Record<string, string>) =>
    fetch(`${testServer.current.url}${API_BASE}/__test/outage`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ ...off, isOn: true, shouldNotify: true }),
    });

  it('refuses an anonymous or wrongly keyed request as if the hooks did not exist, and changes nothing', async () => {
    const before = await (await api(getOutage.path)).json();
    const attempts: Array<Record<string, string>> = [
      {},
      { 'X-Test-Hooks-Secret': 'guess' },
      { 'X-Test-Hooks-Secret': '' },
    ];
    for (const headers of attempts) {
      const refused = await switchOutage(headers);
      expect(refused.status).toBe(404);
      expect(refused.headers.get('content-type')).toContain('application/problem+json');
    }
    const faults = await fetch(`${testServer.current.url}${API_BASE}/__test/faults`, { method: 'DELETE' });
    expect(faults.status).toBe(404);
    expect(await (await api(getOutage.path)).json()).toEqual(before);
  });
});

describe('the national outage setting', () => {
  it('is on when the server starts with OUTAGE=on, with its period', async () => {
    const outage = getOutage.response.parse(await (await api(getOutage.path)).json());
    expect(outage).toMatchObject({ isOn: true, shouldNotify: true, period: '9pm to 11pm tonight' });
  });

  it('can be switched off through the hook', async () => {
    const off = { isOn: false, shouldNotify: false, period: null, endDate: null, outageDurationText: null };
    const response = await fetch(`${testServer.current.url}${API_BASE}/__test/outage`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...testServer.current.testHookHeaders },
      body: JSON.stringify(off),
    });
    expect(response.status).toBe(200);
    expect(await (await api(getOutage.path)).json()).toEqual(off);
  });
});

describe('settings', () => {
  const dir = path.resolve('.');
  it('refuses test hooks in production', () => {
    expect(() => configFromEnv({ TEST_HOOKS: 'on', NODE_ENV: 'production' }, dir)).toThrow(/TEST_HOOKS/);
  });

  it('refuses test hooks without a secret of at least 16 characters', () => {
    expect(() => configFromEnv({ TEST_HOOKS: 'on' }, dir)).toThrow(/TEST_HOOKS_SECRET/);
    expect(() => configFromEnv({ TEST_HOOKS: 'on', TEST_HOOKS_SECRET: 'short' }, dir)).toThrow(/TEST_HOOKS_SECRET/);
    expect(configFromEnv({ TEST_HOOKS: 'on', TEST_HOOKS_SECRET: 'a'.repeat(16) }, dir).testHooks).toBe(true);
  });

  it('allows the Vite dev origin only when npm run dev names it', () => {
    expect(configFromEnv({}, dir).devOrigins).toEqual([]);
    expect(configFromEnv({ DEV_ORIGINS: 'http://localhost:5173' }, dir).devOrigins).toEqual(['http://localhost:5173']);
    expect(configFromEnv({ DEV_ORIGINS: 'http://localhost:5173', NODE_ENV: 'production' }, dir).devOrigins).toEqual([]);
  });

  it('seeds the demo customers outside production, and in production only when asked, never with the published password', () => {
    expect(configFromEnv({}, dir).seedDemo).toBe(true);
    expect(configFromEnv({ NODE_ENV: 'production' }, dir).seedDemo).toBe(false);
    expect(() => configFromEnv({ NODE_ENV: 'production', SEED_DEMO: 'on' }, dir)).toThrow(/DEMO_PASSWORD/);
    expect(() => configFromEnv({ NODE_ENV: 'production', SEED_DEMO: 'on', DEMO_PASSWORD: DEMO_PASSWORD }, dir)).toThrow(
      /DEMO_PASSWORD/,
    );
    const own = configFromEnv({ NODE_ENV: 'production', SEED_DEMO: 'on', DEMO_PASSWORD: 'a private one' }, dir);
    expect(own).toMatchObject({ seedDemo: true, demoPassword: 'a private one' });
  });

  it('finds the demo customers who still have the published password, which production refuses to start with', async () => {
    const db = testServer.current.db;
    if (!db) throw new Error('The test server has no database.');
    expect((await customersWithPublishedPassword(db)).toSorted()).toEqual(
      demoCustomers.map((customer) => customer.email).toSorted(),
    );
    const hemi = demoCustomers.find((customer) => customer.email === 'hemi@example.nz');
    await db.query('UPDATE customers SET password_hash = $1 WHERE id = $2', [
      await hashPassword('a private password'),
      hemi?.id,
    ]);
    expect(await customersWithPublishedPassword(db)).not.toContain('hemi@example.nz');
  });

  it('keeps test hooks off unless asked', () => {
    expect(configFromEnv({}, dir).testHooks).toBe(false);
  });

  it('refuses an OUTAGE value other than on or off', () => {
    expect(() => configFromEnv({ OUTAGE: 'yes' }, dir)).toThrow(/OUTAGE/);
  });
});
