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
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const shellOf = async (brand: 'kowhai' | 'fernlight') => {
  const app = new Hono().get('*', portalStatic(dist, brandFor(brand)));
  return (await app.request('/account/dashboard')).text();
};

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
