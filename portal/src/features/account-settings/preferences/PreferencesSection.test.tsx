import type { BillingAccounts, UserPreferences } from '@harakeke/contract';
import { billingEmailRuleCases } from '../../../../../contract/src/account-settings-rules.cases.js';
import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { brandIds, type BrandId } from '@harakeke/themes';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { billingAccountsAtom } from '../../../core/user-details/atoms.js';
import { fakeApi, problem, type FakeApiAnswers } from '../../../test-support/fake-api.js';
import { demoAccount, demoAccounts } from '../../../test-support/widget-fixtures.js';
import { PreferencesSection } from './PreferencesSection.js';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The demo accounts with the selected account's preferences as given. */
function accountsWith({ email, sendBillViaEmail, sendPromotionViaEmail }: UserPreferences): BillingAccounts {
  const account = {
    ...demoAccount,
    emails: {
      ...demoAccount.emails,
      billing: email,
      isInvoiceDeliveryByEmail: sendBillViaEmail,
      promotions: sendPromotionViaEmail,
    },
  };
  return { ...demoAccounts, billingAccounts: [account], selectedBillingAccount: account };
}

const start: UserPreferences = { email: 'a@example.nz', sendBillViaEmail: true, sendPromotionViaEmail: false };

/**
 * The section with the accounts loaded (or not, when `loaded` is false), in a brand (Kōwhai unless said); the server
 * stores what is put.
 */
function renderSection(answers: FakeApiAnswers = {}, loaded = true, brand: BrandId = 'kowhai') {
  let stored = start;
  const api = fakeApi({
    updateUserPreferences: ({ body }) => {
      stored = JSON.parse(body) as UserPreferences;
      return stored;
    },
    getBillingAccounts: () => accountsWith(stored),
    ...answers,
  });
  const store = createStore();
  if (loaded) store.set(billingAccountsAtom, { data: accountsWith(start), status: 'SUCCESS', error: null });
  renderInBrand(
    <Provider store={store}>
      <PreferencesSection />
    </Provider>,
    { brand },
  );
  return api;
}

/**
 * Browsers apply HTML's focus fixup rule: when the focused element is disabled, focus goes to the page's body. jsdom
 * does not, so a control disabled under the customer's focus would pass a focus test here and fail them; this moves
 * focus as a browser would, for the rest of the test.
 */
function emulateFocusFixup() {
  const observer = new MutationObserver(() => {
    if (!document.activeElement?.matches(':disabled')) return;
    // jsdom's blur() ignores an element that is no longer focusable: focus and leave a stand-in instead, which leaves
    // the body focused.
    const standIn = document.createElement('button');
    document.body.append(standIn);
    standIn.focus();
    standIn.blur();
    standIn.remove();
  });
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
  onTestFinished(() => observer.disconnect());
}

const putBodies = (api: ReturnType<typeof fakeApi>) =>
  api.requestsTo('updateUserPreferences').map(({ body }) => JSON.parse(body) as UserPreferences);

