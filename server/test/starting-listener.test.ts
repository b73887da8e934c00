import { API_BASE } from '@harakeke/contract';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { listenWhileStarting, type StartingServer } from '../src/starting-listener.js';

// A built portal of its own: a shell and one hashed script. No database anywhere: that is the point.
const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>Portal</title></head><body></body></html>',
);
writeFileSync(path.join(dist, 'assets/index-Ab12Cd34.js'), 'export {};\n');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

let starting: StartingServer | undefined;
afterEach(() => new Promise<void>((resolve) => (starting ? starting.server.close(() => resolve()) : resolve())));

async function start(waitMs?: number) {
  starting = await listenWhileStarting(
    { port: 0, portalDist: dist, brand: 'kowhai', publicUrl: 'http://localhost', devOrigins: [] },
    { waitMs },
  );
  return { starting, origin: `http://localhost:${starting.port}` };
}

const html = { Accept: 'text/html,application/xhtml+xml' };

describe('the server while its database is still opening', () => {
  it('answers the portal’s pages and files, liveness, and a readiness that says not yet', async () => {
    const { origin } = await start();
    const page = await fetch(`${origin}/account/dashboard`, { headers: html });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await fetch(`${origin}/assets/index-Ab12Cd34.js`)).status).toBe(200);
    expect((await fetch(`${origin}/health/live`)).status).toBe(200);
    const ready = await fetch(`${origin}/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
  });

  it('holds an API call, and a sign-in page, until the server is ready, then the server answers them', async () => {
    const { starting, origin } = await start();
    const seen: string[] = [];
    const outage = fetch(`${origin}${API_BASE}/public/outage`);
    const signIn = fetch(`${origin}/idp/interaction/abc`, { headers: html });
    let settled = false;
    void Promise.all([outage, signIn]).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toBe(false);
    starting.handOver((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ready');
    });
    expect(await (await outage).text()).toBe('ready');
    expect(await (await signIn).text()).toBe('ready');
    expect(seen).toEqual(expect.arrayContaining([`${API_BASE}/public/outage`, '/idp/interaction/abc']));
    // From now on, everything goes to the server's own listener, the portal's files included.
    expect(await (await fetch(`${origin}/assets/index-Ab12Cd34.js`)).text()).toBe('ready');
  });

  it('answers 503 with Retry-After to a call that has waited too long', async () => {
    const { origin } = await start(100);
    const answer = await fetch(`${origin}${API_BASE}/public/outage`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(answer.headers.get('content-type')).toContain('application/problem+json');
  });
});
