import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brands, type BrandId } from '@harakeke/themes';
import { describe, expect, it } from 'vitest';
import { favicon } from '../src/idp/assets.js';
import { openSignInPage, startSignIn } from './oidc-flow.js';
import { useTestServer } from './test-server.js';

// The sign-in pages look like the portal: the brand's font and icon, served from this origin (CSP 'self').
const testServer = useTestServer();

// Each brand's portal is its own client, and the provider draws its pages in that client's brand.
describe.each(['kowhai', 'fernlight'] satisfies BrandId[])('the sign-in page of %s', (brandId) => {
  const family = (brands[brandId].tokens.typography.fontBody.split(',')[0] ?? '').trim();

  const signInHtml = async () => {
    const page = await openSignInPage(await startSignIn(testServer.current, { clientId: `${brandId}-portal` }));
    expect(page.status).toBe(200);
    return page.text();
  };

  it("links the brand's icon, which answers as an SVG", async () => {
    const html = await signInHtml();
    const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml">/.exec(html)?.[1];
    expect(href).toBeDefined();
    const icon = await fetch(new URL(href!, testServer.current.url));
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(await icon.text()).toBe(favicon);
  });

  it("sets its text in the brand's font, whose files answer as woff2", async () => {
    const html = await signInHtml();
    const faces = [...html.matchAll(/@font-face\{font-family:([^;]+);[^}]*font-weight:(\d+);[^}]*src:url\(([^)]+)\)/g)];
    expect(faces.map(([, name, weight]) => [name, weight])).toEqual([
      [family, '400'],
      [family, '500'],
      [family, '700'],
    ]);
    expect(html).toContain('font-family:var(--typography-fontBody)');
    for (const [, , , url] of faces) {
      const font = await fetch(new URL(url!, testServer.current.url));
      expect(font.status).toBe(200);
      expect(font.headers.get('content-type')).toBe('font/woff2');
      // A woff2 file starts with its signature.
      expect(
        Buffer.from(await font.arrayBuffer())
          .subarray(0, 4)
          .toString('latin1'),
      ).toBe('wOF2');
    }
  });
});

it("the sign-in pages' icon is the portal's", () => {
  const portalFavicon = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../portal/public/favicon.svg');
  expect(favicon).toBe(readFileSync(portalFavicon, 'utf8'));
});
