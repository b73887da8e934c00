import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { ana, hemi, mere } from '../support/demo.js';
import {
  cancelOnCardPage,
  cancelRecurringPayment,
  errorMessageOf,
  expectCardReturnCleared,
  expectFocusWithin,
  expectPaymentOptionsLoaded,
  PAYMENT_OPTIONS_PATH,
  recurringSection,
  resetPayments,
  saveCardOnCardPage,
  savedCardSection,
} from '../support/payment-options.js';
import { expectNoAxeViolations, signIn } from '../support/shell.js';

// spec 1 §2–§5: the payment options screen as a customer uses it, each journey in one brand (support/brands.ts) but
// the direct debit's in both: its form is the brand's own (Fernlight's has a third tick box, contract's
// brandHasAuthoriseTAndC), which the portal and the brand's server must agree on. Each brand has its own server and
// database.
// Each describe has its own customer (mere, hemi, ana; aroha's and tama's cards are the bills journeys'), and its first
// journey starts by putting them in the state it needs, so a retry after a failure halfway starts clean.

const DIRECT_DEBIT_POST = '**/api/v1/private/billing/payments/recurring/direct-debit';
const TERMS = 'You must read and agree to the Terms and Conditions.';
const DECLINED = 'Your card was declined. Nothing has changed: please try again or use another card.';
const CANCELLED = 'You cancelled on the card page. Nothing has changed.';

/**
 * The direct debit form's text fields in the form's order. Which message each shows (spec 1 §5) is the rule table's,
 * contract/src/direct-debit-rules.cases.ts, run in the contract, the server's route and the portal's form: here, that
 * a message shows when it should and goes when the field is put right.
 */
const textFields = [
  'Your full name',
  'Mobile number',
  'Name on the bank account',
  'Bank',
  'Branch location',
  'Bank account number',
  'Branch address',
  'Payment reference',
] as const;

/** Whether the control shows an error message. */
const showsMessage = async (control: Locator) => ((await errorMessageOf(control)) ?? '').trim() !== '';

/** spec 1 §3: the tick boxes; authoriseTAndC is Fernlight's only (contract's brandHasAuthoriseTAndC). */
function tickBoxesOf(brand: string): string[] {
  return [
    'I have read and agree to the direct debit Terms and Conditions.',
    'I can operate this bank account on my own, and it allows direct debits.',
    ...(brand === 'fernlight'
      ? ['I authorise Fernlight to take each bill’s amount from this account on its due date.']
      : []),
  ];
}

/** Opens the set-up form; direct debit is the type selected by default (spec 1 §2). */
async function openSetUp(page: Page) {
  await recurringSection(page).getByRole('button', { name: 'Set up automatic payments' }).click();
  const type = recurringSection(page).getByRole('radiogroup', { name: 'Payment type' });
  await expect(type).toBeVisible();
  return type;
}

