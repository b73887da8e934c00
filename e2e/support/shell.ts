import type { Outage } from '@harakeke/contract';
import { expect, test, type Page, type Request } from '@playwright/test';
import { axeViolations } from './axe.js';
import { signInFromLoginPage } from './demo.js';

/** Where the portal keeps the signed-in session (portal/src/auth/token-store.ts). */
export const SESSION_KEY = 'harakeke.session';

/**
 * Signs in from /login, through the identity provider's page, and waits for the dashboard's greeting: for a test
 * about signing in, or one that ends its session (Log out, a refresh it breaks), which must not be a shared one.
 */
export async function signInThroughLoginPage(page: Page, email: string) {
  await page.goto('/login');
  await signInFromLoginPage(page, email);
  await expect(page.getByRole('heading', { level: 1, name: /Kia ora/ })).toBeVisible();
  // The document's own address, not only Playwright's record of it: after /auth/redirect → /app → / → /account.
  await expect
    .poll(() => page.evaluate(() => window.location.pathname), { message: 'address after sign-in' })
    .toBe('/account/dashboard');
}

/** What a sign-in left in localStorage (the session's tokens, the device id), per origin and customer. */
const reusableSessions = new Map<string, { entries: Array<[string, string]>; signedInAt: number }>();

/**
 * How long this worker reuses a sign-in. An access token lasts 15 minutes (the server's ACCESS_TOKEN_TTL) and the
 * portal refreshes only after a 401, so a session reused for at most 8 minutes by tests of at most a few minutes
 * never spends its refresh token: no two tests can rotate it.
 */
const REUSE_MS = 8 * 60_000;

/** Forgets this worker's sign-ins of these addresses: something ended every session of their account. */
export function forgetSignIns(...emails: string[]) {
  for (const key of [...reusableSessions.keys()]) {
    if (emails.some((email) => key.endsWith(` ${email}`))) reusableSessions.delete(key);
  }
}

/**
 * Opens `path` (the dashboard by default) signed in as the customer. The worker's first call for a customer and
 * origin signs in through the login page; later ones put that sign-in's localStorage back and open the page
 * directly, as a returning customer's browser does, which saves a sign-in (about 4 s on a quiet 2-core machine,
 * twice that on a busy one) per test. Never sign out of it: use signInThroughLoginPage for a session a test ends.
 */
export async function signIn(page: Page, email: string, path = '/account/dashboard') {
  // The project's server: each brand has its own, with its own sign-ins.
  const key = `${test.info().project.use.baseURL ?? ''} ${email}`;
  const reusable = reusableSessions.get(key);
  if (reusable && Date.now() - reusable.signedInAt < REUSE_MS) {
    // A small same-origin page to write the origin's storage on, before the portal's scripts read it.
    await page.goto('/favicon.svg');
    await page.evaluate((entries) => {
      for (const [name, value] of entries) localStorage.setItem(name, value);
    }, reusable.entries);
    await page.goto(path);
  } else {
    // Signed out, the page asks for a sign-in and the portal keeps its address: the sign-in lands on it, without
    // loading the dashboard first.
    await page.goto(path);
    await expect(page).toHaveURL(/\/login\?target=/);
    await signInFromLoginPage(page, email);
    await expect
      .poll(() => page.evaluate(() => window.location.pathname), { message: 'address after sign-in' })
      .toBe(path);
    reusableSessions.set(key, {
      entries: await page.evaluate(() => Object.entries({ ...localStorage })),
      signedInAt: Date.now(),
    });
  }
  if (path === '/account/dashboard') {
    await expect(page.getByRole('heading', { level: 1, name: /Kia ora/ })).toBeVisible({ timeout: 30_000 });
  }
}

/**
 * Waits until every widget of the dashboard has left its loading state. Longer than a UI wait by default: a
 * customer's first dashboard on a fresh database waits for the server to generate their readings, which on a busy
 * 2-core machine took over 10 s (the a11y test's one flaky try in a clean-clone run).
 */
export async function expectWidgetsSettled(page: Page, timeout = 30_000) {
  await expect(page.getByRole('status').filter({ hasText: 'Loading your dashboard' })).toHaveCount(0, { timeout });
  await expect(page.locator('[data-widget-type] [aria-busy="true"]')).toHaveCount(0, { timeout });
}

/** Opens the shell's 'Menu' drawer (it holds the account links and 'Log out' at every width). */
export async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
}

