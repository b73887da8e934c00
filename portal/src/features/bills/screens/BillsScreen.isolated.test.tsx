import type { BillSummaryV2, CreditExtension } from '@harakeke/contract';
import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingAccountsAtom } from '../../../core/user-details/atoms.js';
import { fakeApi, problem, type FakeApiAnswers } from '../../../test-support/fake-api.js';
import { demoAccounts } from '../../../test-support/widget-fixtures.js';
import { WIDGET_ERROR_DETAIL } from '../../../core/widgets/widget-state.js';
import { demoBillSummaryV2, eligibleExtension, extendedExtension } from '../summary/demo-bill-summary.js';
import { BillsScreen } from './BillsScreen.js';

// The sections other parts of the Bills tab build stand in as what the screen hands them: the card payment and the
// itemised bill as dialogs opened by their props, the chart and the history as their panels.
vi.mock('../card-payment/CardPayment.js', () => ({
  CardPayment: ({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) =>
    isOpen ? (
      <div role="dialog" aria-label="Pay by card">
        <button onClick={() => onOpenChange(false)}>Close payment</button>
      </div>
    ) : null,
}));
vi.mock('../transactions/BillDetailsDialog.js', () => ({
  BillDetailsDialog: ({ billId, isOpen }: { billId: string; isOpen: boolean }) =>
    isOpen ? <div role="dialog" aria-label={`Bill ${billId}`} /> : null,
}));
vi.mock('../bill-period/BillPeriodSection.js', () => ({ BillPeriodSection: () => <p>The bill period chart</p> }));
vi.mock('../transactions/TransactionHistory.js', () => ({
  TransactionHistory: () => <p>The transaction history</p>,
}));

afterEach(() => vi.unstubAllGlobals());

const failure = () => problem(500, { type: '/error/default', title: 'Down', detail: 'Call us on 0800 300 400.' });

/** Answers the Bills tab's calls; the events it posts are recorded. */
const stubApi = (answers: FakeApiAnswers) =>
  fakeApi({
    postEvent: { recorded: true },
    getBillSummaryV2: demoBillSummaryV2,
    getCreditExtension: eligibleExtension,
    ...answers,
  });

/** The screen at an address, signed in with the accounts loaded; `location()` is where the router is now. */
function renderScreen(entry = '/account/bill') {
  const store = createStore();
  store.set(billingAccountsAtom, { data: demoAccounts, status: 'SUCCESS', error: null });
  const seen: { location?: Location } = {};
  function LocationProbe() {
    seen.location = useLocation();
    return null;
  }
  renderInBrand(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/account/dashboard', entry]} initialIndex={1}>
        <Routes>
          <Route path="/account/bill" element={<BillsScreen />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { store, location: () => seen.location };
}

const summary = () => screen.getByRole('region', { name: 'Bill summary' });

describe('BillsScreen', () => {
  it('shows the heading, the summary and the bill period, with the transactions a tab away', async () => {
    stubApi({});
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Bills' })).toBeVisible();
    expect(await within(summary()).findByText('Your last bill')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Bill period', selected: true })).toBeVisible();
    expect(screen.getByText('The bill period chart')).toBeVisible();
  });

  it('opens the card payment from Pay now', async () => {
    stubApi({});
    renderScreen();
    await userEvent.click(await within(summary()).findByRole('button', { name: 'Pay now' }));
    // The card payment's code loads when it is first asked for.
    expect(await screen.findByRole('dialog', { name: 'Pay by card' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close payment' }));
    expect(screen.queryByRole('dialog', { name: 'Pay by card' })).not.toBeInTheDocument();
  });

  it('opens the card payment for ?pay=now and takes it out of the address, so Back does not open it again', async () => {
    stubApi({});
    const { location } = renderScreen('/account/bill?pay=now&tab=transactions');
    expect(await screen.findByRole('dialog', { name: 'Pay by card' })).toBeVisible();
    await waitFor(() => expect(location()?.search).toBe('?tab=transactions'));
    // Replaced, not pushed: the entry before is still the dashboard.
    expect(location()?.key).not.toBe('default');
    expect(screen.getByRole('tab', { name: 'Transactions', selected: true })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close payment' }));
    expect(screen.queryByRole('dialog', { name: 'Pay by card' })).not.toBeInTheDocument();
  });

  it('keeps the tab in the address and moves between tabs by keyboard', async () => {
    stubApi({});
    const { location } = renderScreen('/account/bill?tab=transactions');
    expect(screen.getByRole('tab', { name: 'Transactions', selected: true })).toBeVisible();
    expect(screen.getByText('The transaction history')).toBeVisible();

    await userEvent.click(screen.getByRole('tab', { name: 'Bill period' }));
    expect(location()?.search).toBe('');
    expect(screen.getByText('The bill period chart')).toBeVisible();

    // Manual activation: the arrow moves focus, Enter selects.
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Transactions' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Transactions', selected: true })).toBeVisible();
    expect(location()?.search).toBe('?tab=transactions');
  });

  it('shows a failed summary in the summary with a retry, keeping the rest of the page', async () => {
    let answer: () => BillSummaryV2 | ReturnType<typeof failure> = failure;
    stubApi({ getBillSummaryV2: () => answer() });
    renderScreen();
    const alert = await within(summary()).findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, something went wrong');
    // spec 2 §8: the generic detail, not the server's.
    expect(alert).toHaveTextContent(WIDGET_ERROR_DETAIL);
    expect(alert).not.toHaveTextContent('Call us');
    expect(screen.getByText('The bill period chart')).toBeVisible();

    answer = () => demoBillSummaryV2;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(summary()).findByText('Your last bill')).toBeVisible();
    expect(within(summary()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the last bill itemised from View bill', async () => {
    stubApi({});
    renderScreen();
    await userEvent.click(await within(summary()).findByRole('button', { name: 'View bill' }));
    expect(screen.getByRole('dialog', { name: 'Bill bill-2026-11' })).toBeVisible();
  });

  it('extends the due date 14 days, shows the new date and reloads every balance shown', async () => {
    let extended = false;
    const extendedSummary: BillSummaryV2 = {
      ...demoBillSummaryV2,
      balance: { ...demoBillSummaryV2.balance, dueDate: '2026-12-15' },
    };
    const api = stubApi({
      getBillSummaryV2: () => (extended ? extendedSummary : demoBillSummaryV2),
      getCreditExtension: (): CreditExtension => (extended ? extendedExtension : eligibleExtension),
      requestCreditExtension: () => {
        extended = true;
        return extendedExtension;
      },
      getBillingAccounts: demoAccounts,
    });
    renderScreen();
    await userEvent.click(await within(summary()).findByRole('button', { name: 'Extend due date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend your due date' });
    expect(
      within(dialog).getByText('We can move your due date 14 days, from 01 Dec 2026 to 15 Dec 2026.'),
    ).toBeVisible();
    // A double click asks once.
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Extend by 14 days' }));

    expect(await within(dialog).findByText('Your new due date is 15 Dec 2026.')).toBeVisible();
    expect(api.requestsTo('requestCreditExtension')).toHaveLength(1);
    // The balance shown everywhere loads again: the accounts, the summary and the extension's offer.
    await waitFor(() => expect(api.requestsTo('getBillingAccounts')).toHaveLength(1));
    await waitFor(() => expect(api.requestsTo('getBillSummaryV2')).toHaveLength(2));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Extend your due date' })).not.toBeInTheDocument());
    expect(
      await within(summary()).findByText(
        'Your due date has been extended to 15 Dec 2026. A bill can be extended once.',
      ),
    ).toBeVisible();
    expect(within(summary()).getByText('Due date', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '15 Dec 2026',
    );
  });

  it('shows the server’s refusal of a second extension (409) in the modal, with nothing to retry', async () => {
    const api = stubApi({
      requestCreditExtension: problem(409, {
        type: '/error/conflict',
        title: 'Conflict',
        detail: 'This bill’s due date has been extended already.',
      }),
    });
    renderScreen();
    await userEvent.click(await within(summary()).findByRole('button', { name: 'Extend due date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend your due date' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend by 14 days' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t extend your due date');
    expect(alert).toHaveTextContent('This bill’s due date has been extended already.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Extend by 14 days' })).not.toBeInTheDocument();
    expect(api.requestsTo('getBillingAccounts')).toHaveLength(0);
  });

  it('offers a retry when the extension fails for another reason, and extends on retry', async () => {
    let answer: () => CreditExtension | ReturnType<typeof failure> = failure;
    stubApi({ requestCreditExtension: () => answer(), getBillingAccounts: demoAccounts });
    renderScreen();
    await userEvent.click(await within(summary()).findByRole('button', { name: 'Extend due date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend your due date' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend by 14 days' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Call us on 0800 086 400.');

    answer = () => extendedExtension;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Your new due date is 15 Dec 2026.')).toBeVisible();
  });

  it('says why the due date cannot be extended, and keeps the summary when that check fails', async () => {
    stubApi({ getCreditExtension: failure() });
    renderScreen();
    const alert = await within(summary()).findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t check whether your due date can be extended');
    expect(within(summary()).getByRole('button', { name: 'Pay now' })).toBeVisible();
  });
});
