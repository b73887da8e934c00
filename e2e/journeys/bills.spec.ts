import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import {
  BILLS_PATH,
  creditLabelOf,
  expectBillsLoaded,
  openBills,
  payOnCardPage,
  pdfText,
  startCardPayment,
  totalBalance,
} from '../support/bills.js';
import { ana, aroha, tama } from '../support/demo.js';
import { E2E_DEMO_TODAY } from '../support/servers.js';
import { expectNoAxeViolations, expectWidgetsSettled, signIn } from '../support/shell.js';

// spec 1 §2, §3, §4, §9: the Bills tab as a customer uses it, each journey in one brand (support/brands.ts) but the
// bill period's in both: its points credit is named after the brand. Each brand has its own server and database.

/** Focus is on the bill summary, or in it, after a dialog closed and the figures reloaded: not lost to the page. */
async function expectFocusOnSummary(page: Page) {
  const summary = page.getByRole('region', { name: 'Bill summary' });
  const focusOnSummary = () =>
    summary.evaluate((region) => {
      const focused = document.activeElement;
      return !!focused && focused !== document.body && (region.contains(focused) || focused.contains(region));
    });
  await expect.poll(focusOnSummary).toBe(true);
  // Still there once every reload is in.
  await page.waitForLoadState('networkidle');
  expect(await focusOnSummary()).toBe(true);
}

test('reads a bill period, walks its days with the keyboard, and sees a credit day of the last window @both-brands', async ({
  page,
}, testInfo) => {
  await signIn(page, tama.email, BILLS_PATH);
  await expectBillsLoaded(page);
  const usage = page.getByRole('region', { name: 'Your daily use' });
  const chart = usage.getByRole('application', { name: 'Daily use, Current billing window' });
  await expect(chart).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);

  await chart.focus();
  await page.keyboard.press('Home');
  // spec 1 §2: weekday, date, electricity, natural gas and the total.
  await expect(usage.getByRole('status')).toHaveText(
    /^\w+day \d{2} \w{3} \d{4}: Electricity .+, Natural gas .+, Total .+\./,
  );
  await page.keyboard.press('ArrowRight');
  await expect(usage.getByRole('status')).toHaveText(/^\w+day \d{2} \w{3} \d{4}: Electricity/);

  // The window before the current one had PowerShout credits (the demo's bookings): walking its days finds one.
  await usage.getByRole('button', { name: /Period/ }).click();
  await page.getByRole('listbox').getByRole('option').nth(1).click();
  const previous = usage.getByRole('application', { name: /^Daily use, \d{2} \w{3} \d{4} – \d{2} \w{3} \d{4}$/ });
  await expect(previous).toBeVisible({ timeout: 30_000 });
  await previous.focus();
  await page.keyboard.press('Home');
  const credit = creditLabelOf(testInfo.project.name);
  const days: string[] = [];
  for (let day = 0; day < 31; day += 1) {
    const said = (await usage.getByRole('status').textContent()) ?? '';
    days.push(said);
    if (credit.test(said)) break;
    await page.keyboard.press('ArrowRight');
  }
  expect(days.at(-1), days.join('\n')).toMatch(credit);

  // kWh instead of dollars.
  // Clicked by its label, as a customer does (the radio's own circle is drawn over the native input).
  await usage.getByRole('radiogroup', { name: 'Show use in' }).getByText('kWh', { exact: true }).click();
  await expect(usage.getByRole('radio', { name: 'kWh' })).toBeChecked();
  await expect(usage.getByText(/, in kWh\.$/)).toBeVisible();
});

