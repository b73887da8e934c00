import type { Page, Response } from '@playwright/test';
import { expect, test, useDemoClock } from '../support/fixtures.js';
import { aroha, signInFromLoginPage, tama } from '../support/demo.js';
import {
  type ApiCall,
  describeWaves,
  expectWidgetsSettled,
  isAnalyticsEvent,
  openMenu,
  recordApiCalls,
  routeOutage,
  serverProblem,
  SESSION_KEY,
  signIn,
  signInThroughLoginPage,
  widgetDataCalls,
} from '../support/shell.js';

const greeting = (page: Page) => page.getByRole('heading', { level: 1, name: /Kia ora/ });
const widgetCell = (page: Page, type: string) => page.locator(`[data-widget-type="${type}"]`);

test.describe('start-up', () => {
  /** Checks a recorded start-up: the dashboard's list and widget data went out, in at most two waves. */
  async function expectTwoWaves(calls: readonly ApiCall[], attach: (body: string) => Promise<void>) {
    await attach(describeWaves(calls));
    expect(calls.some((call) => call.path.startsWith('/private/widget/list'))).toBe(true);
    expect(calls.some((call) => call.path.startsWith('/private/electricity/aggregated-site-bill-period'))).toBe(true);
    // An analytics event is sent and forgotten: the page waits for no answer, so a visit event that happens to go out
    // after a widget's data came back (the start-up sends its calls a few per task) is no third wave of the page's.
    const highest = Math.max(...calls.filter((call) => !isAnalyticsEvent(call.path)).map((call) => call.wave));
    expect(highest, describeWaves(calls)).toBeLessThanOrEqual(2);
  }

  test('a reload of the dashboard needs at most two waves of API calls', async ({ page }, testInfo) => {
    await signIn(page, aroha.email);
    // A fresh tab of the same session, so none of the sign-in page's own calls is counted.
    const fresh = await page.context().newPage();
    const recorder = recordApiCalls(fresh);
    const tokenCalls: string[] = [];
    fresh.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/idp/token')) tokenCalls.push(request.url());
    });
    await fresh.goto('/account/dashboard');
    await expect(greeting(fresh)).toBeVisible();
    await expectWidgetsSettled(fresh);
    await fresh.waitForLoadState('networkidle');
    recorder.stop();

    // No token call on a normal load: the stored token is still good.
    expect(tokenCalls).toEqual([]);
    await expectTwoWaves(recorder.calls(), (body) =>
      testInfo.attach('api-waves.txt', { body, contentType: 'text/plain' }),
    );
  });

  test('after the sign-in’s token exchange, the dashboard needs at most two waves of API calls @fernlight', async ({
    page,
  }, testInfo) => {
    await page.goto('/login');
    const recorder = recordApiCalls(page, { withTokenCalls: true });
    await signInFromLoginPage(page, aroha.email);
    await expect(greeting(page)).toBeVisible();
    await expectWidgetsSettled(page);
    await page.waitForLoadState('networkidle');
    recorder.stop();
    // Every start-up call, the widget list included, goes out as soon as the token answer is in, and the widgets'
    // data as soon as the list is back: two waves after the token exchange's own.
    const calls = recorder.calls();
    const token = calls.find((call) => call.path === '/idp/token' && call.method === 'POST');
    expect(token, describeWaves(calls)).toBeDefined();
    const afterToken = calls.filter((call) => call.wave > (token?.wave ?? 0));
    await expectTwoWaves(
      afterToken.map((call) => ({ ...call, wave: call.wave - (token?.wave ?? 0) })),
      () => testInfo.attach('api-waves.txt', { body: describeWaves(calls), contentType: 'text/plain' }),
    );
  });
});

