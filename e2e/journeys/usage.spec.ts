import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { expect, test } from '../support/fixtures.js';
import { BILLS_PATH, expectBillsLoaded } from '../support/bills.js';
import { aroha } from '../support/demo.js';
import { expectNoAxeViolations, expectWidgetsSettled, signIn } from '../support/shell.js';

// spec 2 §2–§4: the usage page as a customer reaches and reads it, in one brand (support/brands.ts): the page's
// pickers, chart and words are the brands' alike.

test('follows See all your usage to the bill period’s days, then reads yesterday by the hour, walks the day the clocks went back hour by hour, reads this year by the month, the forecast and the energy mix', async ({
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

  // spec 2 §2: any day of the readings, typed; the day the clocks went back has 25 hours, 2am twice.
  const day = usage.getByRole('group', { name: 'Day' });
  await day.getByRole('spinbutton').first().click();
  await page.keyboard.type('05042026');
  // A typed day is shown once the customer is done with it: on Enter, or on leaving the field.
  await page.keyboard.press('Enter');
  const clocksBack = usage.getByRole('application', { name: 'Use by hour, Sun 5 Apr 2026' });
  await expect(clocksBack).toBeVisible({ timeout: 30_000 });
  await expect(usage.getByText('Each hour of Sunday 05 Apr 2026, in dollars.')).toBeVisible();
  await clocksBack.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(usage.getByRole('status')).toContainText('Sunday 05 Apr 2026, 2:00am NZDT');
  await page.keyboard.press('ArrowRight');
  await expect(usage.getByRole('status')).toContainText('Sunday 05 Apr 2026, 2:00am NZST');
  await page.keyboard.press('End');
  await expect(usage.getByRole('status')).toContainText('Sunday 05 Apr 2026, 11:00pm NZST');
  await usage.getByRole('button', { name: 'Next day' }).click();
  await expect(usage.getByRole('application', { name: 'Use by hour, Mon 6 Apr 2026' })).toBeVisible({
    timeout: 30_000,
  });

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

/** '16 Oct 2026' as the date picker's keys take it: '16102026'. */
function pickerDigits(day: string): string {
  const [date = '', month = '', year = ''] = day.split(' ');
  const number =
    ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].indexOf(month) + 1;
  return `${date.padStart(2, '0')}${String(number).padStart(2, '0')}${year}`;
}

const cents = (amount: string) => Math.round(Number(amount.replace(/[^\d.-]/g, '')) * 100);

test('downloads a bill period’s electricity day by day as CSV, adding up to the bill to the cent', async ({ page }) => {
  // The newest bill's period and its electricity, from the bill itself.
  await signIn(page, aroha.email, BILLS_PATH);
  await expectBillsLoaded(page);
  await page.getByRole('tab', { name: 'Transactions' }).click();
  const history = page.getByRole('region', { name: 'Transaction history' });
  await history
    .getByRole('button', { name: /^View bill issued/ })
    .first()
    .click({ timeout: 30_000 });
  const bill = page.getByRole('dialog', { name: /^Bill issued/ });
  const supplies = bill.getByRole('table', { name: 'Supplies' });
  await expect(supplies).toBeVisible({ timeout: 20_000 });
  const period = (await bill.getByText(/^\d{2} \w{3} \d{4} to \d{2} \w{3} \d{4}$/).textContent()) ?? '';
  const [periodStart = '', periodEnd = ''] = period.split(' to ');
  const electricity = supplies.getByRole('row', { name: /Electricity/ });
  const billed = (await electricity.getByRole('cell').last().textContent()) ?? '';
  await page.keyboard.press('Escape');

  await page.goto('/account/usage');
  const usage = page.getByRole('region', { name: 'Your energy use' });
  await usage.getByRole('button', { name: 'Download CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download your electricity use' });
  await dialog
    .getByRole('spinbutton', { name: /Start Date/ })
    .first()
    .click();
  await page.keyboard.type(pickerDigits(periodStart));
  await dialog
    .getByRole('spinbutton', { name: /End Date/ })
    .first()
    .click();
  await page.keyboard.type(pickerDigits(periodEnd));
  await dialog.getByRole('radiogroup', { name: 'A row for each' }).getByText('Day', { exact: true }).click();
  await expectNoAxeViolations(page);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^electricity \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} by day\.csv$/);
  await expect(dialog.getByText(/^Downloaded ‘electricity /)).toBeVisible();
  const path = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(path);
  const rows = parse(readFileSync(path, 'utf8'), { columns: true }) as Record<string, string>[];
  expect(rows.length).toBeGreaterThanOrEqual(28);
  const total = rows.reduce((sum, row) => sum + cents(row['Total (NZD)'] ?? ''), 0);
  expect(total).toBe(cents(billed));
});