describe('PreferencesSection', () => {
  it('shows the billing email, both switches and the billing address', () => {
    renderSection();
    expect(screen.getByRole('group', { name: 'Billing email' })).toHaveTextContent('a@example.nz');
    expect(screen.getByRole('switch', { name: 'Send my bills by email' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Send me promotions by email' })).not.toBeChecked();
    expect(screen.getByText('12 Kōwhai Street, Ponsonby, Auckland 1011')).toBeVisible();
  });

  it('loads the accounts itself, and offers a retry when that fails', async () => {
    let fail = true;
    renderSection({ getBillingAccounts: () => (fail ? problem(500) : accountsWith(start)) }, false);
    expect(await screen.findByText('We couldn’t load your email preferences')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Send my bills by email' })).toBeChecked();
  });

  it('saves the billing email with the switches unchanged, reloads the accounts and says Changes Saved', async () => {
    const api = renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Billing email' }));
    const input = screen.getByRole('textbox', { name: /Billing email/ });
    await userEvent.clear(input);
    await userEvent.type(input, 'bills');
    await userEvent.click(screen.getByRole('button', { name: 'Save Billing email' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(putBodies(api)).toHaveLength(0);

    await userEvent.type(input, '@example.nz{Enter}');
    expect(await screen.findByText('Changes Saved')).toBeVisible();
    expect(putBodies(api)).toEqual([{ ...start, email: 'bills@example.nz' }]);
    expect(api.requestsTo('getBillingAccounts')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Billing email' })).toHaveTextContent('bills@example.nz');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Billing email' })).toHaveFocus());
  });

  // The shared table the contract's rule and the server's route are tested with (spec 1 §5).
  it.each(billingEmailRuleCases.filter((ruleCase) => ruleCase.message !== undefined))(
    'refuses a billing email with $name, with its message, and sends nothing',
    async ({ typed, message }) => {
      const api = renderSection();
      await userEvent.click(screen.getByRole('button', { name: 'Edit Billing email' }));
      const input = screen.getByRole('textbox', { name: /Billing email/ });
      await userEvent.clear(input);
      if (typed !== '') await userEvent.type(input, typed);
      await userEvent.click(screen.getByRole('button', { name: 'Save Billing email' }));
      expect(await screen.findByText(message ?? '')).toBeVisible();
      expect(putBodies(api)).toHaveLength(0);
    },
  );

  it('keeps the typed billing email in edit with the error when the save fails', async () => {
    renderSection({ updateUserPreferences: problem(500) });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Billing email' }));
    const input = screen.getByRole('textbox', { name: /Billing email/ });
    await userEvent.clear(input);
    await userEvent.type(input, 'bills@example.nz{Enter}');
    expect(await screen.findByText('We couldn’t save your billing email. Please try again.')).toBeVisible();
    expect(input).toHaveValue('bills@example.nz');
  });

  it('saves a switch: saving, then saved with the stored value, the other fields unchanged', async () => {
    let answer: () => void = () => undefined;
    let stored = start;
    const api = renderSection({
      updateUserPreferences: ({ body }) =>
        new Promise((resolve) => {
          answer = () => {
            stored = JSON.parse(body) as UserPreferences;
            resolve(stored);
          };
        }),
      getBillingAccounts: () => accountsWith(stored),
    });
    const promotions = screen.getByRole('switch', { name: 'Send me promotions by email' });
    await userEvent.click(promotions);
    expect(promotions).toBeChecked();
    expect(await screen.findByText('Saving…')).toBeVisible();
    expect(promotions).toHaveAttribute('aria-readonly', 'true');
    answer();
    expect(await screen.findByText('Changes Saved')).toBeVisible();
    expect(promotions).toBeChecked();
    expect(putBodies(api)).toEqual([{ ...start, sendPromotionViaEmail: true }]);
  });

  it.each(brandIds)(
    '%s: keeps focus on a switch flipped from the keyboard through its save, and ignores flips meanwhile',
    async (brand) => {
      emulateFocusFixup();
      let answer: () => void = () => undefined;
      let stored = start;
      const api = renderSection(
        {
          updateUserPreferences: ({ body }) =>
            new Promise((resolve) => {
              answer = () => {
                stored = JSON.parse(body) as UserPreferences;
                resolve(stored);
              };
            }),
          getBillingAccounts: () => accountsWith(stored),
        },
        true,
        brand,
      );
      const promotions = screen.getByRole('switch', { name: 'Send me promotions by email' });
      promotions.focus();
      await userEvent.keyboard(' ');
      expect(await screen.findByText('Saving…')).toBeVisible();
      expect(promotions).toHaveFocus();
      await userEvent.keyboard(' ');
      expect(promotions).toBeChecked();

      answer();
      expect(await screen.findByText('Changes Saved')).toBeVisible();
      expect(promotions).toHaveFocus();
      expect(promotions).toBeChecked();
      expect(putBodies(api)).toEqual([{ ...start, sendPromotionViaEmail: true }]);
    },
  );

  it('puts a switch back to its old value when its save fails, with the error', async () => {
    renderSection({ updateUserPreferences: problem(500) });
    const bills = screen.getByRole('switch', { name: 'Send my bills by email' });
    await userEvent.click(bills);
    expect(await screen.findByText(/We couldn’t save that change/)).toBeVisible();
    await waitFor(() => expect(bills).toBeChecked());
    expect(bills).toBeEnabled();
  });
});
