import type { getRecurringPayment, getSavedCard } from '@harakeke/contract';
import { preloadDialog } from '@harakeke/design-system';
import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { brandIds, type BrandId } from '@harakeke/themes';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { billingAccountsAtom } from '../../../core/user-details/atoms.js';
import { fakeApi, problem, type FakeAnswer, type FakeApiAnswers } from '../../../test-support/fake-api.js';
import { demoAccounts } from '../../../test-support/widget-fixtures.js';
import { WIDGET_ERROR_DETAIL } from '../../../core/widgets/widget-state.js';
import { demoCardFee, demoSavedCard } from '../../../services/cards/demo-cards.js';
import { demoDirectDebitPayment, demoNoRecurringPayment, demoRecurringOptions } from '../demo-payment-options.js';
import { PaymentOptionsScreen } from './PaymentOptionsScreen.js';

// The dialogs' implementation loads on their first opening: loaded once here, not inside the first test's time.
beforeAll(() => preloadDialog());

// The screen loads three things and opens dialogs: on a busy machine that is more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const screenPath = '/account/profile/payment-options';

/** Shows the router's address, so a test can see the return's parameters cleared. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

/** Answers the screen's calls: no recurring payment and a saved card unless said otherwise; events are recorded. */
const stubApi = (answers: FakeApiAnswers = {}) =>
  fakeApi({
    postEvent: { recorded: true },
    getRecurringPayment: demoNoRecurringPayment,
    getRecurringOptions: demoRecurringOptions,
    getSavedCard: { card: demoSavedCard },
    getCardPaymentFee: demoCardFee,
    ...answers,
  });

