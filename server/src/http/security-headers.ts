import type { ServerConfig } from '../config.js';

/** Where browsers send the reports of content-security-policy violations (see csp-report.ts). */
export const CSP_REPORT_PATH = '/csp-report';

/** The Reporting API's name for that endpoint, which the policy's report-to directive refers to (https only). */
export const CSP_REPORT_GROUP = 'csp-endpoint';

type SecurityHeaderConfig = Pick<ServerConfig, 'publicUrl' | 'devOrigins'>;

const secure = (publicUrl: string) => publicUrl.startsWith('https:');

/**
 * The one content security policy of the origin: the portal's shell and assets, the sign-in pages, the identity
 * provider's own pages and the stand-in card page all load only what this server serves.
 *
 * - Scripts only from files of this origin: no inline script and no eval, so an injected `<script>` or `onclick`
 *   cannot run, and the session tokens the portal keeps in localStorage cannot be read by one.
 * - Styles may be inline: Stitches inserts `<style>` elements at run time, React writes style attributes, and the
 *   shell's loading spinner and the server-rendered pages carry their own `<style>` block. Styles cannot run code.
 * - No page may be framed: the mobile embed starts from an address with a mobile marker, token and params (spec 1
 *   §2), a top-level load in the app's WebView, not a frame; the portal frames nothing itself.
 * - Forms post only to this origin, plus the development origins the identity provider may send a sign-in or a
 *   sign-out back to: form-action also governs the redirects that follow a post.
 */
export function contentSecurityPolicy({ publicUrl, devOrigins }: SecurityHeaderConfig): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...devOrigins],
    'report-uri': [CSP_REPORT_PATH],
    // Chromium ignores report-uri once report-to is present, and over plain http (local development) it registers
    // no reporting endpoint, so it would send no report at all: report-to over https only.
    ...(secure(publicUrl) ? { 'report-to': [CSP_REPORT_GROUP] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Every header the origin's answers carry, whoever answers them: Hono (API, portal, sign-in and card pages) or
 * oidc-provider (authorise, token, discovery, keys, sign-out). The same set `hono/secure-headers` sets, with
 * X-Frame-Options matching frame-ancestors, plus the content security policy and its reporting endpoint.
 */
export function securityHeaders(config: SecurityHeaderConfig): ReadonlyArray<readonly [string, string]> {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(config)],
    ...(secure(config.publicUrl) ? [['Reporting-Endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`] as const] : []),
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    // The token endpoint is called from the portal's own origin (in development through the Vite proxy too).
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'no-referrer'],
    // HSTS over plain http (local development) would only confuse the browser.
    ...(secure(config.publicUrl)
      ? [['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'] as const]
      : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    // The old XSS auditor is off: it is gone from browsers and could itself be abused; the policy replaces it.
    ['X-XSS-Protection', '0'],
  ];
}
