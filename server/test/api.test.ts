import { API_BASE, calls, getBillingAccounts, getOutage, problemContentType, problemSchema } from '@harakeke/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoCustomers, type DemoCustomer } from '../src/demo/customers.js';
import { signInForTokens } from './oidc-flow.js';
import { useTestServer } from './test-server.js';

const [aroha, tama] = demoCustomers;
if (!aroha || !tama) throw new Error('The demo customers changed; these tests sign in as the first two.');

const testServer = useTestServer();

const api = (path: string, init?: RequestInit) => fetch(`${testServer.current.url}${API_BASE}${path}`, init);
const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** Reads a problem answer and checks what every caller of the API relies on. */
async function expectProblem(response: Response, status: number): Promise<Record<string, unknown>> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(new RegExp(`^${problemContentType.replace('+', '\\+')}`));
  const text = await response.text();
  // Never a stack trace or a source path to the client.
  expect(text).not.toMatch(/\n\s+at |\.ts:\d+|node_modules|Error:/);
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(problemSchema.safeParse(body).success).toBe(true);
  expect(body).toMatchObject({ type: expect.any(String), status });
  expect(Object.keys(body)).not.toContain('stack');
  return body;
}

describe('public calls', () => {
  it('answers the outage state without a sign-in', async () => {
    const response = await api(getOutage.path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const outage: unknown = await response.json();
    expect(getOutage.response.parse(outage)).toMatchObject({ isOn: false });
  });

  it('serves the OpenAPI 3.1 document listing every call', async () => {
    const response = await api('/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    for (const call of Object.values(calls)) {
      expect(document.paths[call.path]?.[call.method.toLowerCase()], `${call.method} ${call.path}`).toBeDefined();
    }
  });

  it('answers an unknown API path with a 404 problem', async () => {
    const body = await expectProblem(await api('/whatever'), 404);
    expect(body.detail).toEqual(expect.any(String));
  });
});

describe('customer calls', () => {
  it('refuses every customer call without a bearer token, before reading its input', async () => {
    const customerCalls = Object.values(calls).filter((call) => call.auth === 'customer');
    expect(customerCalls.length).toBeGreaterThan(90);
    for (const call of customerCalls) {
      const path = call.path.replace(/\{\w+\}/g, 'someone-elses-id');
      const response = await api(path, { method: call.method, body: call.method === 'GET' ? undefined : '{}' });
      expect(response.status, `${call.method} ${call.path}`).toBe(401);
    }
  });

  it.each([
    ['no Authorization header', undefined],
    ['a garbage bearer token', { headers: { Authorization: 'Bearer not-a-real-token' } }],
    ['a non-bearer scheme', { headers: { Authorization: 'Basic YWxhZGRpbjpvcGVuc2VzYW1l' } }],
  ])('refuses %s with a 401 UNAUTHORIZED problem', async (_case, init) => {
    const body = await expectProblem(await api(getBillingAccounts.path, init), 401);
    // spec 1 §8: the portal recognises an unauthorised call by this title.
    expect(body).toMatchObject({ title: 'UNAUTHORIZED', status: 401, detail: expect.any(String) });
    expect(body.type).toEqual(expect.any(String));
  });

  it("gives each signed-in customer their own contact and billing accounts, and no one else's", async () => {
    const accountIdsOf = (customer: DemoCustomer) => customer.accounts.map((a) => a.id);
    const seen = new Map<string, string[]>();

    for (const customer of [aroha, tama]) {
      const tokens = await signInForTokens(testServer.current, customer.email, DEMO_PASSWORD);
      const response = await api(getBillingAccounts.path, bearer(tokens.access_token));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('no-store');
      const body = getBillingAccounts.response.parse(await response.json());

      expect(body.contact.firstName).toBe(customer.firstName);
      expect(body.contact.lastName).toBe(customer.lastName);
      const ids = body.billingAccounts.map((a) => a.id);
      expect(ids.toSorted()).toEqual(accountIdsOf(customer).toSorted());
      expect(body.selectedBillingAccount?.id).toBe(accountIdsOf(customer)[0]);
      seen.set(customer.id, ids);
    }

    const arohaIds = seen.get(aroha.id) ?? [];
    const tamaIds = seen.get(tama.id) ?? [];
    expect(arohaIds.length).toBeGreaterThan(0);
    expect(tamaIds.length).toBeGreaterThan(0);
    expect(arohaIds.filter((id) => accountIdsOf(tama).includes(id))).toEqual([]);
    expect(tamaIds.filter((id) => accountIdsOf(aroha).includes(id))).toEqual([]);
  });

  it('refuses an access token after the customer revokes it', async () => {
    const tokens = await signInForTokens(testServer.current, aroha.email, DEMO_PASSWORD);
    expect((await api(getBillingAccounts.path, bearer(tokens.access_token))).status).toBe(200);

    const revoked = await fetch(`${testServer.current.url}/idp/token/revocation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: 'kowhai-portal',
        token: tokens.access_token,
        token_type_hint: 'access_token',
      }).toString(),
    });
    expect(revoked.status).toBe(200);

    await expectProblem(await api(getBillingAccounts.path, bearer(tokens.access_token)), 401);
  });
});

describe('input no call accepts', () => {
  let token = '';
  const asAroha = (path: string, init: RequestInit = {}) =>
    api(path, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
    });
  const move = {
    currentAddress: '1 Kauri Street, Ōtaki',
    newAddress: '2 Rimu Road, Paraparaumu',
    currentMoveDate: '2026-12-01',
    newMoveDate: '2026-12-01',
    emailAddress: 'aroha@example.nz',
    mobileNumber: '+64211234567',
    medicalSupport: false,
    meterAccessPrevented: false,
    isDogOnSite: false,
    selectedEnergy: ['electricity'],
    nzPostAddressSelected: true,
    nzPostDpId: '1',
    registryAddressSelected: false,
  };

  beforeAll(async () => {
    token = (await signInForTokens(testServer.current, aroha.email, DEMO_PASSWORD)).access_token;
  });

  it.each([
    ['an impossible day', '/private/generationMix/usageImpact?date=2026-02-30', 'date'],
    ['an impossible start date', '/private/billing/transactions?startDate=2026-02-30&endDate=2026-03-05', 'startDate'],
    ['year, month and day zero', '/private/powershoutcurrency/bookings?selectedDate=0000-00-00', 'selectedDate'],
    ['month 13', '/private/generationMix/monthlyUsageImpact?month=2026-13', 'month'],
  ])('refuses %s with a 400 naming the field', async (_case, path, field) => {
    const body = await expectProblem(await asAroha(path), 400);
    expect(body.detail).toMatch(new RegExp(`^${field}: must be a real (date|month)`));
  });

  it.each([['abc'], ['2026-13-45'], ['2026-02-30']])(
    'refuses the moving date %j with a 400 naming it',
    async (date) => {
      const response = await asAroha('/private/movingHouse', {
        method: 'POST',
        body: JSON.stringify({ ...move, newMoveDate: date }),
      });
      const body = await expectProblem(response, 400);
      expect(body.detail).toMatch(/^newMoveDate: must be a real date/);
    },
  );

  it.each([
    ['a path parameter', '/private/tips/%00', { method: 'POST', body: '{}' }],
    ['a query', '/private/naturalgas/usage?supplyPointId=%00&selectedYear=2026', {}],
    ['a query name', '/private/billing/accounts?a%00=1', {}],
    ['a percent-encoded escape', '/private/lpg/usage/%1B%5B31m', {}],
  ])('refuses a control character in %s with a 400, never a 500', async (_case, path, init) => {
    const response = await asAroha(path, init);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const body = await expectProblem(response, 400);
    expect(body.detail).toMatch(/control characters/);
  });

  it('refuses a control character anywhere in a JSON body, naming the field', async () => {
    const response = await asAroha('/private/movingHouse', {
      method: 'POST',
      body: JSON.stringify({ ...move, additionalMessage: 'gate code\u0000 1234' }),
    });
    const body = await expectProblem(response, 400);
    expect(body.detail).toBe('additionalMessage: must not contain control characters');
  });

  it('refuses a body over 64 kB with a 413 problem the client receives', async () => {
    const response = await asAroha('/private/movingHouse', {
      method: 'POST',
      body: JSON.stringify({ ...move, additionalMessage: 'x'.repeat(1024 * 1024) }),
    });
    await expectProblem(response, 413);
  });
});