test.describe('an expired access token', () => {
  test('is refreshed once for every call waiting on it, and each call then succeeds', async ({ page }, testInfo) => {
    // Its own session: the refresh rotates the refresh token.
    await signInThroughLoginPage(page, aroha.email);
    await page.evaluate((key) => {
      const session = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...session, accessToken: 'expired-or-wrong' }));
    }, SESSION_KEY);

    const privateAnswers: Response[] = [];
    const tokenCalls: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/v1/private/')) privateAnswers.push(response);
    });
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/idp/token')) {
        tokenCalls.push(request.url());
      }
    });

    await page.goto('/account/dashboard');
    await expect(greeting(page)).toBeVisible();
    await expect(page.locator('[data-widget-type]').first()).toBeVisible();
    await expectWidgetsSettled(page);
    await page.waitForLoadState('networkidle');

    const describe = privateAnswers
      .map((answer) => `${answer.request().method()} ${new URL(answer.url()).pathname} → ${answer.status()}`)
      .join('\n');
    await testInfo.attach('private-calls.txt', { body: describe, contentType: 'text/plain' });

    const key = (answer: Response) => `${answer.request().method()} ${answer.url()}`;
    const refused = privateAnswers.filter((answer) => answer.status() === 401);
    expect(refused.length, describe).toBeGreaterThanOrEqual(5);
    expect(tokenCalls, 'token calls').toHaveLength(1);
    for (const answer of refused) {
      const retried = privateAnswers.filter((other) => key(other) === key(answer) && other.ok());
      expect(retried.length, `${key(answer)} retried and answered`).toBeGreaterThanOrEqual(1);
    }
    await expect(page.getByRole('alert').filter({ hasText: 'Sorry, something went wrong' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/account\/dashboard$/);
  });
});

test.describe('the outage state', () => {
  test('while an outage is on, every page goes to /outage @fernlight', async ({ page }) => {
    await routeOutage(page, { isOn: true, shouldNotify: true, period: 'from 9pm to 11pm tonight' });
    for (const path of ['/login', '/account/dashboard', '/activate']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/outage$/);
      await expect(page.getByRole('heading', { level: 1, name: 'We’re doing some maintenance' })).toBeVisible();
      await expect(page.getByText('from 9pm to 11pm tonight')).toBeVisible();
    }
  });

  test('a planned outage shows a notice whose dismissal lasts for the tab session', async ({ page, browser }) => {
    await signIn(page, aroha.email);
    await routeOutage(page, { isOn: false, shouldNotify: true, period: 'from 9pm to 11pm on Saturday' });
    await page.goto('/account/dashboard');
    await expect(greeting(page)).toBeVisible();
    const notice = page.getByText('Planned maintenance');
    await expect(notice).toBeVisible();
    await expect(page.getByText(/unavailable from 9pm to 11pm on Saturday/)).toBeVisible();

    await page.getByRole('button', { name: 'Dismiss the maintenance notice' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(greeting(page)).toBeVisible();
    await expect(page.locator('[data-widget-type]').first()).toBeVisible();
    await expect(notice).toBeHidden();

    // A new browser session (same sign-in, fresh session storage) shows it again.
    const context = await useDemoClock(await browser.newContext({ storageState: await page.context().storageState() }));
    try {
      const other = await context.newPage();
      await routeOutage(other, { isOn: false, shouldNotify: true, period: 'from 9pm to 11pm on Saturday' });
      await other.goto('/account/dashboard');
      await expect(greeting(other)).toBeVisible();
      await expect(other.getByText('Planned maintenance')).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test.describe('switching site', () => {
  test('tama switches to another site; it persists, and he switches back @fernlight', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, tama.email);
    // The name reads '{site}, switch account or site' (the accessible name puts a space before the comma).
    const switcher = (site: string) =>
      page.getByRole('button', { name: new RegExp(`^${site}\\s*, switch account or site$`) });

    async function switchTo(from: string, to: string) {
      await switcher(from).click();
      const dialog = page.getByRole('dialog', { name: 'Switch account or site' });
      await expect(dialog).toBeVisible();
      const posted = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/api/v1/private/user/site'),
      );
      await dialog.getByRole('button', { name: to, exact: true }).click();
      await posted;
      await expect(dialog).toBeHidden();
      await expect(switcher(to)).toBeVisible();
      await expect(switcher(to)).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: `Now showing ${to}` })).toBeAttached();
    }

    // His seeded site is Home; every other test may rely on that, so the test ends there again.
    await expect(switcher('Home')).toBeVisible();
    await switchTo('Home', 'Sleepout');
    try {
      await page.reload();
      await expect(greeting(page)).toBeVisible();
      await expect(switcher('Sleepout')).toBeVisible();
    } finally {
      await switchTo('Sleepout', 'Home');
    }
    await page.reload();
    await expect(switcher('Home')).toBeVisible();
  });
});

