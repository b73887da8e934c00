import { expect, type Locator, type Page } from '@playwright/test';

/** spec 1 §2 payment options screen. */
export const PAYMENT_OPTIONS_PATH = '/account/profile/payment-options';

/** The screen's two sections (each a region named by its heading). */
export const recurringSection = (page: Page) => page.getByRole('region', { name: 'Automatic payments' });
export const savedCardSection = (page: Page) => page.getByRole('region', { name: 'Saved card' });

/** Opens the payment options screen and waits until both sections have loaded. */
export async function openPaymentOptions(page: Page) {
  await page.goto(PAYMENT_OPTIONS_PATH);
  await expectPaymentOptionsLoaded(page);
}

/** Both sections past their loading state (a return from the card page loads them again). */
export async function expectPaymentOptionsLoaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Payment options' })).toBeVisible({ timeout: 30_000 });
  await expect(
    recurringSection(page)
      .getByRole('button', { name: /^(Set up automatic payments|Cancel recurring payment)$/ })
      .or(recurringSection(page).getByRole('radiogroup', { name: 'Payment type' })),
  ).toBeVisible({ timeout: 20_000 });
  await expect(savedCardSection(page).getByRole('button', { name: /^(Add a card|Replace card)$/ })).toBeVisible({
    timeout: 20_000,
  });
}

/**
 * After a return from the card page, the address is the screen's own again: the card page's status, sct and
 * canUpdateCCV (spec 1 §4 card return flow) are read once and removed, so a reload does not show the result again.
 */
export async function expectCardReturnCleared(page: Page) {
  await expect
    .poll(() => page.evaluate(() => `${window.location.pathname}${window.location.search}`), {
      message: 'address after the card page',
    })
    .toBe(PAYMENT_OPTIONS_PATH);
}

/** Cancels the active recurring payment through its confirmation, as the customer does (spec 1 §4). */
export async function cancelRecurringPayment(page: Page) {
  const section = recurringSection(page);
  await section.getByRole('button', { name: 'Cancel recurring payment' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel your recurring payment?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel recurring payment' }).click();
  await expect(confirm).toBeHidden({ timeout: 20_000 });
  await expect(section.getByText(/Your recurring payment has been cancelled\./)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Set up automatic payments' })).toBeVisible();
}

/** Removes the saved card through its confirmation (only offered while the card does not pay the bills). */
export async function removeSavedCard(page: Page) {
  const section = savedCardSection(page);
  await section.getByRole('button', { name: 'Remove card' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove your saved card?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove card' }).click();
  await expect(confirm).toBeHidden({ timeout: 20_000 });
  await expect(section.getByText('Your card has been removed.')).toBeVisible();
  await expect(
    section.getByText('You have no saved card. Save one to pay your bills in a few clicks.', { exact: true }),
  ).toBeVisible();
}

/**
 * From the open screen, puts the customer where a journey starts: no recurring payment and, when asked, no saved card.
 * A journey that changes a customer's payments may be a retry of one that stopped halfway, so it starts from here.
 */
export async function resetPayments(page: Page, { removeCard }: { removeCard: boolean }) {
  let changed = false;
  if (await recurringSection(page).getByRole('button', { name: 'Cancel recurring payment' }).isVisible()) {
    await cancelRecurringPayment(page);
    changed = true;
  }
  if (removeCard && (await savedCardSection(page).getByRole('button', { name: 'Remove card' }).isVisible())) {
    await removeSavedCard(page);
    changed = true;
  }
  // From a clean screen: no banner of what was just done.
  if (changed) await openPaymentOptions(page);
}

/** The stand-in card page (server/src/card-provider), loaded. */
async function expectCardPage(page: Page) {
  await expect(page.getByLabel('Card number')).toBeVisible({ timeout: 20_000 });
}

/** Enters a test card on the stand-in card page and submits it ('Save card', or 'Save card and set up'). */
export async function saveCardOnCardPage(page: Page, cardNumber: string) {
  await expectCardPage(page);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel(/Expiry date/).fill('12/30');
  await page.getByLabel(/Security code \(CVC\)/).fill('123');
  await page.getByLabel('Name on card').fill('Test Customer');
  await page.getByRole('button', { name: /^Save card/ }).click();
}

/** Leaves the stand-in card page with its Cancel. */
export async function cancelOnCardPage(page: Page) {
  await expectCardPage(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
}

/**
 * The exact text of a control's error message: the element its aria-describedby names that is an alert (the design
 * system's FieldError). textContent, not Playwright's normalised text: spec 1 §5 has a message with a leading space.
 */
export function errorMessageOf(control: Locator): Promise<string | null> {
  return control.evaluate((element) => {
    const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const error = ids
      .map((id) => document.getElementById(id))
      .find((described) => described?.getAttribute('role') === 'alert');
    return error?.textContent ?? null;
  });
}

/** Focus is on something inside `container` (or on the container itself), not lost to the page's body. */
export async function expectFocusWithin(container: Locator) {
  await expect
    .poll(() =>
      container.evaluate((element) => {
        const focused = document.activeElement;
        return !!focused && focused !== document.body && element.contains(focused);
      }),
    )
    .toBe(true);
}
