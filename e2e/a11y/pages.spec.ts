import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { aroha, signInFromLoginPage } from '../support/demo.js';

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

test('the login, sign-in and dashboard pages have no axe violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/idp/interaction/**');
  await expectNoViolations(page);

  await page.goto('/login');
  await signInFromLoginPage(page, aroha.email);
  await expect(page.getByRole('heading', { level: 1, name: /Kia ora/ })).toBeVisible();
  await expectNoViolations(page);
});
