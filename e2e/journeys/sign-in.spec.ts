import { expect, test } from '../support/fixtures.js';
import {
  aroha,
  PENDING_SIGN_IN_KEY,
  signInFromLoginPage,
  startSignInWithTamperedMemory,
  submitSignInForm,
  tama,
} from '../support/demo.js';
import { brandNameOf } from '../support/servers.js';
import { openMenu } from '../support/shell.js';

test.describe('signing in', () => {
  test('signs in through the real sign-in page and greets the customer by name @both-brands', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/idp/interaction/**');
    // The identity provider's page wears this brand.
    await expect(page.getByText(brandNameOf(testInfo.project.name), { exact: true })).toBeVisible();
    await submitSignInForm(page, aroha.email);
    await expect(page.getByRole('heading', { level: 1, name: `Kia ora, ${aroha.firstName}` })).toBeVisible();
    await expect(page).toHaveURL(/\/account\/dashboard$/);
    // The code and state never stay in the address bar.
    expect(page.url()).not.toContain('code=');
  });

  test('keeps the address a signed-out visitor wanted and goes there after signing in', async ({ page }) => {
    await page.goto('/account/dashboard');
    await expect(page).toHaveURL(/\/login\?target=%2Faccount%2Fdashboard$/);
    await signInFromLoginPage(page, tama.email);
    await expect(page).toHaveURL(/\/account\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: `Kia ora, ${tama.firstName}` })).toBeVisible();
  });

  test('sends the brand, device, no-cache and bearer headers with account calls @both-brands', async ({
    page,
  }, testInfo) => {
    await page.goto('/login');
    const accountsRequest = page.waitForRequest('**/api/v1/private/billing/accounts');
    await signInFromLoginPage(page, aroha.email);
    const headers = (await accountsRequest).headers();
    expect(headers['x-brand-id']).toBe(testInfo.project.name);
    expect(headers['x-device-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['cache-control']).toContain('no-cache');
    expect(headers['pragma']).toBe('no-cache');
    expect(headers['authorization']).toMatch(/^Bearer \S+$/);
  });

  test('a wrong password keeps the email and says what went wrong @fernlight', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/idp/interaction/**');
    await submitSignInForm(page, aroha.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText(/email address or password is incorrect/);
    await expect(page.getByLabel('Email address')).toHaveValue(aroha.email);
  });

  test('logging out ends the session', async ({ page }) => {
    await page.goto('/login');
    await signInFromLoginPage(page, aroha.email);
    await expect(page.getByRole('heading', { level: 1, name: /Kia ora/ })).toBeVisible();
    // 'Log out' sits in the 'Menu' drawer at every width.
    await openMenu(page);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/account/dashboard');
    await expect(page).toHaveURL(/\/login\?target=/);
  });

  test('cancelling at the sign-in page comes back to the portal signed out @fernlight', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Cancel and go back' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('a sign-in that cannot be trusted fails with a clear message', () => {
  test('a mismatched state', async ({ page }) => {
    await startSignInWithTamperedMemory(page, { state: 'forged-state' });
    await submitSignInForm(page, aroha.email);
    await expect(page).toHaveURL(/\/login\?target=/);
    await expect(page.getByRole('alert')).toContainText('couldn’t confirm this sign-in was started here');
  });

  test('a wrong PKCE verifier @fernlight', async ({ page }) => {
    await startSignInWithTamperedMemory(page, { verifier: 'x'.repeat(64) });
    await submitSignInForm(page, aroha.email);
    await expect(page.getByRole('alert')).toContainText('expired or was already used');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a replayed code', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/idp/interaction/**');
    const pending = await page.evaluate((key) => sessionStorage.getItem(key), PENDING_SIGN_IN_KEY);
    const returnUrl = page.waitForRequest((request) => request.url().includes('/auth/redirect/?code='));
    await submitSignInForm(page, aroha.email);
    await expect(page.getByRole('heading', { level: 1, name: /Kia ora/ })).toBeVisible();
    const spentReturn = (await returnUrl).url();

    // Someone replays the same return address with a matching pending sign-in: the code is spent.
    await page.evaluate(
      ({ key, value }) => {
        localStorage.clear();
        sessionStorage.setItem(key, value ?? '');
      },
      { key: PENDING_SIGN_IN_KEY, value: pending },
    );
    await page.goto(spentReturn);
    await expect(page).toHaveURL(/\/login\?target=/);
    await expect(page.getByRole('alert')).toContainText('expired or was already used');
  });
});

test.describe('a sign-in that cannot go on says why', () => {
  test('repeated wrong passwords lock the email address for a while @fernlight', async ({ page }) => {
    // An address no other test uses, and no customer has: the lock lasts 15 minutes, and an address is locked
    // whether or not it has an account.
    const email = 'locked-out@example.nz';
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/idp/interaction/**');
    // The fifth wrong password locks (SIGN_IN_MAX_FAILURES); a server kept from an earlier run may be locked already.
    let status = 0;
    for (let attempt = 1; attempt <= 5 && status !== 429; attempt += 1) {
      const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/login'));
      await submitSignInForm(page, email, `not-the-password-${attempt}`);
      status = (await answer).status();
    }
    expect(status).toBe(429);
    await expect(page.getByRole('alert')).toHaveText(
      /^Too many sign-in attempts\. Try again in \d+ minutes?, or sign in with a link we email you\.$/,
    );
    await expect(page.getByLabel('Email address')).toHaveValue(email);
  });

  test('a made-up sign-in address explains itself, and its link starts a fresh sign-in @both-brands', async ({
    page,
  }, testInfo) => {
    const response = await page.goto('/idp/interaction/not-a-real-one');
    expect(response?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1, name: 'This sign-in has expired' })).toBeVisible();
    await expect(page.getByText(brandNameOf(testInfo.project.name), { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Start a new sign-in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/idp/interaction/**');
    await expect(page.getByLabel('Password')).toBeVisible();
    await submitSignInForm(page, aroha.email);
    await expect(page.getByRole('heading', { level: 1, name: `Kia ora, ${aroha.firstName}` })).toBeVisible();
  });
});