test('filters the transactions and downloads a bill as a PDF whose text holds its total', async ({ page }) => {
  await signIn(page, aroha.email, BILLS_PATH);
  await expectBillsLoaded(page);
  await page.getByRole('tab', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/tab=transactions/);
  const history = page.getByRole('region', { name: 'Transaction history' });
  const table = history.getByRole('table', { name: /^Transactions from / });
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);

  // spec 1 §9: six months back from the start of this month to the end of it; narrowed to the last month's start.
  const defaultName = (await table.getAttribute('aria-label')) ?? (await table.locator('caption').textContent()) ?? '';
  const dates = page.getByRole('group', { name: 'Transaction dates' });
  const startDay = dates.getByRole('spinbutton', { name: /Start Date/ }).first();
  await startDay.click();
  // The servers' and the browser's today (support/servers.ts), not the machine's.
  const [year, month] = E2E_DEMO_TODAY.split('-').map(Number);
  const lastMonth = new Date(Date.UTC(year ?? 0, (month ?? 1) - 2, 1));
  await page.keyboard.type(`01${String(lastMonth.getUTCMonth() + 1).padStart(2, '0')}${lastMonth.getUTCFullYear()}`);
  const narrowed = history.getByRole('table', { name: /^Transactions from 01 / });
  await expect(narrowed).not.toHaveAccessibleName(defaultName);
  await expect(narrowed).toBeVisible();

  // The newest bill: its amount, then its PDF.
  const billRow = narrowed
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Download PDF of bill/ }) });
  await expect(billRow.first()).toBeVisible({ timeout: 20_000 });
  const amount = (
    (await billRow.first().getByRole('cell').filter({ hasText: /\$/ }).first().textContent()) ?? ''
  ).replace(/[^\d.,$]/g, '');
  const downloading = page.waitForEvent('download');
  await billRow
    .first()
    .getByRole('button', { name: /^Download PDF of bill/ })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const path = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(path);
  expect(pdfText(path)).toContain(amount);

  // The itemised bill, in its dialog.
  await billRow
    .first()
    .getByRole('button', { name: /^View bill issued/ })
    .click();
  const bill = page.getByRole('dialog', { name: /^Bill issued/ });
  await expect(bill.getByRole('table', { name: 'Charges' })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
});