/** Gives both ticks of the credit card form (spec 1 §3 creditCardForm), with the keyboard. */
async function tickCreditCardForm(page: Page) {
  const section = recurringSection(page);
  for (const box of [
    section.getByRole('checkbox', { name: 'I have read and agree to the card payment Terms and Conditions.' }),
    section.getByRole('checkbox', { name: /^I accept a card fee/ }),
  ]) {
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
}

/** Opens the set-up form and chooses the credit card type. */
async function chooseCreditCard(page: Page) {
  const type = await openSetUp(page);
  await type.getByText(/^Credit card/).click();
  await expect(type.getByRole('radio', { name: /^Credit card/ })).toBeChecked();
}

/** The journey's first run on this database: the customer is as the demo data made them (not a retry or repeat). */
const isFirstAttempt = (testInfo: TestInfo) => testInfo.retry === 0 && testInfo.repeatEachIndex === 0;

/** What the current recurring payment says it is paid by. */
const paidBy = (page: Page) =>
  recurringSection(page)
    .getByRole('definition')
    .filter({ hasText: /^(Direct debit from|.+ ending \d{4}$)/ });

// mere's journeys share her, and the second takes over the direct debit the first set up: one at a time, in order.
test.describe('mere', () => {
  test.describe.configure({ mode: 'serial' });

  test('sets up a direct debit with the keyboard: a message on every field left empty, a 400 on one field, one POST per double click @both-brands', async ({
    page,
  }, testInfo) => {
    await signIn(page, mere.email, PAYMENT_OPTIONS_PATH);
    await expectPaymentOptionsLoaded(page);
    // Her demo state: no recurring payment (a retry finds whatever the last attempt left).
    if (isFirstAttempt(testInfo)) {
      await expect(recurringSection(page).getByText(/^Your bills aren’t paid automatically\./)).toBeVisible();
    }
    await resetPayments(page, { removeCard: false });

    const type = await openSetUp(page);
    await expect(type.getByRole('radio', { name: /^Direct debit/ })).toBeChecked();
    const form = page.getByRole('form', { name: 'Direct debit details' });
    const submit = form.getByRole('button', { name: 'Set up direct debit' });
    const field = (label: string) =>
      label === 'Bank'
        ? form.getByRole('button', { name: /Bank$/ })
        : form.getByRole('textbox', { name: label, exact: true });
    const ticks = tickBoxesOf(testInfo.project.name).map((label) => form.getByRole('checkbox', { name: label }));
    const controls = [...textFields.map((label) => field(label)), ...ticks];
    // Kōwhai's form has two tick boxes, Fernlight's three.
    await expect(form.getByRole('checkbox')).toHaveCount(ticks.length);

    // spec 1 §4, §5: a field says what is wrong once touched (focus left it), before anything is typed.
    await controls[0]!.focus();
    for (const control of controls) {
      await expect(control).toBeFocused();
      await page.keyboard.press('Tab');
    }
    await expect.poll(() => Promise.all(controls.map(showsMessage))).toEqual(controls.map(() => true));
    for (const control of controls) await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page);

    // Everything typed, ticked and picked with the keyboard only.
    const typed = {
      'Your full name': 'Mere T',
      'Mobile number': '021 123 4567',
      'Name on the bank account': 'M Tāwhiri',
      'Branch location': 'Ilam',
      'Branch address': '9 Ilam Rd',
      'Payment reference': 'POWER',
    };
    const typeInto = async (label: keyof typeof typed) => {
      await expect(field(label)).toBeFocused();
      await page.keyboard.type(typed[label]);
      await page.keyboard.press('Tab');
      await expect.poll(() => errorMessageOf(field(label))).toBeNull();
    };
    await field('Your full name').focus();
    await typeInto('Your full name');
    await typeInto('Mobile number');
    await typeInto('Name on the bank account');
    // The bank picker: a button that opens a listbox; arrows move, Enter picks.
    await expect(field('Bank')).toBeFocused();
    await page.keyboard.press('Enter');
    const banks = page.getByRole('listbox');
    await expect(banks).toBeVisible();
    const anz = banks.getByRole('option', { name: /^ANZ/ });
    for (let step = 0; step < 12 && !(await anz.evaluate((option) => option === document.activeElement)); step += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(anz).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banks).toBeHidden();
    await expect(field('Bank')).toHaveAccessibleName(/^ANZ/);
    await expect.poll(() => errorMessageOf(field('Bank'))).toBeNull();
    await page.keyboard.press('Tab');
    await typeInto('Branch location');

    // spec 1 §5: a number one character short (a two-digit suffix) is refused until its suffix has three digits.
    const number = field('Bank account number');
    await expect(number).toBeFocused();
    // Typed as digits; the field puts them in the 2-4-7-3 shape (contract's formatNzBankAccountNumber).
    await page.keyboard.type('010902006838900');
    await expect(number).toHaveValue('01-0902-0068389-00');
    await expect.poll(() => showsMessage(number)).toBe(true);
    // Inland Revenue's worked example of the check digits (01-902-0068389-00), with a three-digit suffix.
    await page.keyboard.type('0');
    await expect(number).toHaveValue('01-0902-0068389-000');
    await expect.poll(() => errorMessageOf(number)).toBeNull();
    await page.keyboard.press('Tab');
    await typeInto('Branch address');
    await typeInto('Payment reference');
    for (const tick of ticks) {
      await expect(tick).toBeFocused();
      await page.keyboard.press('Space');
      await expect(tick).toBeChecked();
      await expect.poll(() => errorMessageOf(tick)).toBeNull();
      await page.keyboard.press('Tab');
    }
    await expect(submit).toBeEnabled();
    await expect(submit).toBeFocused();

    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/payments/recurring/direct-debit')) {
        posts.push(request.url());
      }
    });

    // spec 1 §5 re-checked by the server: a 400 naming a field shows its message there, and keeps every value.
    await page.route(
      DIRECT_DEBIT_POST,
      (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/problem+json',
          body: JSON.stringify({
            type: '/error/invalid_request',
            title: 'Bad request',
            status: 400,
            detail: 'The e2e test refused the branch.',
            errors: [{ field: 'branch', detail: 'Please enter your bank’s branch location.' }],
          }),
        }),
      { times: 1 },
    );
    await page.keyboard.press('Enter');
    const banner = form.getByRole('alert').filter({ hasText: 'Please check your details' });
    await expect(banner).toContainText('One field needs changing before your direct debit can be set up.');
    await expect.poll(() => errorMessageOf(field('Branch location'))).toBe('Please enter your bank’s branch location.');
    for (const [label, value] of Object.entries(typed)) await expect(field(label)).toHaveValue(value);
    await expect(number).toHaveValue('01-0902-0068389-000');
    await expect(field('Bank')).toHaveAccessibleName(/^ANZ/);
    for (const tick of ticks) await expect(tick).toBeChecked();
    await expect(submit).toBeDisabled();
    expect(posts).toHaveLength(1);
    await expectNoAxeViolations(page);

    // Editing the refused field clears the server's message; then a double click sends the form once.
    await field('Branch location').focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Riccarton');
    await expect.poll(() => errorMessageOf(field('Branch location'))).toBeNull();
    await expect(submit).toBeEnabled();
    await submit.dblclick();

    const section = recurringSection(page);
    await expect(
      section.getByText('Your direct debit is set up. Each bill will be paid from your bank account on its due date.'),
    ).toBeVisible({ timeout: 20_000 });
    expect(posts).toHaveLength(2);
    // The form, and the button pressed, are gone: focus goes to the section, not to the page.
    await expectFocusWithin(section);
    // spec 1 §3: the current recurring payment, its account number masked.
    await expect(paidBy(page)).toHaveText('Direct debit from ANZ');
    await expect(section.getByRole('definition').filter({ hasText: 'M Tāwhiri, ' })).toHaveText(
      'M Tāwhiri, 01-••••-•••••89-000',
    );
    await expect(section).not.toContainText('0068389');
    await expectNoAxeViolations(page);
  });

  test('the direct debit is kept, and is cancelled behind its confirmation @both-brands', async ({ page }) => {
    // The screen loaded afresh: the direct debit set up in the journey before is kept.
    await signIn(page, mere.email, PAYMENT_OPTIONS_PATH);
    await expectPaymentOptionsLoaded(page);
    const section = recurringSection(page);
    await expect(paidBy(page)).toHaveText('Direct debit from ANZ');
    await expect(section.getByRole('definition').filter({ hasText: 'M Tāwhiri, ' })).toHaveText(
      'M Tāwhiri, 01-••••-•••••89-000',
    );

    // spec 1 §4 cancel recurring payment, behind its confirmation (naming the discount that stops).
    await section.getByRole('button', { name: 'Cancel recurring payment' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel your recurring payment?' });
    await expect(confirm).toContainText('the $2.00 discount on each bill stops');
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel recurring payment' }).click();
    await expect(confirm).toBeHidden({ timeout: 20_000 });
    await expect(
      section.getByText(
        'Your recurring payment has been cancelled. Until you set up another, please pay each bill yourself.',
      ),
    ).toBeVisible();
    await expect(section.getByRole('button', { name: 'Set up automatic payments' })).toBeVisible();
    // Its button is gone with the payment: focus goes to the section, not to the page.
    await expectFocusWithin(section);
    await expectNoAxeViolations(page);
  });

  test('adds a saved card on the card page, removes it, and a cancelled card page changes nothing @fernlight', async ({
    page,
  }, testInfo) => {
    await signIn(page, mere.email, PAYMENT_OPTIONS_PATH);
    const cardSection = savedCardSection(page);
    await expectPaymentOptionsLoaded(page);
    // Her demo state: no saved card (a retry finds whatever the last attempt left).
    if (isFirstAttempt(testInfo)) await expect(cardSection.getByText(/^You have no saved card\./)).toBeVisible();
    await resetPayments(page, { removeCard: true });

    // spec 1 §4 card return, success with sct and nothing to update (no recurring card): the success modal.
    await cardSection.getByRole('button', { name: 'Add a card' }).click();
    await saveCardOnCardPage(page, '4242 4242 4242 4242');
    const saved = page.getByRole('dialog', { name: 'Your card is saved' });
    await expect(saved).toContainText('You can use it to pay your bills from the Bills page.', { timeout: 20_000 });
    await expectCardReturnCleared(page);
    await expectNoAxeViolations(page);
    await saved.getByRole('button', { name: 'Done' }).click();
    await expect(saved).toBeHidden();
    // Opened by the return: focus goes to the section the card page changed.
    await expectFocusWithin(cardSection);
    await expect(cardSection.getByText('Visa ending 4242', { exact: true })).toBeVisible();

    // spec 1 §4 delete card: the confirmation, then the card reloaded and the success.
    await cardSection.getByRole('button', { name: 'Remove card' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove your saved card?' });
    await expect(remove).toContainText('Visa ending 4242 will no longer be saved for payments.');
    await expectNoAxeViolations(page);
    await remove.getByRole('button', { name: 'Remove card' }).click();
    await expect(remove).toBeHidden({ timeout: 20_000 });
    await expect(cardSection.getByText('Your card has been removed.')).toBeVisible();
    await expect(
      cardSection.getByText('You have no saved card. Save one to pay your bills in a few clicks.', { exact: true }),
    ).toBeVisible();
    // Its button is gone with the card: focus goes to the section, not to the page.
    await expectFocusWithin(cardSection);
    await expectNoAxeViolations(page);

    // spec 1 §4 card return, error with sct: the card error; a cancelled card page says so.
    await cardSection.getByRole('button', { name: 'Add a card' }).click();
    await cancelOnCardPage(page);
    const cardError = cardSection.getByRole('alert').filter({ hasText: 'Your card wasn’t saved' });
    await expect(cardError).toContainText(CANCELLED, { timeout: 20_000 });
    await expectCardReturnCleared(page);
    await expect(cardSection.getByText(/^You have no saved card\./)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('hemi', () => {
  test('sets up a recurring card payment: the ticks first, a declined card, then 4242; the card pays the bills until the payment is cancelled', async ({
    page,
  }, testInfo) => {
    await signIn(page, hemi.email, PAYMENT_OPTIONS_PATH);
    await expectPaymentOptionsLoaded(page);
    // His demo state: a buying group's account, no recurring payment and no saved card.
    if (isFirstAttempt(testInfo)) {
      await expect(recurringSection(page).getByText(/^Your bills aren’t paid automatically\./)).toBeVisible();
      await expect(savedCardSection(page).getByText(/^You have no saved card\./)).toBeVisible();
    }
    await resetPayments(page, { removeCard: true });
    const section = recurringSection(page);
    const cardSection = savedCardSection(page);

    // spec 1 §5: continuing without the ticks shows both messages and goes nowhere.
    await chooseCreditCard(page);
    const terms = section.getByRole('checkbox', {
      name: 'I have read and agree to the card payment Terms and Conditions.',
    });
    const fee = section.getByRole('checkbox', { name: /^I accept a card fee/ });
    await section.getByRole('button', { name: 'Continue to card details' }).click();
    await expect.poll(() => errorMessageOf(terms)).toBe(TERMS);
    await expect.poll(() => errorMessageOf(fee)).toBe('You must accept the card fee.');
    await expect(page).toHaveURL(/\/account\/profile\/payment-options$/);
    await expectNoAxeViolations(page);

    // spec 1 §4 card return, error without sct: the recurring error, over the credit card form shown again.
    await tickCreditCardForm(page);
    await section.getByRole('button', { name: 'Continue to card details' }).click();
    await saveCardOnCardPage(page, '4000 0000 0000 0002');
    const recurringError = section.getByRole('alert').filter({ hasText: 'Card payments weren’t set up' });
    await expect(recurringError).toContainText(DECLINED, { timeout: 20_000 });
    await expect(section.getByRole('radio', { name: /^Credit card/ })).toBeChecked();
    await expect(section.getByRole('button', { name: 'Continue to card details' })).toBeVisible();
    await expectCardReturnCleared(page);
    await expectNoAxeViolations(page);

    // spec 1 §4 card return, success without sct: the success modal.
    await tickCreditCardForm(page);
    await section.getByRole('button', { name: 'Continue to card details' }).click();
    await saveCardOnCardPage(page, '4242 4242 4242 4242');
    const success = page.getByRole('dialog', { name: 'Card payments are set up' });
    await expect(success).toContainText('Your card is saved and will be charged for each bill on its due date.', {
      timeout: 20_000,
    });
    await expectCardReturnCleared(page);
    await expectNoAxeViolations(page);
    await success.getByRole('button', { name: 'Done' }).click();
    await expect(success).toBeHidden();
    // Opened by the return, not by a button: focus goes to the recurring section.
    await expectFocusWithin(section);
    await expect(paidBy(page)).toHaveText('Visa ending 4242');
    // The card that pays the bills is the saved card, and cannot be removed while it does.
    await expect(cardSection.getByText('Visa ending 4242', { exact: true })).toBeVisible();
    await expect(cardSection.getByText(/^This card pays your bills, so it can’t be removed\./)).toBeVisible();
    await expect(cardSection.getByRole('button', { name: 'Remove card' })).toHaveCount(0);

    await cancelRecurringPayment(page);
    await expectFocusWithin(section);
    await expectNoAxeViolations(page);
  });
});

test.describe('ana', () => {
  test('replaces the card that pays the bills: a declined card changes nothing, a new one is offered for the bills and takes over @fernlight', async ({
    page,
  }, testInfo) => {
    await signIn(page, ana.email, PAYMENT_OPTIONS_PATH);
    await expectPaymentOptionsLoaded(page);
    // Her demo state: a recurring direct debit and a saved card (a retry finds whatever the last attempt left).
    if (isFirstAttempt(testInfo)) await expect(paidBy(page)).toHaveText(/^Direct debit from /);
    // spec 1 §3: the current recurring payment, with its discount, and the saved card.
    await expectNoAxeViolations(page);
    await resetPayments(page, { removeCard: false });
    const section = recurringSection(page);
    const cardSection = savedCardSection(page);

    // The bills paid by card (spec 1 §4 card return, success without sct).
    await chooseCreditCard(page);
    await tickCreditCardForm(page);
    await section.getByRole('button', { name: 'Continue to card details' }).click();
    await saveCardOnCardPage(page, '4242 4242 4242 4242');
    const success = page.getByRole('dialog', { name: 'Card payments are set up' });
    await expect(success).toBeVisible({ timeout: 20_000 });
    await expectCardReturnCleared(page);
    await success.getByRole('button', { name: 'Done' }).click();
    await expect(paidBy(page)).toHaveText('Visa ending 4242');

    // spec 1 §4 card return, error with sct: the card error, and both the card and the recurring payment unchanged.
    await cardSection.getByRole('button', { name: 'Replace card' }).click();
    await saveCardOnCardPage(page, '4000 0000 0000 0002');
    const cardError = cardSection.getByRole('alert').filter({ hasText: 'Your card wasn’t saved' });
    await expect(cardError).toContainText(DECLINED, { timeout: 20_000 });
    await expectCardReturnCleared(page);
    await expect(cardSection.getByText('Visa ending 4242', { exact: true })).toBeVisible();
    await expect(paidBy(page)).toHaveText('Visa ending 4242');
    await expectNoAxeViolations(page);

    // spec 1 §4 card return, success with sct and canUpdateCCV: the prompt to pay the bills with the new card.
    await cardSection.getByRole('button', { name: 'Replace card' }).click();
    await saveCardOnCardPage(page, '5555 5555 5555 4444');
    const prompt = page.getByRole('dialog', { name: 'Pay your bills with your new card?' });
    await expect(prompt).toContainText(
      'Your bills are paid by another card. Mastercard ending 4444 can pay them from now on instead.',
      { timeout: 20_000 },
    );
    await expectCardReturnCleared(page);
    await expectNoAxeViolations(page);
    // spec 1 §4 recurring card update: on success the prompt hides and says so.
    await prompt.getByRole('button', { name: 'Use new card' }).click();
    await expect(prompt).toBeHidden({ timeout: 20_000 });
    await expect(section.getByText('Your bills will be paid with your new card from now on.')).toBeVisible();
    await expect(paidBy(page)).toHaveText('Mastercard ending 4444');
    await expect(cardSection.getByText('Mastercard ending 4444', { exact: true })).toBeVisible();
    await expectFocusWithin(section);
    await expectNoAxeViolations(page);
  });
});
