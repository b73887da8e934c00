import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { aroha } from '../support/demo.js';
import { expect, test } from '../support/fixtures.js';
import { expectWidgetsSettled, signInThroughLoginPage } from '../support/shell.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** One route of `npm run size -- --json` (scripts/size.mjs). */
interface RouteSize {
  route: string;
  gzipBytes: number;
  files: Array<{ file: string; gzipBytes: number }>;
}

/** What the size budget counts for a route, measured over the same build the server serves. */
function sizeOf(route: string): RouteSize {
  // The exit status says whether the budget holds, which `npm run size` checks; here only the figures matter.
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/size.mjs'), '--json'], { encoding: 'utf8' });
  if (!run.stdout) throw new Error(`npm run size -- --json printed nothing: ${run.stderr}`);
  const measured = (JSON.parse(run.stdout) as RouteSize[]).find((entry) => entry.route === route);
  if (!measured) throw new Error(`The size script does not measure ${route}.`);
  return measured;
}

/** One answer of this origin as the browser received it. */
interface Transfer {
  path: string;
  resourceType: string;
  contentType: string;
  encoding: string | undefined;
  /** The body as it crossed the network (compressed, when it was). */
  encodedBytes: number;
  body: Buffer;
}

/** Records every answer of the page's own origin from now on; `settled()` waits for their bodies. */
function recordTransfers(page: Page, origin: string) {
  const pending: Array<Promise<Transfer | null>> = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response || response.status() !== 200 || !request.url().startsWith(origin)) return null;
        const headers = await response.allHeaders();
        return {
          path: new URL(request.url()).pathname,
          resourceType: request.resourceType(),
          contentType: headers['content-type'] ?? '',
          encoding: headers['content-encoding'],
          encodedBytes: (await request.sizes()).responseBodySize,
          body: await response.body(),
        };
      })().catch(() => null),
    );
  });
  return {
    settled: async () => (await Promise.all(pending)).filter((transfer) => transfer !== null),
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

/** The scripts of the portal's build a page loaded, sized the way the size script sizes them (gzip, level 9). */
function scriptsOf(transfers: readonly Transfer[]) {
  const scripts = transfers.filter((t) => t.resourceType === 'script' && t.path.startsWith('/assets/'));
  return {
    files: scripts.map((t) => t.path.replace(/^\//, '')).sort(),
    gzipBytes: scripts.reduce((sum, t) => sum + gzipSync(t.body, { level: 9 }).length, 0),
    encodedBytes: scripts.reduce((sum, t) => sum + t.encodedBytes, 0),
    encodings: [...new Set(scripts.map((t) => t.encoding ?? 'none'))].join(', '),
  };
}

/** The size script's figure is what the browser loads, give or take 10 %; the network carried no more than that. */
function expectSizeMatches(route: string, transfers: readonly Transfer[]) {
  const counted = sizeOf(route);
  const loaded = scriptsOf(transfers);
  const countedFiles = counted.files.map((f) => f.file).sort();
  const report = [
    `${route}: the browser loaded ${loaded.files.length} scripts, ${kB(loaded.gzipBytes)} gzipped, ` +
      `${kB(loaded.encodedBytes)} on the wire (${loaded.encodings}); npm run size counts ${countedFiles.length}, ${kB(counted.gzipBytes)}`,
    `loaded, not counted: ${loaded.files.filter((f) => !countedFiles.includes(f)).join(', ') || 'none'}`,
    `counted, not loaded: ${countedFiles.filter((f) => !loaded.files.includes(f)).join(', ') || 'none'}`,
  ].join('\n');
  test.info().annotations.push({ type: 'size', description: report });
  expect(loaded.gzipBytes, report).toBeGreaterThanOrEqual(counted.gzipBytes * 0.9);
  expect(loaded.gzipBytes, report).toBeLessThanOrEqual(counted.gzipBytes * 1.1);
  // Brotli (or gzip) on the wire: never the ~3× of uncompressed code.
  expect(loaded.encodedBytes, report).toBeLessThanOrEqual(counted.gzipBytes * 1.1);
}

/**
 * Every script, style sheet and page over a kilobyte came compressed; below that (the server's threshold,
 * server/src/http/compression.ts) compression saves less than it costs.
 */
function expectCompressed(transfers: readonly Transfer[]) {
  const text = transfers.filter((t) => /javascript|text\/css|text\/html/.test(t.contentType) && t.body.length >= 1024);
  expect(text.length).toBeGreaterThan(0);
  const plain = text.filter((t) => t.encoding !== 'br' && t.encoding !== 'gzip');
  expect(
    plain.map((t) => `${t.path} (${t.contentType}, ${t.body.length} bytes)`),
    'text answers sent uncompressed',
  ).toEqual([]);
}

test.describe('what the browser downloads', () => {
  test('is compressed, and is what the size budget counts for /login and the dashboard', async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    // Every load from the network, as on a first visit: no copy from the browser's cache between the pages.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    const login = recordTransfers(page, origin);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loginTransfers = await login.settled();
    expectSizeMatches('/login', loginTransfers);

    // Through the identity provider's pages, which the server renders and compresses on the fly.
    const journey = recordTransfers(page, origin);
    await signInThroughLoginPage(page, aroha.email);
    await expectWidgetsSettled(page);

    // A first visit straight to the dashboard, signed in: the page loads afresh, widgets included.
    const dashboard = recordTransfers(page, origin);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /Kia ora/ })).toBeVisible();
    await expectWidgetsSettled(page);
    await page.waitForLoadState('networkidle');
    const dashboardTransfers = await dashboard.settled();
    // The dashboard's budget counts the shell and screen; its widgets' chunks are budgeted each on their own.
    expectSizeMatches('/account/dashboard with its usual widgets', dashboardTransfers);

    expectCompressed([...loginTransfers, ...(await journey.settled()), ...dashboardTransfers]);
  });
});