test.describe('a widget whose call fails', () => {
  test('shows its own error while the others render, and its retry brings it back', async ({ page }) => {
    await signIn(page, aroha.email);
    // The sign-in's own dashboard first, so the answer awaited below is the reload's list, not that page's.
    await expectWidgetsSettled(page);
    const listAnswer = page.waitForResponse((response) =>
      response.url().includes('/api/v1/private/widget/list?tabId=dashboard'),
    );
    await page.goto('/account/dashboard');
    const list = (await (await listAnswer).json()) as { widgets: { id: string; type: string }[] };
    const types = list.widgets.map((widget) => widget.type);
    expect(types.length).toBeGreaterThan(0);
    await expectWidgetsSettled(page);
    // Every widget the portal shows has a data call this test knows how to fail.
    const shown = await page
      .locator('[data-widget-type]')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-widget-type') ?? ''));
    expect(shown.length).toBeGreaterThan(0);
    for (const type of shown) expect(Object.keys(widgetDataCalls), `a data call for ${type}`).toContain(type);

    for (const type of shown) {
      await test.step(type, async () => {
        const call = widgetDataCalls[type] ?? '';
        await page.route(call, (route) => route.fulfill(serverProblem));
        await page.goto('/account/dashboard');
        await expect(greeting(page)).toBeVisible();
        const failing = widgetCell(page, type);
        const error = failing.getByRole('alert');
        await expect(error).toContainText('Sorry, something went wrong');
        // spec 2 §8: the generic detail; the server's own is for monitoring, never shown.
        await expect(error).toContainText('An error occurred while retrieving your data.');
        await expect(error).not.toContainText('The e2e test made this call fail.');
        const retry = failing.getByRole('button', { name: 'Try again' });
        await expect(retry).toBeVisible();
        for (const other of shown.filter((t) => t !== type)) {
          const cell = widgetCell(page, other);
          await expect(cell.locator('section').first()).toHaveAttribute('data-state', 'ready');
          await expect(cell.getByRole('alert')).toHaveCount(0);
        }

        await page.unroute(call);
        await retry.click();
        await expect(failing.getByRole('alert')).toHaveCount(0);
        await expect(failing.locator('section').first()).toHaveAttribute('data-state', 'ready');
      });
    }
  });
});

test.describe('signing out', () => {
  test('Log out in the menu ends at /login, and the account then asks to sign in @fernlight', async ({ page }) => {
    await signInThroughLoginPage(page, aroha.email);
    const paths: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
    });
    await openMenu(page);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const root = paths.lastIndexOf('/');
    expect(root, paths.join(' → ')).toBeGreaterThan(-1);
    expect(paths.slice(root), paths.join(' → ')).toContain('/login');

    await page.goto('/account/dashboard');
    await expect(page).toHaveURL(/\/login\?target=%2Faccount%2Fdashboard$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('the mobile embed', () => {
  test('a token that does not work ends at /general-error, and the token never stays in the address', async ({
    page,
  }) => {
    const token = 'not-a-token';
    const params = JSON.stringify({ locationId: 'site-1001', billingAccountNumber: 'ba-1001' });
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    });
    await page.goto(`/account/dashboard?mobile=true&token=${token}&params=${encodeURIComponent(params)}`);
    await expect(page).toHaveURL(/\/general-error$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    // The first entry is the address the app opened; none after it carries the token.
    expect(addresses.slice(1).filter((address) => address.includes(token))).toEqual([]);
    expect(page.url()).not.toContain(token);
    const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
    expect(stored).toBeNull();
  });
});
