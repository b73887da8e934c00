import { createHash } from 'node:crypto';
import { Hono } from 'hono';

/**
 * The identity provider's static files. Outside /idp, which oidc-provider answers: the content security policy
 * allows scripts from this origin's files only, so the sign-out page's script is a file, not inline.
 */
export const IDP_ASSETS = '/idp-assets';

/** The script of the sign-out page (provider.ts, logoutSource). */
export const SIGN_OUT_SCRIPT_PATH = `${IDP_ASSETS}/sign-out.js`;

// The portal already asked to sign out (spec 1 §4: logout calls the provider's logout, then goes to the root), so
// the page confirms at once; without script the customer presses the button.
const signOutScript = `document.getElementById('sign-out')?.click();\n`;

const assets: Record<string, { body: string; contentType: string }> = {
  [SIGN_OUT_SCRIPT_PATH]: { body: signOutScript, contentType: 'text/javascript; charset=utf-8' },
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