test('extends the due date 14 days once; a second request on the same bill is refused in the modal @fernlight', async ({
  page,
}, testInfo) => {
  // Each attempt with its own customer: an extension is once per bill, so a retry could not extend again.
  await signIn(page, testInfo.retry === 0 ? aroha.email : ana.email, BILLS_PATH);
  await expectBillsLoaded(page);
  const other = await page.context().newPage();
  await openBills(other);

  for (const tab of [page, other]) {
    await tab.getByRole('button', { name: 'Extend due date' }).click();
    await expect(tab.getByRole('dialog', { name: 'Extend your due date' })).toBeVisible();
  }
  const offer = page.getByRole('dialog', { name: 'Extend your due date' });
  await expect(offer).toContainText(/We can move your due date 14 days, from \d{2} \w{3} \d{4} to \d{2} \w{3} \d{4}\./);
  await expectNoAxeViolations(page);
  const newDate = /to (\d{2} \w{3} \d{4})\./.exec((await offer.textContent()) ?? '')?.[1] ?? '';

  await offer.getByRole('button', { name: 'Extend by 14 days' }).click();
  const extended = page.getByRole('dialog');
  await expect(extended.getByText(/Your due date has been extended$/)).toBeVisible();
  await expect(extended.getByText(`Your new due date is ${newDate}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('region', { name: 'Bill summary' })).toContainText(newDate);
  // The button that opened it is replaced by the 'extended' text: focus goes to the summary, not to the page.
  await expectFocusOnSummary(page);

  // The other tab still offers it; the server refuses the second extension of the same bill.
  await other
    .getByRole('dialog', { name: 'Extend your due date' })
    .getByRole('button', { name: 'Extend by 14 days' })
    .click();
  const refusal = other.getByRole('alert').filter({ hasText: 'We couldn’t extend your due date' });
  await expect(refusal).toContainText('extended already');
  await expectNoAxeViolations(other);
});

test.describe('pay by card', () => {
  test('checks the amount, shows the fee, pays on the card page and lowers the balance everywhere', async ({
    page,
  }) => {
    await signIn(page, tama.email, BILLS_PATH);
    await expectBillsLoaded(page);
    const before = await totalBalance(page);
    const dialog = await startCardPayment(page);
    const amount = dialog.getByRole('textbox', { name: 'Amount to pay' });
    // spec 1 §3 amountToPay: the total balance by default.
    await expect(amount).toHaveValue(before.toFixed(2));

    for (const [typed, message] of [
      ['12.345', /2 decimal places/],
      ['-5', /more than \$0\.00/],
      ['abc', /as a number/],
    ] as const) {
      await amount.fill(typed);
      await dialog.getByRole('button', { name: 'Pay now' }).click();
      await expect(dialog.getByText(message)).toBeVisible();
      await expect(amount).toHaveValue(typed);
    }
    await expectNoAxeViolations(page);
    await amount.fill('10.00');
    await expect(dialog.getByText(/Card fee \(\d+(\.\d+)?%\)/)).toBeVisible();
    // spec 1 §3 rate: the button names the total charged, the card fee included.
    await dialog.getByRole('button', { name: /^Pay \$10\.\d\d$/ }).dblclick();
    await payOnCardPage(page, '4242 4242 4242 4242');

    const result = page.getByRole('dialog', { name: 'Pay by card' });
    await expect(result.getByText('Payment received')).toBeVisible({ timeout: 30_000 });
    await expect(result.getByText('Thank you, we’ve received your payment of $10.00.')).toBeVisible();
    await expect(result.getByRole('definition').filter({ hasText: /\w/ }).last()).toBeVisible();
    await expect(page).not.toHaveURL(/status=/);
    await expectNoAxeViolations(page);
    await result.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => totalBalance(page)).toBeCloseTo(before - 10, 2);
    // Opened by the return from the card page, not by a button: focus goes to the summary, not to the page.
    await expectFocusOnSummary(page);

    await page.goto('/account/dashboard');
    await expectWidgetsSettled(page);
    await expect(page.getByRole('region', { name: 'Your bill' })).toContainText(
      `$${(before - 10).toLocaleString('en-NZ', { minimumFractionDigits: 2 })}`,
    );
  });

  test('a declined card and a cancelled card page each say so, and nothing is paid @fernlight', async ({ page }) => {
    // Not tama: the journey that pays runs beside this one and changes his balance while it is compared here.
    await signIn(page, aroha.email, BILLS_PATH);
    await expectBillsLoaded(page);
    const before = await totalBalance(page);

    let dialog = await startCardPayment(page);
    await dialog.getByRole('textbox', { name: 'Amount to pay' }).fill('5.00');
    await dialog.getByRole('button', { name: /^Pay \$5\.\d\d$/ }).click();
    await payOnCardPage(page, '4000 0000 0000 0002');
    await expect(
      page.getByRole('dialog', { name: 'Pay by card' }).getByText('Your payment didn’t go through'),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expectNoAxeViolations(page);
    await page.getByRole('dialog', { name: 'Pay by card' }).getByRole('button', { name: 'Close' }).first().click();

    dialog = await startCardPayment(page);
    await dialog.getByRole('textbox', { name: 'Amount to pay' }).fill('5.00');
    await dialog.getByRole('button', { name: /^Pay \$5\.\d\d$/ }).click();
    await expect(page.getByLabel('Card number')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: 'Pay by card' }).getByText('Payment cancelled')).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('dialog', { name: 'Pay by card' }).getByRole('button', { name: 'Close' }).first().click();
    expect(await totalBalance(page)).toBeCloseTo(before, 2);
  });

  test('‘Pay now’ on the dashboard opens the payment on the Bills tab', async ({ page }) => {
    await signIn(page, tama.email);
    await expectWidgetsSettled(page);
    await page.getByRole('region', { name: 'Your bill' }).getByRole('link', { name: 'Pay now' }).click();
    await expect(page.getByRole('dialog', { name: 'Pay by card' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/account\/bill$/);
    // Back does not open it again.
    await page.getByRole('dialog', { name: 'Pay by card' }).getByRole('button', { name: 'Cancel' }).click();
    await page.goBack();
    await expect(page).toHaveURL(/\/account\/dashboard/);
  });
});
