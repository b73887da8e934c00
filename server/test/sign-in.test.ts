import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoCustomers } from '../src/demo/customers.js';
import {
  authorize,
  browserFetch,
  followToCallback,
  jwtClaims,
  locationOf,
  openSignInPage,
  redeemCode,
  refreshTokens,
  signIn,
  signInForTokens,
  startSignIn,
  submitCredentials,
  type TokenSet,
  expectInvalidGrant,
} from './oidc-flow.js';
import { startTestServer, useTestServer } from './test-server.js';

const [aroha, tama] = demoCustomers;
if (!aroha || !tama) throw new Error('The demo customers changed; these tests sign in as the first two.');

const testServer = useTestServer();

describe('sign-in: authorization code with PKCE', () => {
  it('signs a demo customer in and issues access, refresh and ID tokens', async () => {
    const interaction = await startSignIn(testServer.current);
    expect(interaction.response.status).toBe(303);
    expect(interaction.interactionUrl.pathname).toBe(`/idp/interaction/${interaction.uid}`);

    const page = await openSignInPage(interaction);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('Kōwhai Energy');
    expect(html).toContain(`action="/idp/interaction/${interaction.uid}/login"`);

    const submitted = await submitCredentials(interaction, aroha.email, DEMO_PASSWORD);
    expect(submitted.status).toBe(303);
    const resume = locationOf(submitted, testServer.current.url);
    expect(resume.href).toBe(`${testServer.current.url}/idp/auth/${interaction.uid}`);

    const resumed = await browserFetch(interaction.jar, resume);
    expect(resumed.status).toBe(303);
    const callback = locationOf(resumed, resume.href);
    expect(`${callback.origin}${callback.pathname}`).toBe(testServer.current.redirectUri);
    expect(callback.searchParams.get('state')).toBe(interaction.state);
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();

    const response = await redeemCode(testServer.current, {
      code: code!,
      state: interaction.state,
      sentState: interaction.state,
      verifier: interaction.pkce.verifier,
      clientId: interaction.clientId,
      callback,
    });
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as TokenSet;
    expect(tokens.access_token).toEqual(expect.any(String));
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(tokens.id_token).toEqual(expect.any(String));
    expect(tokens.expires_in).toBeGreaterThan(0);
    expect(tokens.token_type).toBe('Bearer');
    expect(jwtClaims(tokens.id_token)).toMatchObject({
      iss: `${testServer.current.url}/idp`,
      aud: 'kowhai-portal',
      sub: aroha.id,
    });
  });

  it('refuses a code redeemed with the wrong code_verifier', async () => {
    const code = await signIn(testServer.current, aroha.email, DEMO_PASSWORD);
    const response = await redeemCode(testServer.current, code, { code_verifier: 'x'.repeat(43) });
    await expectInvalidGrant(response);
  });

  it('refuses a code presented a second time', async () => {
    const code = await signIn(testServer.current, aroha.email, DEMO_PASSWORD);
    const first = await redeemCode(testServer.current, code);
    expect(first.status).toBe(200);
    const firstTokens = (await first.json()) as TokenSet;

    const replay = await redeemCode(testServer.current, code);
    await expectInvalidGrant(replay);

    // A replayed code means it leaked: the tokens it was first redeemed for are revoked too.
    const refreshed = await refreshTokens(testServer.current, firstTokens.refresh_token);
    await expectInvalidGrant(refreshed);
  });

  it('refuses a code redeemed with a redirect_uri other than the one it was issued for', async () => {
    const code = await signIn(testServer.current, aroha.email, DEMO_PASSWORD);
    // Registered for the client too, so only the mismatch with the authorize request can be the reason.
    const response = await redeemCode(testServer.current, code, { redirect_uri: testServer.current.devRedirectUri });
    await expectInvalidGrant(response);
  });

  it('refuses an authorize request without a code_challenge instead of showing the sign-in page', async () => {
    const attempt = await authorize(testServer.current, { pkce: false });
    expect(attempt.response.status).toBe(303);
    const location = locationOf(attempt.response, testServer.current.url);
    expect(location.pathname).not.toContain('/idp/interaction/');
    expect(`${location.origin}${location.pathname}`).toBe(testServer.current.redirectUri);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('code')).toBeNull();
    expect(location.searchParams.get('state')).toBe(attempt.state);
  });

  it('keeps the typed email and says the credentials are wrong when the password is wrong', async () => {
    const interaction = await startSignIn(testServer.current);
    const rejected = await submitCredentials(interaction, tama.email, 'not-the-password');
    expect(rejected.status).toBe(401);
    const html = await rejected.text();
    expect(html).toContain('The email address or password is incorrect');
    expect(html).toMatch(new RegExp(`<input id="email"[^>]* value="${tama.email.replace(/\./g, '\\.')}"`));
    expect(html).toContain('role="alert"');

    // The same sign-in page can still be used: the right password then signs in.
    const accepted = await submitCredentials(interaction, tama.email, DEMO_PASSWORD);
    expect(accepted.status).toBe(303);
    const callback = await followToCallback(testServer.current, interaction.jar, accepted);
    expect(callback.searchParams.get('code')).toBeTruthy();
  });

  it('answers an unknown email exactly like a wrong password, so logins cannot be probed', async () => {
    const interaction = await startSignIn(testServer.current);
    const rejected = await submitCredentials(interaction, 'nobody@example.nz', DEMO_PASSWORD);
    expect(rejected.status).toBe(401);
    const html = await rejected.text();
    expect(html).toContain('The email address or password is incorrect');
    expect(html).toContain('value="nobody@example.nz"');
  });

  it('rotates the refresh token on every refresh and revokes the grant when a rotated one is reused', async () => {
    const tokens = await signInForTokens(testServer.current, aroha.email, DEMO_PASSWORD);

    const refreshed = await refreshTokens(testServer.current, tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as TokenSet;
    expect(next.access_token).toEqual(expect.any(String));
    expect(next.refresh_token).toEqual(expect.any(String));
    expect(next.refresh_token).not.toBe(tokens.refresh_token);

    const reused = await refreshTokens(testServer.current, tokens.refresh_token);
    await expectInvalidGrant(reused);

    // Reuse suggests a stolen token: the whole grant is gone, the newest refresh token included.
    const afterRevocation = await refreshTokens(testServer.current, next.refresh_token);
    await expectInvalidGrant(afterRevocation);
  });

  it("shows the Fernlight brand on the fernlight-portal client's sign-in page", async () => {
    const interaction = await startSignIn(testServer.current, { clientId: 'fernlight-portal' });
    const page = await openSignInPage(interaction);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Fernlight');
    expect(html).not.toContain('Kōwhai Energy');

    const code = await signIn(testServer.current, aroha.email, DEMO_PASSWORD, { clientId: 'fernlight-portal' });
    const response = await redeemCode(testServer.current, code);
    expect(response.status).toBe(200);
    expect(jwtClaims(((await response.json()) as TokenSet).id_token)).toMatchObject({ aud: 'fernlight-portal' });
  });

  it('sends a cancelled sign-in back to the portal with access_denied and AADB2C90091', async () => {
    const interaction = await startSignIn(testServer.current);
    const html = await (await openSignInPage(interaction)).text();
    expect(html).toContain(`href="/idp/interaction/${interaction.uid}/abort"`);

    const aborted = await browserFetch(interaction.jar, `${interaction.interactionUrl.href}/abort`);
    const callback = await followToCallback(testServer.current, interaction.jar, aborted);
    expect(`${callback.origin}${callback.pathname}`).toBe(testServer.current.redirectUri);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('error_description')).toContain('AADB2C90091');
    expect(callback.searchParams.get('state')).toBe(interaction.state);
    expect(callback.searchParams.get('code')).toBeNull();
  });
});

