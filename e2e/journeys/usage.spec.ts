import { expect, test } from '../support/fixtures.js';
import { aroha } from '../support/demo.js';
import { expectNoAxeViolations, expectWidgetsSettled, signIn } from '../support/shell.js';

// spec 2 §2–§4: the usage page as a customer reaches and reads it, in one brand (support/brands.ts): the page's
// pickers, chart and words are the brands' alike.

test('follows See all your usage to the bill period’s days, then reads yesterday by the hour, this year by the month, the forecast and the energy mix', async ({
  page,
}) => {
  await signIn(page, aroha.email);
  await expectWidgetsSettled(page);
  await page.getByRole('link', { name: 'See all your usage' }).click();
  await expect(page).toHaveURL(/\/account\/usage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
  const usage = page.getByRole('region', { name: 'Your energy use' });
  await expect(usage.getByRole('application', { name: 'Use by bill period, Current billing window' })).toBeVisible({
    timeout: 30_000,
  });
  // The demo's clock stops on 26 Nov 2026: its readings run to the day before.
  await expect(usage.getByText('Usage up to Wednesday 25 Nov 2026. Days after it are read overnight.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Clicked by its label, as a customer does (the radio's own circle is drawn over the native input).
  await usage.getByRole('radiogroup', { name: 'Show use by' }).getByText('Hour', { exact: true }).click();
  const hours = usage.getByRole('application', { name: 'Use by hour, Yesterday' });
  await expect(hours).toBeVisible({ timeout: 30_000 });
  await expect(usage.getByText('Each hour of Wednesday 25 Nov 2026, in dollars.')).toBeVisible();
  // The chart's keys walk the hours, each said with its use.
  await hours.focus();
  await page.keyboard.press('Home');
  await expect(usage.getByRole('status')).toContainText('Electricity');
  await page.keyboard.press('ArrowRight');
  await expect(usage.getByRole('status')).toContainText('Electricity');

  await usage.getByRole('radiogroup', { name: 'Show use by' }).getByText('Month', { exact: true }).click();
  await expect(usage.getByRole('application', { name: 'Use by month, 2026' })).toBeVisible({ timeout: 30_000 });
  await usage.getByRole('radiogroup', { name: 'Show use in' }).getByText('kWh', { exact: true }).click();
  await expect(usage.getByText('Each month of 2026, in kWh.')).toBeVisible();

  // spec 2 §2: the forecasts' deep link opens the same page at this bill period's forecast.
  await page.goto('/usage/forecasts');
  await expect(page).toHaveURL(/\/account\/usage\/forecasts$/);
  const forecast = page.getByRole('region', { name: 'This bill period' });
  await expect(forecast.getByText('Forecast for the period')).toBeVisible({ timeout: 30_000 });
  await expect(forecast).toBeInViewport();

  // spec 2 §2: so does the energy mix's path, at the last 30 days split by what used them.
  await page.goto('/account/usage/energy-mix');
  const mix = page.getByRole('region', { name: 'Your energy mix' });
  await expect(mix.getByRole('application', { name: /^Energy mix, / })).toBeVisible({ timeout: 30_000 });
  await expect(mix).toBeInViewport();
  await expectNoAxeViolations(page);
});