/** Answers the outage state with this instead of the server's (the server's switch is shared by parallel tests). */
export async function routeOutage(page: Page, outage: Partial<Outage>) {
  const body: Outage = {
    isOn: false,
    shouldNotify: false,
    period: null,
    endDate: null,
    outageDurationText: null,
    ...outage,
  };
  await page.route('**/api/v1/public/outage', (route) => route.fulfill({ status: 200, json: body }));
}

/** A 500 problem+json, as the server answers a call that failed. */
export const serverProblem = {
  status: 500,
  contentType: 'application/problem+json',
  body: JSON.stringify({
    type: 'about:blank',
    status: 500,
    title: 'Internal Server Error',
    detail: 'The e2e test made this call fail.',
  }),
};

/** A `/api/v1/` call as seen by the browser, with the order it started and ended in. */
export interface ApiCall {
  method: string;
  /** Path and query under /api/v1. */
  path: string;
  status: number | null;
  /**
   * 1 + the highest wave among the calls that finished before this one started (analytics events aside, which
   * nothing waits for); 1 for calls before any finished.
   */
  wave: number;
  failed: boolean;
}

function apiPath(request: Request): string | null {
  const url = new URL(request.url());
  const at = url.pathname.indexOf('/api/v1/');
  return at === -1 ? null : `${url.pathname.slice(at + '/api/v1'.length)}${url.search}`;
}

/** spec 1 §8's analytics events (`POST /private/events/…`). */
export const isAnalyticsEvent = (path: string) => path.startsWith('/private/events/');

/**
 * Records every `/api/v1/` call of a page from now on (and the identity provider's token calls, recorded as
 * `/idp/token`, when asked), in waves: a call's wave is one more than the highest wave
 * among calls that had finished when it started.
 */
export function recordApiCalls(page: Page, { withTokenCalls = false }: { withTokenCalls?: boolean } = {}) {
  const calls = new Map<Request, ApiCall>();
  let highestFinishedWave = 0;
  const finish = (request: Request, failed: boolean) => {
    const call = calls.get(request);
    if (!call) return;
    call.failed = failed;
    // An analytics event is sent and forgotten (core/analytics/events.ts): no call waits for its answer, so its end
    // starts no wave. Counted, a visit event answered a moment before the widgets' data went out made a third wave
    // of calls that never waited for it.
    if (!isAnalyticsEvent(call.path)) highestFinishedWave = Math.max(highestFinishedWave, call.wave);
  };
  const onRequest = (request: Request) => {
    const isTokenCall = withTokenCalls && new URL(request.url()).pathname.endsWith('/idp/token');
    const path = isTokenCall ? '/idp/token' : apiPath(request);
    if (path === null) return;
    calls.set(request, { method: request.method(), path, status: null, wave: highestFinishedWave + 1, failed: false });
  };
  const onFinished = async (request: Request) => {
    const call = calls.get(request);
    if (!call) return;
    finish(request, false);
    call.status = (await request.response())?.status() ?? null;
  };
  const onFailed = (request: Request) => finish(request, true);
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onFailed);
  return {
    calls: () => [...calls.values()],
    stop: () => {
      page.off('request', onRequest);
      page.off('requestfinished', onFinished);
      page.off('requestfailed', onFailed);
    },
  };
}

/** One line per call, grouped by wave, for a test's attachment. */
export function describeWaves(calls: readonly ApiCall[]): string {
  const waves = Math.max(0, ...calls.map((call) => call.wave));
  const lines: string[] = [];
  for (let wave = 1; wave <= waves; wave += 1) {
    lines.push(`wave ${wave}:`);
    for (const call of calls.filter((c) => c.wave === wave)) {
      lines.push(`  ${call.method} ${call.path} → ${call.failed ? 'failed' : (call.status ?? 'pending')}`);
    }
  }
  return lines.join('\n');
}

/**
 * axe over the page: WCAG 2.1 A and AA, as the a11y suite checks. Running transitions end first: axe judges colours
 * as they are drawn, and a button fading between its states (a submit being disabled) is, for a moment, neither.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A loading shimmer repeats for ever; only what ends is waited for.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  expect(await axeViolations(page), 'axe violations').toEqual([]);
}

/** Each dashboard widget type's data call, to make it fail. */
export const widgetDataCalls: Readonly<Record<string, string>> = {
  heroMessage: '**/api/v1/private/drd/widget/heroMessage',
  billSummary: '**/api/v1/private/drd/widget/billSummary',
  accountSummary: '**/api/v1/private/drd/widget/accountSummary',
  usageGraph: '**/api/v1/private/electricity/aggregated-site-bill-period',
};
