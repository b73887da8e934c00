import { expect } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import type { TestServer } from './test-server.js';

/**
 * The portal's sign-in, driven over HTTP the way a browser would: authorization code with PKCE,
 * redirects followed by hand (redirect: 'manual') and cookies carried by hand.
 */

export type PortalClientId = 'kowhai-portal' | 'fernlight-portal';

/**
 * The cookies of one browser. oidc-provider scopes its cookies by path; sending all of them
 * everywhere is harmless, it reads only the ones it expects.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Takes in every set-cookie of a response; a cleared or expired cookie is dropped. */
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=');
        if (/^expires$/i.test(key)) return Date.parse(raw) <= Date.now();
        if (/^max-age$/i.test(key)) return Number(raw) <= 0;
        return false;
      });
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** One request as the browser holding `jar` would send it, without following redirects. */
export async function browserFetch(jar: CookieJar, url: string | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.header();
  if (cookie) headers.set('Cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(response);
  return response;
}

/** The Location of a redirect, resolved against the URL that answered it. */
export function locationOf(response: Response, base: string): URL {
  const location = response.headers.get('location');
  if (!location) throw new Error(`Expected a redirect, got ${response.status} without a Location header.`);
  return new URL(location, base);
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

/** RFC 7636 S256: the challenge is the base64url SHA-256 of the verifier. */
export function createPkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export interface AuthorizeOptions {
  clientId?: PortalClientId;
  /** Set to false to send the request without code_challenge. */
  pkce?: boolean;
  /** The sign-in policy (spec 1 §4): 'normal' (password) or 'magic-link' (emailed link). */
  policy?: 'normal' | 'magic-link';
}

/** A sign-in started in one browser: its cookies, PKCE pair and state, and the authorize answer. */
export interface AuthorizeAttempt {
  jar: CookieJar;
  clientId: PortalClientId;
  pkce: Pkce;
  state: string;
  /** The answer of /idp/auth: a 303 to the sign-in page when all is well. */
  response: Response;
}

/** GET /idp/auth with what the portal sends (spec 1 §4: the policy, device id and platform too). */
export async function authorize(server: TestServer, options: AuthorizeOptions = {}): Promise<AuthorizeAttempt> {
  const { clientId = 'kowhai-portal', pkce: withPkce = true, policy = 'normal' } = options;
  const jar = new CookieJar();
  const pkce = createPkce();
  const state = randomBytes(12).toString('base64url');
  const url = new URL(`${server.url}/idp/auth`);
  url.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: server.redirectUri,
    scope: 'openid profile email offline_access',
    state,
    ...(withPkce ? { code_challenge: pkce.challenge, code_challenge_method: 'S256' } : {}),
    p: policy,
    device_id: 'test-device',
    platform: 'Web',
  }).toString();
  const response = await browserFetch(jar, url);
  return { jar, clientId, pkce, state, response };
}

/** An attempt that reached the sign-in page. */
export interface SignInInteraction extends AuthorizeAttempt {
  uid: string;
  /** /idp/interaction/:uid, absolute. */
  interactionUrl: URL;
}

/** Starts a sign-in and checks it was sent to the sign-in page. */
export async function startSignIn(server: TestServer, options: AuthorizeOptions = {}): Promise<SignInInteraction> {
  const attempt = await authorize(server, options);
  if (attempt.response.status !== 303) {
    throw new Error(`/idp/auth answered ${attempt.response.status}, expected a 303 to the sign-in page.`);
  }
  const interactionUrl = locationOf(attempt.response, server.url);
  const uid = /^\/idp\/interaction\/([^/]+)$/.exec(interactionUrl.pathname)?.[1];
  if (!uid || interactionUrl.origin !== server.url) {
    throw new Error(`/idp/auth redirected to ${interactionUrl.href}, not to a sign-in page.`);
  }
  return { ...attempt, uid, interactionUrl };
}

/** GET the sign-in page of an interaction. */
export function openSignInPage(interaction: SignInInteraction): Promise<Response> {
  return browserFetch(interaction.jar, interaction.interactionUrl);
}

