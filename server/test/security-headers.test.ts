import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CSP_LOG_LINES_PER_MINUTE,
  CSP_REPORT_MAX_BYTES,
  readCspViolations,
  sampledLog,
} from '../src/http/csp-report.js';
import { contentSecurityPolicy, securityHeaders } from '../src/http/security-headers.js';
import { DEMO_PASSWORD, demoCustomers } from '../src/demo/customers.js';
import {
  browserFetch,
  followToCallback,
  openSignInPage,
  redeemCode,
  signIn,
  startSignIn,
  submitCredentials,
} from './oidc-flow.js';
import { useTestServer } from './test-server.js';
import path from 'node:path';
import { configFromEnv } from '../src/config.js';

const [aroha] = demoCustomers;
if (!aroha) throw new Error('The demo customers changed; these tests sign in as the first.');

const testServer = useTestServer();

/** The directives of a policy by name, each with its values. */
function directives(policy: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) parsed.set(name, values);
  }
  return parsed;
}

/** What every answer of the origin must carry: scripts from our files only, nothing framed, reports sent. */
function expectStrictPolicy(response: Response) {
  const policy = directives(response.headers.get('content-security-policy'));
  expect(policy.get('script-src'), 'script-src').toEqual(["'self'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('form-action')?.[0]).toBe("'self'");
  expect(policy.get('report-uri')).toEqual(['/csp-report']);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
}

/** The inline scripts of a page: `<script>` elements without a src. */
const inlineScripts = (html: string) => [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>/gi)].map(([tag]) => tag);

describe('the content security policy', () => {
  it('allows scripts from this origin only, styles inline too, forms to this origin and the dev origins', () => {
    expect(contentSecurityPolicy({ publicUrl: 'https://portal.example.nz', devOrigins: [] })).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'; " +
        'report-uri /csp-report; report-to csp-endpoint',
    );
    const development = contentSecurityPolicy({
      publicUrl: 'http://localhost:8080',
      devOrigins: ['http://localhost:5173'],
    });
    expect(directives(development).get('form-action')).toEqual(["'self'", 'http://localhost:5173']);
  });

  it('names the Reporting API endpoint and sends HSTS only over https, where browsers use them', () => {
    const headers = (publicUrl: string) => new Map(securityHeaders({ publicUrl, devOrigins: [] }));
    const https = headers('https://portal.example.nz');
    expect(https.get('Reporting-Endpoints')).toBe('csp-endpoint="/csp-report"');
    expect(https.get('Strict-Transport-Security')).toBe('max-age=15552000; includeSubDomains');

    const http = headers('http://localhost:8080');
    expect(http.has('Reporting-Endpoints')).toBe(false);
    expect(http.has('Strict-Transport-Security')).toBe(false);
    // Without report-to, Chromium sends its reports to report-uri.
    expect(directives(http.get('Content-Security-Policy') ?? null).has('report-to')).toBe(false);
  });
});

