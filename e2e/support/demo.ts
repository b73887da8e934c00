import { expect, type Page } from '@playwright/test';

/** Mirrors server/src/demo/customers.ts: the README documents the same logins. */
export const DEMO_PASSWORD = 'Harakeke-demo-2026';
export const aroha = { email: 'aroha@example.nz', firstName: 'Aroha' };
export const tama = { email: 'tama@example.nz', firstName: 'Tama' };
export const ana = { email: 'ana@example.nz', firstName: 'Ana' };
export const mere = { email: 'mere@example.nz', firstName: 'Mere' };
export const hemi = { email: 'hemi@example.nz', firstName: 'Hemi' };

/** Fills in the identity provider's sign-in page the way a customer does. */
export async function submitSignInForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** From the portal's login page through the identity provider and back. */
export async function signInFromLoginPage(page: Page, email: string) {
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/idp/interaction/**');
  await submitSignInForm(page, email);
}

export const PENDING_SIGN_IN_KEY = 'harakeke.pendingSignIn';

/**
 * Starts a sign-in and, on the identity provider's page (same origin, same tab storage), changes what the
 * portal remembered of it, as an attacker or a bug would.
 */
export async function startSignInWithTamperedMemory(page: Page, patch: { state?: string; verifier?: string }) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/idp/interaction/**');
  await page.evaluate(
    ({ key, changes }) => {
      const pending = JSON.parse(sessionStorage.getItem(key) ?? '{}');
      sessionStorage.setItem(key, JSON.stringify({ ...pending, ...changes }));
    },
    { key: PENDING_SIGN_IN_KEY, changes: patch },
  );
}
