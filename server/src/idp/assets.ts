import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brands, type Brand } from '@harakeke/themes';
import { Hono } from 'hono';

/**
 * The identity provider's static files. Outside /idp, which oidc-provider answers: the content security policy
 * allows scripts from this origin's files only, so the sign-out page's script is a file, not inline.
 */
export const IDP_ASSETS = '/idp-assets';

/** The script of the sign-out page (provider.ts, logoutSource). */
export const SIGN_OUT_SCRIPT_PATH = `${IDP_ASSETS}/sign-out.js`;

// The portal already asked to sign out (spec 1 §4: logout calls the provider's logout, then goes to the root), so
// the page confirms at once; without script the customer presses the button. Only the portal's own sign-out gets
// this script (provider.ts, isPortalSignOut): another site's link to the page must not sign anyone out.
const signOutScript = `document.getElementById('sign-out')?.click();\n`;

/**
 * The brand's icon, the portal's own (portal/public/favicon.svg; a test keeps the two the same). Served here rather
 * than linked to the portal's /favicon.svg, which only a built portal answers, so the sign-in pages never lack it.
 */
export const FAVICON_PATH = `${IDP_ASSETS}/favicon.svg`;
export const favicon =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="#F5B700"/><path d="M17 5 9 18h6l-2 9 9-14h-6z" fill="#1F2430"/></svg>\n';

/** The weights the pages set text in (page.ts: regular body, medium labels, bold headings and buttons). */
const fontWeights = ['400', '500', '700'] as const;

/** The first family of a font stack, as @fontsource names its package and files: `"Nunito Sans", …` → `nunito-sans`. */
const fontSlug = (stack: string) =>
  (stack.split(',')[0] ?? '')
    .trim()
    .replace(/^["']|["']$/g, '')
    .toLowerCase()
    .replace(/\s+/g, '-');

const fontFile = (slug: string, weight: string) => `${slug}-latin-${weight}-normal.woff2`;
const fontPath = (slug: string, weight: string) => `${IDP_ASSETS}/fonts/${fontFile(slug, weight)}`;

/**
 * The `@font-face` rules of the brand's font, the same @fontsource files (latin subset) the portal ships through
 * the design system's fonts.css, served from this origin (the CSP's default-src 'self' covers fonts).
 */
export function brandFontFaces(brand: Brand): string {
  const { fontBody, fontHeading } = brand.tokens.typography;
  return [...new Set([fontBody, fontHeading].map((stack) => (stack.split(',')[0] ?? '').trim()))]
    .flatMap((family) =>
      fontWeights.map(
        (weight) =>
          `@font-face{font-family:${family};font-style:normal;font-weight:${weight};font-display:swap;` +
          `src:url(${fontPath(fontSlug(family), weight)}) format('woff2')}`,
      ),
    )
    .join('\n');
}

const require = createRequire(import.meta.url);

/** Every brand's font files, read once from @fontsource (a dependency of the server, which also sets bills in them). */
function fontAssets(): Record<string, { body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const slugs = new Set(
    Object.values(brands).flatMap(({ tokens }) =>
      [tokens.typography.fontBody, tokens.typography.fontHeading].map(fontSlug),
    ),
  );
  return Object.fromEntries(
    [...slugs].flatMap((slug) =>
      fontWeights.map((weight) => [
        fontPath(slug, weight),
        {
          body: new Uint8Array(readFileSync(require.resolve(`@fontsource/${slug}/files/${fontFile(slug, weight)}`))),
          contentType: 'font/woff2',
        },
      ]),
    ),
  );
}

const assets: Record<string, { body: string | Uint8Array<ArrayBuffer>; contentType: string }> = {
  [SIGN_OUT_SCRIPT_PATH]: { body: signOutScript, contentType: 'text/javascript; charset=utf-8' },
  [FAVICON_PATH]: { body: favicon, contentType: 'image/svg+xml' },
  ...fontAssets(),
};

/** Serves the identity provider's static files, revalidated by ETag: their names carry no hash. */
export function idpAssetRoutes() {
  const app = new Hono();
  for (const [path, { body, contentType }] of Object.entries(assets)) {
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`;
    app.get(path, (c) => {
      const headers = { ETag: etag, 'Cache-Control': 'public, max-age=0, must-revalidate' };
      if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
      return c.body(body, 200, { ...headers, 'Content-Type': contentType });
    });
  }
  return app;
}
