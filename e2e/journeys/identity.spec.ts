import { expect, test, useDemoClock } from '../support/fixtures.js';
import { DEMO_PASSWORD, submitSignInForm } from '../support/demo.js';
import { askForResetLink, linkInOutbox, rangi, setNewPassword } from '../support/identity.js';
import { expectNoAxeViolations } from '../support/shell.js';

// The identity provider's account pages (spec 1 §4 and §5): 'Forgot your password?', the emailed reset link and its
// set-password page, and the email verification link (spec 1 §8). Rangi is kept for these journeys: no other signs
// in as him. His password ends as the demo password again, so a server reused between runs still knows it.
test.describe.configure({ mode: 'serial' });

const newPassword = 'Kōwhai-reset-2027';

async function signInPageFromPortal(page: import('@playwright/test').Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/idp/interaction/**');
}

test.describe('identity', () => {
  test('verifies the login email through the emailed link, which works once', async ({ page, baseURL }, testInfo) => {
    await signInPageFromPortal(page);
    const accountCall = page.waitForRequest('**/api/v1/private/**');
    await submitSignInForm(page, rangi.email, DEMO_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: `Kia ora, ${rangi.firstName}` })).toBeVisible();
    // The portal's own bearer token and headers, as its account details' 'verify' button sends them.
    const headers = Object.fromEntries(
      Object.entries((await accountCall).headers()).filter(([name]) => !['host', 'content-length'].includes(name)),
    );
    const asked = await page.request.post('/api/v1/private/user/emailVerification', {
      headers: { ...headers, 'content-type': 'application/json' },
      data: {},
    });
    expect(asked.status()).toBe(200);

    const link = await linkInOutbox(baseURL ?? '', testInfo.project.name, rangi.email, '/idp-account/verify-email/');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Your email address is verified' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'This link can’t be used any more' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to your account details' }).click();
    // The portal's account details, or its sign-in first when this tab's session is gone.
    await expect(page).toHaveURL(/\/account(\/|%2F)profile$/);
  });

  test("resets the password from 'Forgot your password?' and signs in with it @fernlight", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    // Two resets and two sign-ins.
    test.setTimeout(120_000);
    await signInPageFromPortal(page);
    await askForResetLink(page, rangi.email);
    await expectNoAxeViolations(page);

    const link = await linkInOutbox(baseURL ?? '', testInfo.project.name, rangi.email, '/idp-account/reset-password/');
    await page.goto(link);
    await expectNoAxeViolations(page);
    // spec 1 §5: 8 to 75 characters, no whitespace; the message is tied to its field.
    await setNewPassword(page, 'short');
    await expect(page.getByRole('alert')).toHaveText('Your password needs at least 8 characters.');
    await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
      /8 to 75 characters, without spaces\. Your password needs at least 8 characters\./,
    );
    await expectNoAxeViolations(page);
    await setNewPassword(page, newPassword, `${newPassword}!`);
    await expect(page.getByRole('alert')).toHaveText('The two passwords don’t match.');
    await setNewPassword(page, newPassword);
    await expect(page.getByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeVisible();

    // The link is used up.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'This link can’t be used any more' })).toBeVisible();

    // The old password no longer signs in; the new one does.
    await signInPageFromPortal(page);
    await submitSignInForm(page, rangi.email, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toContainText('The email address or password is incorrect');
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Kia ora, ${rangi.firstName}` })).toBeVisible();

    // Back to the demo password through a second reset, signed out in another browser, for the next run on this server.
    const signedOut = await useDemoClock(await browser.newContext({ baseURL }));
    const other = await signedOut.newPage();
    await signInPageFromPortal(other);
    await askForResetLink(other, rangi.email);
    await other.goto(
      await linkInOutbox(baseURL ?? '', testInfo.project.name, rangi.email, '/idp-account/reset-password/'),
    );
    await setNewPassword(other, DEMO_PASSWORD);
    await expect(other.getByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeVisible();
    await signedOut.close();
  });
});
