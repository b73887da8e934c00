import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { brandNameOf } from './servers.js';

/** The Bills tab, its summary loaded. */
export async function openBills(page: Page) {
  await page.goto(BILLS_PATH);
  await expectBillsLoaded(page);
}

/** The Bills tab's address. */
export const BILLS_PATH = '/account/bill';

/** Waits until the open Bills tab shows its summary. */
export async function expectBillsLoaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Bills' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bill summary' }).getByText('Total balance')).toBeVisible({
    timeout: 30_000,
  });
}

/** The summary's total balance as a number of dollars (negative in credit). */
export async function totalBalance(page: Page): Promise<number> {
  const summary = page.getByRole('region', { name: 'Bill summary' });
  const text =
    (await summary
      .getByText(/^\$[\d,]+\.\d{2}/)
      .first()
      .textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, '')) * (/in credit/.test(text) ? -1 : 1);
}

/** spec 1 §2: the points-currency credit's name in each brand, as the bill-period chart says it. */
export function creditLabelOf(projectName: string): RegExp {
  return brandNameOf(projectName).startsWith('Kō') ? /Happy Hour Credit Applied\.$/ : /PowerShout credit applied\.$/;
}

/** The text of a PDF, as poppler's pdftotext extracts it (installed with the test run's Debian packages). */
export function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

/** Fills the stand-in card page (server/src/card-provider) with a test card and submits it. */
export async function payOnCardPage(page: Page, cardNumber: string) {
  await expect(page.getByLabel('Card number')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel(/Expiry date/).fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Test Customer');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

/**
 * The card payment dialog opened from the summary's 'Pay now' ('Pay in advance' when nothing is owed), paying another
 * card (not a saved one).
 */
export async function startCardPayment(page: Page) {
  await page
    .getByRole('region', { name: 'Bill summary' })
    .getByRole('button', { name: /^Pay (now|in advance)$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Pay by card' });
  await expect(dialog.getByRole('textbox', { name: 'Amount to pay' })).toBeVisible({ timeout: 20_000 });
  const another = dialog.getByRole('radio', { name: 'Use another card' });
  if (await another.isVisible()) await another.check();
  return dialog;
}