/** POST the sign-in form, as the page's form would. */
export function submitCredentials(interaction: SignInInteraction, email: string, password: string): Promise<Response> {
  return browserFetch(interaction.jar, `${interaction.interactionUrl.href}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
}

/**
 * Follows the identity provider's redirects (the resume at /idp/auth/:uid) until one leaves for the
 * portal's redirect URI, and returns that callback URL with its code or error.
 */
export async function followToCallback(server: TestServer, jar: CookieJar, redirect: Response): Promise<URL> {
  let response = redirect;
  let base = server.url;
  for (let hop = 0; hop < 5; hop += 1) {
    if (response.status < 300 || response.status > 399) {
      throw new Error(`Expected a redirect towards the portal, got ${response.status}: ${await response.text()}`);
    }
    const next = locationOf(response, base);
    if (next.href.startsWith(server.redirectUri)) return next;
    response = await browserFetch(jar, next);
    base = next.href;
  }
  throw new Error('Too many redirects before reaching the portal.');
}

/** A finished sign-in: the code at the portal's redirect URI, and what the portal needs to redeem it. */
export interface AuthorizationCode {
  code: string;
  /** The state that came back, to compare with `sentState`. */
  state: string | null;
  sentState: string;
  verifier: string;
  clientId: PortalClientId;
  callback: URL;
}

/** The whole browser part of the sign-in: authorize, sign-in page, credentials, resume, callback. */
export async function signIn(
  server: TestServer,
  email: string,
  password: string,
  options: AuthorizeOptions = {},
): Promise<AuthorizationCode> {
  const interaction = await startSignIn(server, options);
  const page = await openSignInPage(interaction);
  if (page.status !== 200) throw new Error(`The sign-in page answered ${page.status}.`);
  const submitted = await submitCredentials(interaction, email, password);
  if (submitted.status !== 303) throw new Error(`Signing in as ${email} answered ${submitted.status}, expected 303.`);
  const callback = await followToCallback(server, interaction.jar, submitted);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`The portal was sent no code: ${callback.href}`);
  return {
    code,
    state: callback.searchParams.get('state'),
    sentState: interaction.state,
    verifier: interaction.pkce.verifier,
    clientId: interaction.clientId,
    callback,
  };
}

/** POST a form to the token endpoint as the public (secretless) portal client. */
export function tokenRequest(server: TestServer, form: Record<string, string>): Promise<Response> {
  return fetch(`${server.url}/idp/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams(form).toString(),
  });
}

/** The authorization_code grant; each field can be overridden to make it wrong. */
export function redeemCode(
  server: TestServer,
  code: AuthorizationCode,
  overrides: Partial<Record<'code' | 'code_verifier' | 'redirect_uri' | 'client_id', string>> = {},
): Promise<Response> {
  return tokenRequest(server, {
    grant_type: 'authorization_code',
    client_id: code.clientId,
    redirect_uri: server.redirectUri,
    code: code.code,
    code_verifier: code.verifier,
    ...overrides,
  });
}

/** The refresh_token grant. */
export function refreshTokens(server: TestServer, refreshToken: string, clientId: PortalClientId = 'kowhai-portal') {
  return tokenRequest(server, { grant_type: 'refresh_token', client_id: clientId, refresh_token: refreshToken });
}

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

/** Whether the sign-in page takes this email and password: true when the portal would be sent a code. */
export async function signsInWith(server: TestServer, email: string, password: string): Promise<boolean> {
  const interaction = await startSignIn(server);
  await openSignInPage(interaction);
  const answer = await submitCredentials(interaction, email, password);
  if (answer.status !== 303) return false;
  return !!(await followToCallback(server, interaction.jar, answer)).searchParams.get('code');
}

/** Signs in and redeems the code: the tokens the portal would hold. */
export async function signInForTokens(
  server: TestServer,
  email: string,
  password: string,
  options: AuthorizeOptions = {},
): Promise<TokenSet> {
  const code = await signIn(server, email, password, options);
  const response = await redeemCode(server, code);
  if (response.status !== 200)
    throw new Error(`The token endpoint answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as TokenSet;
}

/** The claims of a JWT, unverified: enough to see whom a token names. */
export function jwtClaims(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1];
  if (!payload) throw new Error('Not a JWT.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The token endpoint refused the grant, as RFC 6749 §5.2 words it. */
export async function expectInvalidGrant(response: Response): Promise<void> {
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
}
