import { expect, type Page } from '@playwright/test';
import { signInFromLoginPage } from './demo.js';
import { openMenu } from './shell.js';

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

/** Changes the login email in the open screen and waits for the outcome the caller expects. */
export async function changeLoginEmail(page: Page, email: string) {
  const section = loginDetailsSection(page);
  await section.getByRole('button', { name: 'Edit Login email' }).click();
  const input = section.getByRole('textbox', { name: /Login email/ });
  await expect(input).toBeFocused();
  await input.fill(email);
  await section.getByRole('button', { name: 'Save Login email' }).click();
}

/** Changes the login email and waits for 'Changes Saved' with the address shown. */
export async function changeLoginEmailSaved(page: Page, email: string) {
  await changeLoginEmail(page, email);
  await expect(loginEmailField(page).getByText('Changes Saved')).toBeVisible({ timeout: 20_000 });
  await expect(loginEmailField(page)).toContainText(email);
}

/**
 * Signs Kiri in with her demo address. A journey stopped halfway may have left her on the new address: then it signs
 * in with that one and changes it back first, so every run starts from the demo data.
 */
export async function signInAsKiri(page: Page) {
  if (await trySignIn(page, kiri.email)) return;
  expect(await trySignIn(page, KIRI_NEW_EMAIL), `sign-in as ${KIRI_NEW_EMAIL} after ${kiri.email} failed`).toBe(true);
  await openAccountDetails(page);
  await changeLoginEmailSaved(page, kiri.email);
}

/** Signs out through the menu's 'Log out', ending at /login. */
export async function signOut(page: Page) {
  await openMenu(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Signs in with an address, expecting the provider to know it, and waits for the account details page. */
export async function signInWith(page: Page, email: string) {
  expect(await trySignIn(page, email), `sign-in as ${email}`).toBe(true);
}
