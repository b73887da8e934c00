import { brands, isBrandId } from '@harakeke/themes';
import { expect, test } from '../support/fixtures.js';
import { aroha } from '../support/demo.js';
import { routeOutage, signIn } from '../support/shell.js';

/** The first family of the brand's body font stack, e.g. 'Nunito Sans'. */
function brandFontFamily(projectName: string): string {
  if (!isBrandId(projectName)) throw new Error(`No brand for project ${projectName}`);
  return (brands[projectName].tokens.typography.fontBody.split(',')[0] ?? '').trim().replace(/^"|"$/g, '');
}

test('the sign-in page is set in the brand’s font and carries its icon @both-brands', async ({ page }, testInfo) => {
  const family = brandFontFamily(testInfo.project.name);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/idp/interaction/**');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();

  const fontFamily = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  // The browser quotes a family name only where it needs to ("Nunito Sans", Inter).
  expect((fontFamily.split(',')[0] ?? '').trim().replace(/^"|"$/g, ''), fontFamily).toBe(family);
  // Declared is not enough: the font itself must have loaded from this origin (a missing file falls back silently).
  const loaded = await page.evaluate(async (name) => {
    await document.fonts.ready;
    let count = 0;
    document.fonts.forEach((face) => {
      if (face.family.replace(/"/g, '') === name && face.status === 'loaded') count += 1;
    });
    return count;
  }, family);
  expect(loaded).toBeGreaterThan(0);

  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveAttribute('type', 'image/svg+xml');
  const href = await icon.getAttribute('href');
  const answer = await page.request.get(new URL(href ?? '', page.url()).href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/svg+xml');
});

test('the login page shows a planned outage’s notice, its duration in a sentence @fernlight', async ({ page }) => {
  await routeOutage(page, {
    isOn: false,
    shouldNotify: true,
    period: 'from 9pm to 11pm on Saturday',
    outageDurationText: '2 hours',
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByText('Planned maintenance')).toBeVisible();
  await expect(
    page.getByText(
      'The portal will be unavailable from 9pm to 11pm on Saturday. Your power and gas supply won’t be affected. We expect it to take about 2 hours.',
    ),
  ).toBeVisible();
});

test('/activate, signed in, lands on the dashboard in its place', async ({ page }) => {
  await signIn(page, aroha.email);
  await page.goto('/activate');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /Kia ora/ })).toBeVisible();
  // Replaced, not pushed: Back does not return to /activate.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/activate/);
});