describe('a sign-in page that is gone', () => {
  async function expectExpiredPage(response: Response) {
    expect(response.status).toBe(410);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('This sign-in has expired');
    expect(html).toContain('href="/login"');
    expect(html).toContain('Kōwhai Energy');
  }

  const form = (body: Record<string, string>) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });

  it('explains a made-up address on every route, with a link that starts again', async () => {
    const base = `${testServer.current.url}/idp/interaction/not-a-real-one`;
    const send = (url: string, init?: RequestInit) => fetch(url, { ...init, redirect: 'manual' });
    await expectExpiredPage(await send(base));
    await expectExpiredPage(await send(`${base}/login`, form({ email: aroha.email, password: DEMO_PASSWORD })));
    await expectExpiredPage(await send(`${base}/magic-link`, form({ email: aroha.email })));
    await expectExpiredPage(await send(`${base}/abort`));
  });

  it('explains a used one (Back after signing in) on every route, and at its resume', async () => {
    const interaction = await startSignIn(testServer.current);
    const submitted = await submitCredentials(interaction, aroha.email, DEMO_PASSWORD);
    const resume = locationOf(submitted, testServer.current.url);
    expect((await browserFetch(interaction.jar, resume)).status).toBe(303);

    const { jar, interactionUrl } = interaction;
    await expectExpiredPage(await browserFetch(jar, interactionUrl));
    await expectExpiredPage(
      await browserFetch(jar, `${interactionUrl.href}/login`, form({ email: aroha.email, password: DEMO_PASSWORD })),
    );
    await expectExpiredPage(await browserFetch(jar, `${interactionUrl.href}/magic-link`, form({ email: aroha.email })));
    await expectExpiredPage(await browserFetch(jar, `${interactionUrl.href}/abort`));
    // oidc-provider's resume, reached again as a browser asks for it (HTML), says the same.
    await expectExpiredPage(await browserFetch(jar, resume, { headers: { Accept: 'text/html' } }));
  });
});

describe('the development origin', () => {
  it('receives no sign-in redirect unless the server was started for npm run dev', async () => {
    // As `npm start` starts it: no DEV_ORIGINS at all.
    const started = await startTestServer({ DEV_ORIGINS: undefined }, { database: testServer.current.db });
    try {
      const devRedirect = { ...started, redirectUri: 'http://localhost:5173/auth/redirect/' };
      const attempt = await authorize(devRedirect);
      expect(attempt.response.status).toBe(400);
      expect(attempt.response.headers.get('location')).toBeNull();
      expect(await attempt.response.text()).toMatch(/redirect_uri/);
    } finally {
      await started.close();
    }
  });
});
