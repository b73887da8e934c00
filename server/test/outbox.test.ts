import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { isLoopbackAddress, rateLimitAddress } from '../src/http/client-address.js';
import { sendToOutbox } from '../src/idp/magic-links.js';
import { browserFetch, CookieJar, startSignIn } from './oidc-flow.js';
import { outboxMessages, readOutboxPage } from './outbox.js';
import { openSeededDatabase, startTestServer, type TestServer } from './test-server.js';

// The development outbox shows sign-in links that sign anyone in: only this machine, holding the key printed at
// start, may read it, and a refused request gets the answer of an address that does not exist.

/** An address of this machine that is not a loopback one, to reach the server as another machine on the LAN would. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((network) => network && network.family === 'IPv4' && !network.internal)?.address;

let db: Database;
let server: TestServer;
let production: TestServer;

beforeAll(async () => {
  db = await openSeededDatabase();
  server = await startTestServer({}, { database: db });
  production = await startTestServer({ NODE_ENV: 'production' }, { database: db });
});

afterAll(async () => {
  await server?.close();
  await production?.close();
  await db?.close();
});

/** What oidc-provider answers for a path under /idp that it does not know. */
async function unknownRouteAnswer(origin: string) {
  const response = await fetch(`${origin}/idp/no-such-page`);
  return { status: response.status, error: ((await response.json()) as { error: string }).error };
}

async function askForLink(email: string) {
  const interaction = await startSignIn(server, { policy: 'magic-link' });
  const sent = await browserFetch(interaction.jar, `${interaction.interactionUrl.href}/magic-link`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString(),
  });
  expect(sent.status).toBe(200);
}

describe('the development outbox', () => {
  it('is printed with a per-start key, which it swaps for an httpOnly, same-site cookie and then shows', async () => {
    const printed = new URL(server.outboxUrl ?? '');
    expect(printed.pathname).toBe('/idp/outbox');
    expect(printed.searchParams.get('key')).toMatch(/^[\w-]{40,}$/);

    const jar = new CookieJar();
    const visit = await browserFetch(jar, printed);
    expect(visit.status).toBe(303);
    // The key leaves the address bar (and the history) at once.
    expect(visit.headers.get('location')).toBe('/idp/outbox');
    const [cookie = ''] = visit.headers.getSetCookie();
    expect(cookie).toMatch(/^outbox_key=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/idp\/outbox/i);

    const page = await browserFetch(jar, `${server.url}/idp/outbox`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Development outbox');
  });

  it('answers like an unknown address without the key, with a wrong key and with a wrong cookie', async () => {
    const unknown = await unknownRouteAnswer(server.url);
    expect(unknown.status).toBe(404);
    for (const attempt of [
      fetch(`${server.url}/idp/outbox`),
      fetch(`${server.url}/idp/outbox?key=not-the-key`),
      fetch(`${server.url}/idp/outbox`, { headers: { Cookie: 'outbox_key=not-the-key' } }),
      // Another server's key opens only that server's outbox.
      fetch(
        `${server.url}/idp/outbox?key=${new URL(production.outboxUrl ?? 'http://x/?key=none').searchParams.get('key')}`,
      ),
    ]) {
      const response = await attempt;
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: string }).error).toBe(unknown.error);
    }
  });

  it.skipIf(!lanAddress)('refuses the key from another machine on the network', async () => {
    const key = new URL(server.outboxUrl ?? '').searchParams.get('key') ?? '';
    const port = new URL(server.url).port;
    const response = await fetch(`http://${lanAddress}:${port}/idp/outbox?key=${key}`, { redirect: 'manual' });
    expect(response.status).toBe(404);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('does not exist in production', async () => {
    expect(production.outboxUrl).toBeUndefined();
    const response = await fetch(`${production.url}/idp/outbox`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toBe((await unknownRouteAnswer(production.url)).error);
  });

  it('lists the emails newest first', async () => {
    await askForLink('aroha@example.nz');
    await askForLink('tama@example.nz');
    const messages = await outboxMessages(server);
    expect(messages.slice(0, 2).map((message) => message.to)).toEqual(['tama@example.nz', 'aroha@example.nz']);
    expect(messages[0]?.link).toContain('/magic/');
    // Numbered downwards, so the newest carries the highest number.
    expect(await readOutboxPage(server)).toContain('<ol reversed>');
  });

  it('keeps the newest first past a hundred emails, whose ids no longer sort as text', async () => {
    for (let index = 0; index < 120; index += 1) {
      await sendToOutbox(db, { to: `filler${index}@example.nz`, subject: 'Filler', body: 'Filler', link: null });
    }
    await askForLink('mere@example.nz');
    expect((await outboxMessages(server))[0]?.to).toBe('mere@example.nz');
  });
});

describe('client addresses', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.45.3.9', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['::FFFF:127.0.0.2', true],
    ['10.0.0.5', false],
    ['192.168.1.20', false],
    ['::ffff:10.0.0.5', false],
    ['128.0.0.1', false],
    ['127.0.0.256', false],
    ['fe80::1', false],
    ['::', false],
    [undefined, false],
  ])('%s is loopback: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });

  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    // One customer line holds a whole /64: it counts as one address.
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0:0:0:9', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    [undefined, 'unknown'],
  ])('%s is counted as %s', (address, counted) => {
    expect(rateLimitAddress(address)).toBe(counted);
  });
});
