import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brandFor } from '@harakeke/themes';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { BRAND_PLACEHOLDER, portalStatic } from '../src/http/portal-static.js';

// A built portal of its own holding both brands' fonts, as the portal's build names them (design-system/src/fonts.css).
const dist = mkdtempSync(path.join(tmpdir(), 'portal-fonts-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html>\n<html>\n  <head>\n    <meta name="portal-brand" content="${BRAND_PLACEHOLDER}" />\n  </head>\n  <body></body>\n</html>\n`,
);
for (const file of [
  'nunito-sans-latin-400-normal-AkRraKH2.woff2',
  'nunito-sans-latin-400-normal-DY9yCUyQ.woff',
  'nunito-sans-latin-500-normal-DlmaWqTx.woff2',
  'nunito-sans-latin-700-normal-CICRJDmU.woff2',
  'inter-latin-400-normal-C38fXH4l.woff2',
  'inter-latin-700-normal-Yt3aPRUw.woff2',
]) {
  writeFileSync(path.join(dist, 'assets', file), 'font');
}
// The scripts a first visit fetches at once by address prefix, as the portal's build writes them, with one entry a
// tampered file could hold that must never reach the page.
mkdirSync(path.join(dist, '.vite'));
writeFileSync(
  path.join(dist, '.vite/route-preloads.json'),
  JSON.stringify({
    '/account': ['assets/account-A1.js', 'assets/ui-B2.js'],
    '/account/dashboard': ['assets/account-A1.js', 'assets/ui-B2.js', 'assets/dashboard-widgets-C3.js'],
    '/account/usage': ['assets/usage"><script>alert(1)</script>.js', '../secret.js'],
  }),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const shellOf = async (brand: 'kowhai' | 'fernlight', address = '/account/dashboard') => {
  const app = new Hono().get('*', portalStatic(dist, brandFor(brand)));
  return (await app.request(address)).text();
};

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g)].map((m) => m[1]);

const preloads = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)"[^>]*>/g)].map((m) => m[1]);

describe('the shell preloads its brand’s fonts', () => {
  it('preloads the body and heading fonts of the brand, and no other', async () => {
    expect(preloads(await shellOf('kowhai'))).toEqual([
      '/assets/nunito-sans-latin-400-normal-AkRraKH2.woff2',
      '/assets/nunito-sans-latin-700-normal-CICRJDmU.woff2',
    ]);
    expect(preloads(await shellOf('fernlight'))).toEqual([
      '/assets/inter-latin-400-normal-C38fXH4l.woff2',
      '/assets/inter-latin-700-normal-Yt3aPRUw.woff2',
    ]);
  });

  it('fetches them the way the style sheet does (CORS), so the browser uses the preloaded copy', async () => {
    const html = await shellOf('kowhai');
    expect(html).toContain('as="font" type="font/woff2" crossorigin>');
  });
});

describe('the shell preloads the code its address needs at once', () => {
  it('names the account pages’ code, and a dashboard’s widgets, beside the entry', async () => {
    expect(modulePreloads(await shellOf('kowhai', '/account/dashboard'))).toEqual([
      '/assets/account-A1.js',
      '/assets/ui-B2.js',
      '/assets/dashboard-widgets-C3.js',
    ]);
    expect(modulePreloads(await shellOf('fernlight', '/account/bill/history'))).toEqual([
      '/assets/account-A1.js',
      '/assets/ui-B2.js',
    ]);
  });

  it('preloads nothing on pages outside the account, such as the login page', async () => {
    expect(modulePreloads(await shellOf('kowhai', '/login'))).toEqual([]);
    expect(modulePreloads(await shellOf('kowhai', '/accounting'))).toEqual([]);
  });

  it('ignores a list naming anything but the build’s scripts, and falls back to the shorter prefix’s', async () => {
    const html = await shellOf('kowhai', '/account/usage');
    expect(modulePreloads(html)).toEqual(['/assets/account-A1.js', '/assets/ui-B2.js']);
    expect(html).not.toContain('<script>alert');
  });
});

describe('the build’s own records', () => {
  it('are not served: the manifest, the module map and the preloads table answer 404', async () => {
    const app = new Hono().get('*', portalStatic(dist, brandFor('kowhai')));
    for (const address of [
      '/.vite/route-preloads.json',
      '/.vite/manifest.json',
      '/.vite',
      '//.vite/route-preloads.json',
    ]) {
      expect((await app.request(`http://localhost${address}`)).status, address).toBe(404);
    }
  });

  it('a preloads table that cannot be read leaves the page without module preloads, not without a page', async () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'portal-broken-preloads-'));
    try {
      mkdirSync(path.join(broken, '.vite'));
      writeFileSync(path.join(broken, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
      writeFileSync(path.join(broken, '.vite/route-preloads.json'), '{"/account": ["assets/acc');
      const app = new Hono().get('*', portalStatic(broken, brandFor('kowhai')));
      const answer = await app.request('/account/dashboard');
      expect(answer.status).toBe(200);
      expect(modulePreloads(await answer.text())).toEqual([]);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