describe('every surface of the origin carries the policy', () => {
  it('the portal shell, built or not, and an API answer', async () => {
    // Without portal/dist the shell is a 503 text; with it, the HTML shell: the same headers either way.
    const shell = await fetch(`${testServer.current.url}/account/dashboard`);
    expect([200, 503]).toContain(shell.status);
    expectStrictPolicy(shell);
    // The built shell needs no inline script (Vite's module-preload polyfill is in the entry chunk).
    if (shell.status === 200) expect(inlineScripts(await shell.text())).toEqual([]);
    expectStrictPolicy(await fetch(`${testServer.current.url}/api/v1/public/outage`));
  });

  it('the sign-in page and the discovery, keys and authorise answers of the identity provider', async () => {
    const interaction = await startSignIn(testServer.current);
    expectStrictPolicy(interaction.response);
    const page = await openSignInPage(interaction);
    expect(page.status).toBe(200);
    expectStrictPolicy(page);
    expect(inlineScripts(await page.text())).toEqual([]);

    for (const path of ['/idp/.well-known/openid-configuration', '/idp/jwks']) {
      const response = await fetch(`${testServer.current.url}${path}`);
      expect(response.status, path).toBe(200);
      expectStrictPolicy(response);
    }
  });

  it("the token endpoint's answers, granted or refused", async () => {
    const code = await signIn(testServer.current, aroha.email, DEMO_PASSWORD);
    const granted = await redeemCode(testServer.current, code);
    expect(granted.status).toBe(200);
    expectStrictPolicy(granted);
    const replayed = await redeemCode(testServer.current, code);
    expect(replayed.status).toBe(400);
    expectStrictPolicy(replayed);
  });

  it('the stand-in card page, even when it does not exist', async () => {
    const response = await fetch(`${testServer.current.url}/card-provider/session/no-such-session`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expectStrictPolicy(response);
  });

  it('the sign-out page, which confirms with a script file instead of an inline script', async () => {
    const { url } = testServer.current;
    const interaction = await startSignIn(testServer.current);
    await openSignInPage(interaction);
    const submitted = await submitCredentials(interaction, aroha.email, DEMO_PASSWORD);
    await followToCallback(testServer.current, interaction.jar, submitted);

    const params = new URLSearchParams({ client_id: 'kowhai-portal', post_logout_redirect_uri: `${url}/` });
    // Another site's link or frame: the page asks, and confirms only with the customer's click.
    const elsewhere = await browserFetch(interaction.jar, `${url}/idp/session/end?${params}`, {
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    const asked = await elsewhere.text();
    expect(asked).toContain('<h1>Do you want to sign out?</h1>');
    expect(asked).not.toContain('<script');
    expect((await browserFetch(interaction.jar, `${url}/idp/session/end?${params}`)).status).toBe(200);
    // The portal's own sign-out, a navigation from this origin.
    const page = await browserFetch(interaction.jar, `${url}/idp/session/end?${params}`, {
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(page.status).toBe(200);
    expectStrictPolicy(page);
    const html = await page.text();
    expect(inlineScripts(html)).toEqual([]);
    const scriptSrc = /<script src="([^"]+)"><\/script>/.exec(html)?.[1];
    expect(scriptSrc).toBe('/idp-assets/sign-out.js');

    const script = await fetch(`${url}${scriptSrc}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain("getElementById('sign-out')");
    const etag = script.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(script.headers.get('cache-control')).toContain('must-revalidate');
    const revalidated = await fetch(`${url}${scriptSrc}`, { headers: { 'If-None-Match': etag ?? '' } });
    expect(revalidated.status).toBe(304);

    // The form the script submits posts to this origin (form-action 'self') and ends at the portal's root.
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(new URL(action, url).origin).toBe(url);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await browserFetch(interaction.jar, new URL(action, url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${url}/`);
    expectStrictPolicy(confirmed);
  });
});

describe('POST /csp-report', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  afterEach(() => warn.mockClear());

  const post = (contentType: string, body: string) =>
    fetch(`${testServer.current.url}/csp-report`, { method: 'POST', headers: { 'Content-Type': contentType }, body });

  it('takes a report-uri report and logs one line without the query string', async () => {
    const response = await post(
      'application/csp-report',
      JSON.stringify({
        'csp-report': {
          'document-uri': 'http://localhost:8080/auth/redirect/?code=secret-code&state=s',
          'violated-directive': 'script-src-elem',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'inline',
          'original-policy': "script-src 'self'",
        },
      }),
    );
    expect(response.status).toBe(204);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('CSP violation: script-src-elem blocked inline on /auth/redirect/');
  });

  it('takes a Reporting API batch, logging its CSP violations only', async () => {
    const response = await post(
      'application/reports+json',
      JSON.stringify([
        {
          type: 'csp-violation',
          url: 'http://localhost:8080/account/dashboard?token=abc',
          body: {
            documentURL: 'http://localhost:8080/account/dashboard?token=abc',
            blockedURL: 'https://evil.example/steal.js?session=abc#x',
            effectiveDirective: 'script-src-elem',
            disposition: 'enforce',
          },
        },
        { type: 'deprecation', url: 'http://localhost:8080/', body: { id: 'something' } },
      ]),
    );
    expect(response.status).toBe(204);
    expect(warn.mock.calls).toEqual([
      ['CSP violation: script-src-elem blocked https://evil.example/steal.js on /account/dashboard'],
    ]);
  });

  it('refuses what is not a report: too large, another type, not JSON', async () => {
    expect((await post('application/csp-report', 'x'.repeat(CSP_REPORT_MAX_BYTES + 1))).status).toBe(413);
    expect((await post('text/plain', '{}')).status).toBe(415);
    expect((await post('application/csp-report', 'not json')).status).toBe(400);
    expect((await post('application/csp-report', '{"something":"else"}')).status).toBe(400);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('limits of /csp-report', () => {
  const limited = useTestServer({ CSP_REPORTS_PER_ADDRESS: '3' });
  const report = JSON.stringify({
    'csp-report': { 'document-uri': 'http://localhost/', 'effective-directive': 'img-src', 'blocked-uri': 'data' },
  });

  it('answers 429 with Retry-After to a client address over its reports a minute, and logs nothing for it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const send = () =>
      fetch(`${limited.current.url}/csp-report`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/csp-report' },
        body: report,
      });
    expect([(await send()).status, (await send()).status, (await send()).status]).toEqual([204, 204, 204]);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('logs a sample of the violations a minute, and how many it left out', () => {
    const lines: string[] = [];
    let now = 0;
    const log = sampledLog(
      CSP_LOG_LINES_PER_MINUTE,
      (line) => lines.push(line),
      () => now,
    );
    for (let index = 0; index < CSP_LOG_LINES_PER_MINUTE + 7; index += 1) log(`violation ${index}`);
    expect(lines).toHaveLength(CSP_LOG_LINES_PER_MINUTE);
    now = 61_000;
    log('the next minute');
    expect(lines.slice(-2)).toEqual(['CSP violation: 7 more in the minute before were not logged.', 'the next minute']);
  });
});

describe('reading a violation report', () => {
  it('keeps the scheme alone of a data or blob URL, and no line break that could forge a log line', () => {
    expect(
      readCspViolations({
        'csp-report': {
          'document-uri': 'http://localhost/a\nb',
          'violated-directive': "img-src 'self'",
          'blocked-uri': 'data:image/png;base64,AAAA',
        },
      }),
    ).toEqual([{ directive: 'img-src', blocked: 'data:', documentPath: '/ab' }]);
    expect(
      readCspViolations([
        { type: 'csp-violation', url: 'nonsense', body: { effectiveDirective: 'x y', blockedURL: 'blob:http://a/b' } },
      ]),
    ).toEqual([{ directive: '(unknown)', blocked: 'blob:', documentPath: '(unknown)' }]);
  });
});

describe('behind a TLS proxy (TRUST_PROXY=on, an https PUBLIC_URL)', () => {
  const proxied = useTestServer({
    TRUST_PROXY: 'on',
    PUBLIC_URL: 'https://portal.example',
    CSP_REPORTS_PER_ADDRESS: '1',
  });
  const fromProxy = (client: string) => ({
    'X-Forwarded-Proto': 'https',
    'X-Forwarded-For': `198.51.100.7, ${client}`,
  });

  it('is refused at start without TRUST_PROXY, and TRUST_PROXY is on or off', () => {
    const dir = path.resolve('.');
    expect(() => configFromEnv({ PUBLIC_URL: 'https://portal.example' }, dir)).toThrow(/TRUST_PROXY=on/);
    expect(() => configFromEnv({ TRUST_PROXY: 'yes' }, dir)).toThrow(/TRUST_PROXY/);
    expect(configFromEnv({ PUBLIC_URL: 'https://portal.example', TRUST_PROXY: 'on' }, dir)).toMatchObject({
      trustProxy: true,
      secureCookies: true,
    });
    expect(configFromEnv({}, dir)).toMatchObject({ trustProxy: false, secureCookies: false });
  });

  it('sets every sign-in cookie Secure', async () => {
    const params = new URLSearchParams({
      client_id: 'kowhai-portal',
      response_type: 'code',
      redirect_uri: 'https://portal.example/auth/redirect/',
      scope: 'openid',
      state: 'state-1',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      p: 'normal',
    });
    const response = await fetch(`${proxied.current.listening ?? ''}/idp/auth?${params}`, {
      headers: fromProxy('203.0.113.1'),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie.toLowerCase()).toContain('; secure');
  });

  it('counts each client by the address the proxy saw, not by the connection', async () => {
    const report = (client: string) =>
      fetch(`${proxied.current.listening ?? ''}/csp-report`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/csp-report', ...fromProxy(client) },
        body: JSON.stringify({ 'csp-report': { 'effective-directive': 'img-src', 'blocked-uri': 'data' } }),
      });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await report('203.0.113.1')).status).toBe(204);
    expect((await report('203.0.113.1')).status).toBe(429);
    // Another client behind the same proxy is not held back by the first.
    expect((await report('203.0.113.2')).status).toBe(204);
    warn.mockRestore();
  });
});
