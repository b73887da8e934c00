import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_BASE, getBillingAccounts, problemContentType } from '@harakeke/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase, type Database } from '../src/db/client.js';
import { migrate } from '../src/db/migrations.js';
import { createRateLimits, minutesToWait } from '../src/http/rate-limits.js';
import { configFromEnv } from '../src/config.js';
import { DEMO_PASSWORD, demoCustomers } from '../src/demo/customers.js';
import {
  browserFetch,
  followToCallback,
  signInForTokens,
  startSignIn,
  submitCredentials,
  tokenRequest,
  type SignInInteraction,
} from './oidc-flow.js';
import { outboxMessages } from './outbox.js';
import { openSeededDatabase, startTestServer, useTestServer, type TestServer } from './test-server.js';

// Brute force: wrong passwords lock the email address (and, far later, the client address) for a while, emailed
// sign-in links are rationed, and the token endpoint and the API are limited per address and per account. The
// counts live in the database, so every instance shares them and a restart keeps them.
const [aroha, tama, mere, hemi] = demoCustomers;
if (!aroha || !tama || !mere || !hemi) throw new Error('The demo customers changed.');

const LOCKOUT_MESSAGE = 'Too many sign-in attempts. Try again in 15 minutes, or sign in with a link we email you.';

/** The number of seconds in a Retry-After header, or NaN. */
const retryAfter = (response: Response) => Number(response.headers.get('retry-after'));

async function askForLink(server: TestServer, email: string): Promise<Response> {
  const interaction = await startSignIn(server, { policy: 'magic-link' });
  return browserFetch(interaction.jar, `${interaction.interactionUrl.href}/magic-link`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString(),
  });
}

async function expectLockedOut(response: Response, email: string) {
  expect(response.status).toBe(429);
  expect(retryAfter(response)).toBeGreaterThan(14 * 60);
  expect(retryAfter(response)).toBeLessThanOrEqual(15 * 60);
  const html = await response.text();
  expect(html).toContain(LOCKOUT_MESSAGE);
  expect(html).toContain('role="alert"');
  // The typed email is kept.
  expect(html).toMatch(new RegExp(`<input id="email"[^>]* value="${email.replace(/[.]/g, '\\.')}"`));
}

