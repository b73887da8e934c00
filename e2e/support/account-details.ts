import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInFromLoginPage } from './demo.js';
import { linkInOutbox } from './identity.js';
import { forgetSignIns } from './shell.js';

/** spec 1 §2 profile: the 'Account Details' screen. */
export const ACCOUNT_DETAILS_PATH = '/account/profile';

/** Mirrors server/src/demo/customers.ts: Kiri is the account-details journeys' own customer. */
export const kiri = { email: 'kiri@example.nz', firstName: 'Kiri' };

/** The address the journeys change Kiri's login email to, and back from. */
export const KIRI_NEW_EMAIL = 'kiri.tane@example.nz';

/** The identity provider's answer to an address it does not know (server/src/idp/interactions.ts). */
const WRONG_CREDENTIALS = 'The email address or password is incorrect. Check them and try again.';

export const loginDetailsSection = (page: Page) => page.getByRole('region', { name: 'Login details' });
export const preferencesSection = (page: Page) => page.getByRole('region', { name: 'Email preferences' });
export const loginEmailField = (page: Page) => loginDetailsSection(page).getByRole('group', { name: 'Login email' });

/** Opens the screen and waits until the two sections have loaded. */
export async function openAccountDetails(page: Page) {
  await page.goto(ACCOUNT_DETAILS_PATH);
  await expectAccountDetailsLoaded(page);
}

/** Waits until the open screen's two sections have loaded. */
export async function expectAccountDetailsLoaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Account details' })).toBeVisible({ timeout: 30_000 });
  await expect(loginDetailsSection(page).getByRole('button', { name: 'Edit Login email' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(preferencesSection(page).getByRole('switch', { name: 'Send my bills by email' })).toBeVisible({
    timeout: 20_000,
  });
}

/**
 * Signs in with an address, asked for by the account details page itself, and waits for that page; false when the
 * provider does not know the address. Going there first skips the dashboard, whose widgets would wait for a first
 * sign-in's readings to be generated (10 s and more on a busy machine) before the journey could start.
 */
async function trySignIn(page: Page, email: string): Promise<boolean> {
  await page.goto(ACCOUNT_DETAILS_PATH);
  await expect(page).toHaveURL(/\/login\?target=/);
  await signInFromLoginPage(page, email);
  const landed = page.getByRole('heading', { level: 1, name: 'Account details' });
  await expect(landed.or(page.getByText(WRONG_CREDENTIALS))).toBeVisible({ timeout: 30_000 });
  return landed.isVisible();
}

/** Starts a change of the login email in the open screen, with the current password, and leaves the outcome. */
export async function changeLoginEmail(page: Page, email: string, password = DEMO_PASSWORD) {
  const section = loginDetailsSection(page);
  await section.getByRole('button', { name: 'Edit Login email' }).click();
  const input = section.getByRole('textbox', { name: /Login email/ });
  await expect(input).toBeFocused();
  await input.fill(email);
  await section.getByLabel(/Current password/).fill(password);
  await section.getByRole('button', { name: 'Save Login email' }).click();
}

/**
 * Changes the login email all the way: starts the change, sees it waiting for the new address, and opens the link the
 * new mailbox got (the development outbox), which ends the sign-in it was made in.
 */
export async function changeLoginEmailConfirmed(page: Page, email: string) {
  await changeLoginEmail(page, email);
  await expect(loginDetailsSection(page).getByText(`We’ve sent a link to ${email}.`, { exact: false })).toBeVisible({
    timeout: 20_000,
  });
  const projectName = test.info().project.name;
  const baseURL = test.info().project.use.baseURL ?? '';
  await page.goto(await linkInOutbox(baseURL, projectName, email, '/idp-account/confirm-email-change/'));
  await expect(page.getByRole('heading', { level: 1, name: `Make ${email} your login email?` })).toBeVisible();
  await page.getByRole('button', { name: 'Change my login email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your login email is changed' })).toBeVisible();
  forgetSignIns(kiri.email, KIRI_NEW_EMAIL);
  // The change ended every session: the portal this browser was signed in to says so, and asks for a sign-in.
  await page.goto(ACCOUNT_DETAILS_PATH);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible({ timeout: 20_000 });
}

/**
 * Signs Kiri in with her demo address. A journey stopped halfway may have left her on the new address: then it signs
 * in with that one and changes it back first, so every run starts from the demo data.
 */
export async function signInAsKiri(page: Page) {
  if (await trySignIn(page, kiri.email)) return;
  expect(await trySignIn(page, KIRI_NEW_EMAIL), `sign-in as ${KIRI_NEW_EMAIL} after ${kiri.email} failed`).toBe(true);
  await openAccountDetails(page);
  await changeLoginEmailConfirmed(page, kiri.email);
  expect(await trySignIn(page, kiri.email), `sign-in as ${kiri.email} after changing back`).toBe(true);
}

/** Signs in with an address, expecting the provider to know it, and waits for the account details page. */
export async function signInWith(page: Page, email: string) {
  expect(await trySignIn(page, email), `sign-in as ${email}`).toBe(true);
}
