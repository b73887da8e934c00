import { expect, test } from '../support/fixtures.js';
import { aroha, signInFromLoginPage, tama } from '../support/demo.js';
import {
  expectNoAxeViolations as expectNoViolations,
  expectWidgetsSettled,
  openMenu,
  routeOutage,
  signIn,
} from '../support/shell.js';

// Every page in every brand: axe's contrast check reads the brand's colours (the journeys run axe in one brand each,
// and the stories of portal screens are checked in the default brand).

test('the login, sign-in and dashboard pages have no axe violations @both-brands', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/idp/interaction/**');
  await expectNoViolations(page);

  await page.goto('/login');
  await signInFromLoginPage(page, aroha.email);
  await expect(page.getByRole('heading', { level: 1, name: /Kia ora/ })).toBeVisible();
  await expectWidgetsSettled(page);
  await expectNoViolations(page);
});

test('the dashboard 375 px wide with the menu open has no axe violations @both-brands', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, aroha.email);
  await expectWidgetsSettled(page);
  await expectNoViolations(page);
  await openMenu(page);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expectNoViolations(page);
});

test('the account switcher dialog has no axe violations @both-brands', async ({ page }) => {
  await signIn(page, tama.email);
  await page.getByRole('button', { name: /switch account or site$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Switch account or site' })).toBeVisible();
  await expectNoViolations(page);
});

test('a tab landing page has no axe violations @both-brands', async ({ page }) => {
  await signIn(page, aroha.email);
  await page.goto('/account/usage');
  await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
  await expectNoViolations(page);
});

test('the pages outside the account have no axe violations @both-brands', async ({ page }) => {
  await page.goto('/activate');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome to / })).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/general-error');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'We can’t find that page' })).toBeVisible();
  await expectNoViolations(page);

  await routeOutage(page, { isOn: true, shouldNotify: true, period: 'from 9pm to 11pm tonight' });
  await page.goto('/outage');
  await expect(page.getByRole('heading', { level: 1, name: 'We’re doing some maintenance' })).toBeVisible();
  await expectNoViolations(page);
});