describe('wrong passwords lock the email address', () => {
  const testServer = useTestServer({ SIGN_IN_MAX_FAILURES: '3', MAGIC_LINKS_PER_EMAIL: '2' });

  it('after the third wrong password, refuses every attempt, the right password too, and says when to retry', async () => {
    const interaction = await startSignIn(testServer.current);
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      last = await submitCredentials(interaction, tama.email, `wrong-${attempt}`);
      statuses.push(last.status);
      if (attempt < 30) await last.text();
    }
    expect(statuses).toEqual([401, 401, ...Array<number>(28).fill(429)]);
    await expectLockedOut(last!, tama.email);

    const right = await submitCredentials(interaction, tama.email, DEMO_PASSWORD);
    await expectLockedOut(right, tama.email);
    // Also from a fresh sign-in, with the address written another way.
    const fresh = await startSignIn(testServer.current);
    await expectLockedOut(
      await submitCredentials(fresh, tama.email.toUpperCase(), DEMO_PASSWORD),
      tama.email.toUpperCase(),
    );
  });

  it('locks an address that has no account the same way, so a lock reveals nothing', async () => {
    const interaction = await startSignIn(testServer.current);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await submitCredentials(interaction, 'nobody-here@example.nz', `wrong-${attempt}`);
      statuses.push(response.status);
      await response.text();
    }
    expect(statuses).toEqual([401, 401, 429, 429]);
  });

  it('forgets the failures when the customer signs in', async () => {
    const interaction = await startSignIn(testServer.current);
    for (const password of ['wrong-1', 'wrong-2']) {
      expect((await submitCredentials(interaction, mere.email, password)).status).toBe(401);
    }
    expect((await submitCredentials(interaction, mere.email, DEMO_PASSWORD)).status).toBe(303);

    const again = await startSignIn(testServer.current);
    for (const password of ['wrong-3', 'wrong-4']) {
      expect((await submitCredentials(again, mere.email, password)).status).toBe(401);
    }
    expect((await submitCredentials(again, mere.email, DEMO_PASSWORD)).status).toBe(303);
  });

  it('sends at most two sign-in links per email address to one client, then says when to ask again and sends none', async () => {
    const sentTo = async (email: string) =>
      (await outboxMessages(testServer.current)).filter((message) => message.to === email).length;
    for (let request = 1; request <= 2; request += 1) {
      expect((await askForLink(testServer.current, aroha.email)).status).toBe(200);
    }
    expect(await sentTo(aroha.email)).toBe(2);

    const refused = await askForLink(testServer.current, aroha.email);
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(14 * 60);
    const html = await refused.text();
    expect(html).toContain('Too many sign-in links have been asked for. Try again in 15 minutes.');
    expect(html).toContain(`value="${aroha.email}"`);
    expect(await sentTo(aroha.email)).toBe(2);

    // An address without an account is rationed alike.
    const statuses: number[] = [];
    for (let request = 1; request <= 3; request += 1) {
      statuses.push((await askForLink(testServer.current, 'nobody-links@example.nz')).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('words the wait in whole minutes, rounded up', () => {
    expect(minutesToWait(900)).toBe('15 minutes');
    expect(minutesToWait(61)).toBe('2 minutes');
    expect(minutesToWait(60)).toBe('1 minute');
    expect(minutesToWait(1)).toBe('1 minute');
  });
});

describe('an attacker is throttled, not the customer', () => {
  // Behind a proxy the operator trusts, each client's address is the one the proxy saw (X-Forwarded-For): the
  // attacker's here; the customer's requests carry none and count as this machine's.
  const testServer = useTestServer({ TRUST_PROXY: 'on' });
  const from = (address: string) => ({ 'X-Forwarded-For': address });
  const post = (interaction: SignInInteraction, path: string, fields: Record<string, string>, headers = {}) =>
    browserFetch(interaction.jar, `${interaction.interactionUrl.href}/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });

  it('locks one address guessing at an account after its third wrong password, and the customer still signs in', async () => {
    const attacker = await startSignIn(testServer.current);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await post(
        attacker,
        'login',
        { email: hemi.email, password: `wrong-${attempt}` },
        from('203.0.113.7'),
      );
      statuses.push(response.status);
      await response.text();
    }
    expect(statuses).toEqual([401, 401, ...Array<number>(8).fill(429)]);
    const customer = await startSignIn(testServer.current);
    expect((await submitCredentials(customer, hemi.email, DEMO_PASSWORD)).status).toBe(303);
  });

  it('locks an account’s password sign-in against guesses from many addresses, as hard as ever, and its own mailbox’s link lifts it', async () => {
    // Five wrong passwords from five addresses: the account's own limit (SIGN_IN_MAX_FAILURES, 5), unchanged.
    for (let attacker = 1; attacker <= 5; attacker += 1) {
      const interaction = await startSignIn(testServer.current);
      const response = await post(
        interaction,
        'login',
        { email: aroha.email, password: 'wrong' },
        from(`198.51.100.${attacker}`),
      );
      await response.text();
    }
    const locked = await startSignIn(testServer.current);
    const refused = await submitCredentials(locked, aroha.email, DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('or sign in with a link we email you');

    // The attackers asked for links too: their own, not the customer's, are used up.
    for (let request = 1; request <= 8; request += 1) {
      const interaction = await startSignIn(testServer.current, { policy: 'magic-link' });
      await (await post(interaction, 'magic-link', { email: aroha.email }, from('198.51.100.1'))).text();
    }
    const byLink = await startSignIn(testServer.current, { policy: 'magic-link' });
    expect((await post(byLink, 'magic-link', { email: aroha.email })).status).toBe(200);
    const link = (await outboxMessages(testServer.current)).find((message) => message.to === aroha.email)?.link;
    const callback = await followToCallback(testServer.current, byLink.jar, await browserFetch(byLink.jar, link ?? ''));
    expect(callback.searchParams.get('code')).toBeTruthy();

    // Signed in from her mailbox: her password signs in again.
    const again = await startSignIn(testServer.current);
    expect((await submitCredentials(again, aroha.email, DEMO_PASSWORD)).status).toBe(303);
  });
});

describe('limits per client address', () => {
  const testServer = useTestServer({
    SIGN_IN_MAX_FAILURES_PER_ADDRESS: '4',
    MAGIC_LINKS_PER_ADDRESS: '2',
    TOKEN_REQUESTS_PER_ADDRESS: '3',
    API_CALLS_PER_ADDRESS: '5',
  });

  it('locks the address after its fourth wrong password, whatever the emails, and then refuses every sign-in', async () => {
    const interaction = await startSignIn(testServer.current);
    const statuses: number[] = [];
    for (const email of ['one@example.nz', 'two@example.nz', 'three@example.nz', 'four@example.nz']) {
      const response = await submitCredentials(interaction, email, 'wrong');
      statuses.push(response.status);
      await response.text();
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    await expectLockedOut(await submitCredentials(interaction, aroha.email, DEMO_PASSWORD), aroha.email);
  });

  it('sends at most two sign-in links per address', async () => {
    const statuses: number[] = [];
    for (const email of [aroha.email, tama.email, mere.email]) {
      statuses.push((await askForLink(testServer.current, email)).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect((await outboxMessages(testServer.current)).map((message) => message.to)).not.toContain(mere.email);
  });

  it('answers the token endpoint 429 with an OAuth error and Retry-After before the grant is looked at', async () => {
    const grant = { grant_type: 'refresh_token', client_id: 'kowhai-portal', refresh_token: 'not-a-token' };
    for (let request = 1; request <= 3; request += 1) {
      const response = await tokenRequest(testServer.current, grant);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
    }
    const refused = await tokenRequest(testServer.current, grant);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(retryAfter(refused)).toBeLessThanOrEqual(60);
    expect(await refused.json()).toMatchObject({ error: 'temporarily_unavailable' });
    // The same endpoint spelt another way, as oidc-provider's router would still take it, counts too.
    expect((await fetch(`${testServer.current.url}/idp/Token/`, { method: 'POST' })).status).toBe(429);
  });

  it('answers API calls over the limit 429 problem+json with Retry-After', async () => {
    for (let call = 1; call <= 5; call += 1) {
      expect((await fetch(`${testServer.current.url}${API_BASE}/public/outage`)).status).toBe(200);
    }
    const refused = await fetch(`${testServer.current.url}${API_BASE}/public/outage`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toBe(problemContentType);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(retryAfter(refused)).toBeLessThanOrEqual(60);
    expect(await refused.json()).toMatchObject({ status: 429, type: '/error/too_many_requests' });
  });
});

describe('API limits per account', () => {
  const testServer = useTestServer({ API_CALLS_PER_ACCOUNT: '4' });
  const accounts = `${API_BASE}${getBillingAccounts.path}`;
  const call = (token: string) =>
    fetch(`${testServer.current.url}${accounts}`, { headers: { Authorization: `Bearer ${token}` } });

  it("refuses an account's calls over its limit with 429 problem+json, while another account goes on", async () => {
    const arohaToken = (await signInForTokens(testServer.current, aroha.email, DEMO_PASSWORD)).access_token;
    const tamaToken = (await signInForTokens(testServer.current, tama.email, DEMO_PASSWORD)).access_token;
    for (let n = 1; n <= 4; n += 1) expect((await call(arohaToken)).status).toBe(200);
    const refused = await call(arohaToken);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toBe(problemContentType);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ status: 429, type: '/error/too_many_requests' });
    // The same client address, another account.
    expect((await call(tamaToken)).status).toBe(200);
    // A token that names no account is not counted against one: it is simply unauthorised.
    expect((await call('not-a-token')).status).toBe(401);
  });
});

describe('counts kept in the database', () => {
  let dataDir: string;
  let db: Database | undefined;
  const env = { SIGN_IN_MAX_FAILURES: '3' };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rate-limits-'));
  });

  afterAll(async () => {
    await db?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const failOn = async (server: TestServer, password = 'wrong'): Promise<Response> => {
    const interaction: SignInInteraction = await startSignIn(server);
    return submitCredentials(interaction, hemi.email, password);
  };

  it('are shared by two instances on one database and outlive a restart of both', async () => {
    db = await openSeededDatabase(path.join(dataDir, 'pg'));
    const first = await startTestServer(env, { database: db });
    const second = await startTestServer(env, { database: db });
    try {
      expect((await failOn(first)).status).toBe(401);
      expect((await failOn(second)).status).toBe(401);
      // The third failure, counted with the other instance's, locks.
      await expectLockedOut(await failOn(first), hemi.email);
      await expectLockedOut(await failOn(second, DEMO_PASSWORD), hemi.email);
    } finally {
      await first.close();
      await second.close();
      await db.close();
      db = undefined;
    }

    // The database reopened from its files, and a new server: still locked.
    db = await openEmbeddedDatabase(path.join(dataDir, 'pg'));
    const restarted = await startTestServer(env, { database: db });
    try {
      await expectLockedOut(await failOn(restarted, DEMO_PASSWORD), hemi.email);
    } finally {
      await restarted.close();
    }
  });

  it('read the same through two limit modules on one database', async () => {
    if (!db) throw new Error('The database of the previous test is closed.');
    await migrate(db);
    const settings = configFromEnv({ MAGIC_LINKS_PER_EMAIL: '2' }, '.').rateLimits;
    const one = createRateLimits(db, settings);
    const other = createRateLimits(db, settings);
    const verdicts = [
      await one.requestMagicLink('shared@example.nz', undefined),
      await other.requestMagicLink('SHARED@example.nz', undefined),
      await one.requestMagicLink('shared@example.nz', undefined),
    ];
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, false]);
    expect(await other.requestMagicLink('shared@example.nz', undefined)).toMatchObject({ allowed: false });
  });
});
