import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { aroha } from '../support/demo.js';
import { expectNoAxeViolations, expectWidgetsSettled, signIn } from '../support/shell.js';

/** Each project serves one brand (e2e/playwright.config.ts): the name its titles and links carry. */
const brandNames: Record<string, string> = { kowhai: 'Kōwhai Energy', fernlight: 'Fernlight' };

/** spec 1 §2 footer links: the link's text, where it leads, and the page's title and heading there. */
const footerPages = [
  { link: 'Contact Us', path: '/contact-us', title: 'Contact us' },
  { link: 'Accessibility', path: '/accessibility', title: 'Accessibility' },
  { link: 'Terms and Conditions', path: '/terms-and-conditions', title: 'Terms and conditions' },
  { link: 'Privacy Policy', path: '/privacy-policy', title: 'Privacy policy' },
] as const;

const footer = (page: Page) => page.getByRole('contentinfo');

/** Follows each footer link in turn, from the page shown: its page, title and heading, and no axe violations. */
async function visitFooterPages(page: Page, brand: string) {
  for (const { link, path, title } of footerPages) {
    await footer(page).getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(path);
    await expect(page).toHaveTitle(`${title} – ${brand}`);
    await expect(page.getByRole('main')).toContainText(brand);
    await expectNoAxeViolations(page);
  }
}

/** The social links (spec 1 §2): named after the brand, opening a new tab without handing it this page. */
async function expectSocialLinks(page: Page, brand: string) {
  const social = footer(page).getByRole('navigation', { name: 'Social media' });
  for (const name of [`${brand} on Facebook`, `${brand} on LinkedIn`, `${brand} on YouTube`, `The ${brand} blog`]) {
    const link = social.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute('href', /^https:\/\/[^/]+\/.*\.example|^https:\/\/[a-z.]+\.example\//);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
  }
}

test('signed out, every footer link from /login leads to its page, with a way back to sign in @both-brands', async ({
  page,
}, testInfo) => {
  const brand = brandNames[testInfo.project.name]!;
  await page.goto('/login');
  await expect(page).toHaveTitle(`Sign in – ${brand}`);
  await expectSocialLinks(page, brand);
  await visitFooterPages(page, brand);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
  await expect(page).toHaveTitle(`Sign in – ${brand}`);
});

test('signed in, every footer link leads to its page in the account shell', async ({ page }, testInfo) => {
  const brand = brandNames[testInfo.project.name]!;
  await signIn(page, aroha.email);
  await expectWidgetsSettled(page);
  await expectSocialLinks(page, brand);
  await visitFooterPages(page, brand);
  // Still the account pages' shell: its tabs lead back.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Kia ora/ })).toBeVisible();
});

test('the document title follows the page, and the new title is announced @fernlight', async ({ page }, testInfo) => {
  const brand = brandNames[testInfo.project.name]!;
  await signIn(page, aroha.email);
  await expect(page).toHaveTitle(`Dashboard – ${brand}`);
  const announcer = page.locator('[data-route-announcer]');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  const tabs = page.getByRole('navigation', { name: 'Main' });
  await tabs.getByRole('link', { name: 'Bills' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bills' })).toBeVisible();
  await expect(page).toHaveTitle(`Bills – ${brand}`);
  await expect(announcer).toHaveText(`Bills – ${brand}`);
  await tabs.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveTitle(`Dashboard – ${brand}`);
  await expect(announcer).toHaveText(`Dashboard – ${brand}`);
});