/** The screen at an address, signed in with the accounts loaded, in a brand (Kōwhai unless said). */
function renderScreen(entry = screenPath, brand: BrandId = 'kowhai') {
  const store = createStore();
  store.set(billingAccountsAtom, { data: demoAccounts, status: 'SUCCESS', error: null });
  renderInBrand(
    <Provider store={store}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path={screenPath} element={<PaymentOptionsScreen />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </Provider>,
    { brand },
  );
}

const recurringSection = () => screen.getByRole('region', { name: 'Automatic payments' });
const cardSection = () => screen.getByRole('region', { name: 'Saved card' });

describe('PaymentOptionsScreen', () => {
  it('shows a direct debit masked with its discount, and cancels it through the confirmation', async () => {
    let recurring: FakeAnswer<typeof getRecurringPayment> = demoDirectDebitPayment;
    const api = stubApi({
      getRecurringPayment: () => recurring,
      deleteRecurringPayment: () => {
        recurring = demoNoRecurringPayment;
        return demoNoRecurringPayment;
      },
    });
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment options' })).toBeVisible();
    const section = recurringSection();
    expect(await within(section).findByText('Direct debit from ANZ')).toBeVisible();
    expect(within(section).getByText('A Ngata, 01-••••-•••••89-000')).toBeVisible();
    expect(within(section).getByText('Discount').nextElementSibling).toHaveTextContent('$2.00 off each bill');

    await userEvent.click(within(section).getByRole('button', { name: 'Cancel recurring payment' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Cancel your recurring payment?' });
    expect(confirmation).toHaveTextContent(/the \$2\.00 discount on each bill stops/);
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Cancel recurring payment' }));

    expect(await screen.findByRole('button', { name: 'Set up automatic payments' })).toBeVisible();
    expect(await screen.findByText(/Your recurring payment has been cancelled\./)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The button that opened the confirmation is gone with the payment: focus goes into the section, not the page.
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(section).toContainElement(document.activeElement as HTMLElement | null);
    expect(api.requestsTo('deleteRecurringPayment')).toHaveLength(1);
  });

  it('waits for the options before it says what a customer without automatic payments would save', async () => {
    let giveOptions: () => void = () => undefined;
    const optionsGiven = new Promise<void>((resolve) => (giveOptions = resolve));
    stubApi({ getRecurringOptions: () => optionsGiven.then(() => demoRecurringOptions) });
    renderScreen();
    const section = recurringSection();
    // The recurring payment is in, the options are not: the section stays loading rather than grow a line later.
    expect(await within(screen.getByRole('region', { name: 'Saved card' })).findByText('Name on card')).toBeVisible();
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).queryByText(/Your bills aren’t paid automatically/)).not.toBeInTheDocument();
    giveOptions();
    expect(await within(section).findByText(/save up to \$2\.00 on each bill/)).toBeVisible();
  });

  it('offers a customer without one to set up automatic payments, direct debit by default', async () => {
    stubApi();
    renderScreen();
    const section = recurringSection();
    expect(await within(section).findByText(/Your bills aren’t paid automatically\./)).toHaveTextContent(
      'save up to $2.00 on each bill',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Set up automatic payments' }));
    // The setup's code loads as it opens.
    const paymentType = await within(section).findByRole('radiogroup', { name: 'Payment type' });
    expect(within(paymentType).getByRole('radio', { name: 'Direct debit ($2.00 off each bill)' })).toBeChecked();
    expect(within(paymentType).getByRole('radio', { name: 'Credit card ($1.00 off each bill)' })).not.toBeChecked();
    expect(within(section).getByRole('form', { name: 'Direct debit details' })).toBeVisible();
  });

  it.each(brandIds)(
    '%s: Enter on Set up automatic payments moves focus to the setup’s heading, not the page',
    async (brand) => {
      stubApi();
      renderScreen(screenPath, brand);
      const section = recurringSection();
      const setUp = await within(section).findByRole('button', { name: 'Set up automatic payments' });
      setUp.focus();
      await userEvent.keyboard('{Enter}');
      const heading = await within(section).findByRole('heading', { level: 3, name: 'Set up automatic payments' });
      // Focus is on the heading's own focus target, not on the page (the body) or the whole section around it.
      await waitFor(() => expect(document.activeElement).toContainElement(heading));
      expect(document.activeElement).toHaveTextContent(/^Set up automatic payments$/);
      // The next Tab reaches the payment type, once the setup's code is in.
      await within(section).findByRole('radiogroup', { name: 'Payment type' });
      await userEvent.tab();
      expect(within(section).getByRole('radio', { name: /^Direct debit/ })).toHaveFocus();
    },
  );

  it('closes the setup on Not now, giving focus back to the button that opens it, and keeps what was typed', async () => {
    stubApi();
    renderScreen();
    const section = recurringSection();
    await userEvent.click(await within(section).findByRole('button', { name: 'Set up automatic payments' }));
    const form = within(section).getByRole('form', { name: 'Direct debit details' });
    const [firstField] = within(form).getAllByRole('textbox');
    if (!firstField) throw new Error('The direct debit form has no text field.');
    await userEvent.type(firstField, 'A Ngata');
    await userEvent.click(within(section).getByRole('button', { name: 'Not now' }));
    expect(within(section).queryByRole('form', { name: 'Direct debit details' })).not.toBeInTheDocument();
    const setUp = within(section).getByRole('button', { name: 'Set up automatic payments' });
    await waitFor(() => expect(setUp).toHaveFocus());
    await userEvent.click(setUp);
    expect(
      within(within(section).getByRole('form', { name: 'Direct debit details' })).getAllByRole('textbox')[0],
    ).toHaveValue('A Ngata');
  });

  it('shows a failed load of the recurring payment with Try again, which loads it again', async () => {
    let recurring: FakeAnswer<typeof getRecurringPayment> = problem(500, {
      detail: 'Our billing system is down for maintenance.',
    });
    const api = stubApi({ getRecurringPayment: () => recurring });
    renderScreen();
    const alert = await within(recurringSection()).findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load your automatic payments');
    // spec 2 §8: a load's failure shows the customer text; the server's own detail goes to monitoring only.
    expect(alert).toHaveTextContent(WIDGET_ERROR_DETAIL);
    expect(alert).not.toHaveTextContent('Our billing system is down for maintenance.');
    recurring = demoNoRecurringPayment;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(recurringSection()).findByRole('button', { name: 'Set up automatic payments' })).toBeVisible();
    expect(api.requestsTo('getRecurringPayment')).toHaveLength(2);
  });

  it('shows the card-loading error with a retry while the recurring section still works', async () => {
    let card: FakeAnswer<typeof getSavedCard> = problem(500);
    stubApi({ getRecurringPayment: demoDirectDebitPayment, getSavedCard: () => card });
    renderScreen();
    const alert = await within(cardSection()).findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load your saved card');
    expect(await within(recurringSection()).findByText('Direct debit from ANZ')).toBeVisible();
    expect(within(recurringSection()).getByRole('button', { name: 'Cancel recurring payment' })).toBeEnabled();
    card = { card: demoSavedCard };
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(cardSection()).findByText('Visa ending 4242')).toBeVisible();
  });

  it('shows a recurring card set up on the card page, and clears the return from the address', async () => {
    const api = stubApi();
    renderScreen(`${screenPath}?status=success&sct=false&canUpdateCCV=false`);
    const dialog = await screen.findByRole('dialog', { name: 'Card payments are set up' });
    expect(dialog).toHaveTextContent('Your card is saved and will be charged for each bill on its due date.');
    expect(screen.getByRole('status', { name: 'Address', hidden: true })).toHaveTextContent(
      /^\/account\/profile\/payment-options$/,
    );
    await waitFor(() => expect(api.requestsTo('getSavedCard').length).toBeGreaterThan(0));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
