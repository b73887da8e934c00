import type { CardSession, getCardPaymentFee, makeCardPayment } from '@harakeke/contract';
import { preloadDialog } from '@harakeke/design-system';
import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageNavigation } from '../../../services/card-return/card-return.js';
import { readCardSession, rememberCardSession } from '../../../services/card-return/card-session-store.js';
import {
  fakeApi,
  problem,
  type FakeAnswer,
  type FakeApiAnswers,
  type FakeHandler,
} from '../../../test-support/fake-api.js';
import { demoAccounts } from '../../../test-support/widget-fixtures.js';
import { demoCardFee, demoSavedCard } from '../../../services/cards/demo-cards.js';
import { CardPayment } from './CardPayment.js';

// The dialog's implementation loads on its first opening: loaded once here, not inside the first test's time.
beforeAll(() => preloadDialog());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/** Shows the router's address, so a test can see the return's parameters cleared. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

/** The screen's part: it holds `isOpen`, as BillsScreen does, and reports each change asked for. */
function Screen({ startOpen, onOpenChange }: { startOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const [isOpen, setOpen] = useState(startOpen);
  return (
    <CardPayment
      isOpen={isOpen}
      onOpenChange={(open) => {
        onOpenChange(open);
        setOpen(open);
      }}
    />
  );
}

function renderPayment({ at = '/account/bill', isOpen = true } = {}) {
  const onOpenChange = vi.fn();
  renderInBrand(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[at]}>
        <Screen startOpen={isOpen} onOpenChange={onOpenChange} />
        <Address />
      </MemoryRouter>
    </Provider>,
  );
  return { onOpenChange };
}

const paid = {
  paymentTransactionStatus: 'MADE' as const,
  reference: 'CP-20261126-0042',
  paidAmount: 184.52,
  fee: 2.77,
};

/** The calls an opened dialog makes, with a saved card unless said otherwise; a failed load is reported (events). */
function fakePayments(answers: FakeApiAnswers = {}) {
  return fakeApi({
    postEvent: { recorded: true },
    getCardPaymentFee: demoCardFee,
    getSavedCard: { card: demoSavedCard },
    getBillingAccounts: demoAccounts,
    ...answers,
  });
}

const dialog = () => screen.findByRole('dialog', { name: 'Pay by card' });
const amountField = async () => within(await dialog()).findByRole('textbox', { name: 'Amount to pay' });

describe('CardPayment', () => {
  it('starts from the total balance and shows the card fee and the total charged before paying', async () => {
    fakePayments();
    renderPayment();
    expect(await amountField()).toHaveValue('184.52');
    expect(screen.getByText('Card fee (1.5%)').nextElementSibling).toHaveTextContent('$2.77');
    expect(screen.getByText('Total charged to your card').nextElementSibling).toHaveTextContent('$187.29');
    expect(screen.getByRole('radio', { name: 'Pay with saved card ending 4242' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Use another card' })).not.toBeChecked();
  });

  it('names the total charged, the card fee included, on its button as the amount changes (spec 1 §3 rate)', async () => {
    fakePayments();
    renderPayment();
    const field = await amountField();
    expect(within(await dialog()).getByRole('button', { name: 'Pay $187.29' })).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '100');
    expect(screen.getByText('Amount', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$100.00');
    expect(screen.getByText('Card fee (1.5%)').nextElementSibling).toHaveTextContent('$1.50');
    expect(screen.getByText('Total charged to your card').nextElementSibling).toHaveTextContent('$101.50');
    expect(screen.getByRole('button', { name: 'Pay $101.50' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /\$100\.00/ })).not.toBeInTheDocument();
    // No total to name while the amount cannot be paid.
    await userEvent.type(field, '.123');
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeVisible();
  });

  it('opens with focus on the amount, once the fee has loaded', async () => {
    fakePayments();
    renderPayment();
    expect(await amountField()).toHaveFocus();
  });

  it('shows the message for 12.345 once the field is left, and keeps what was typed', async () => {
    const api = fakePayments();
    renderPayment();
    const field = await amountField();
    await userEvent.clear(field);
    await userEvent.type(field, '12.345');
    expect(field).not.toHaveAccessibleDescription(/2 decimal places/);
    await userEvent.tab();
    expect(field).toHaveAccessibleDescription(/no more than 2 decimal places/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(api.requestsTo('makeCardPayment')).toHaveLength(0);
    expect(field).toHaveFocus();
  });

  it('says why an empty amount cannot be paid when Pay now is pressed', async () => {
    fakePayments();
    renderPayment();
    await userEvent.clear(await amountField());
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await amountField()).toHaveAccessibleDescription(/Please enter an amount to pay\./);
  });

  it('pays once for a double click', async () => {
    let answer: (value: typeof paid) => void = () => undefined;
    const api = fakePayments({ makeCardPayment: () => new Promise((resolve) => (answer = resolve)) });
    renderPayment();
    await amountField();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Pay $187.29' }));
    answer(paid);
    expect(await screen.findByText('CP-20261126-0042')).toBeVisible();
    expect(api.requestsTo('makeCardPayment')).toHaveLength(1);
  });

  it('pays with the saved card: the amount paid and the reference, and every balance loads again', async () => {
    const api = fakePayments({ makeCardPayment: paid });
    renderPayment();
    await amountField();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $187.29' }));
    const result = await dialog();
    expect(await within(result).findByText('Payment received')).toBeVisible();
    expect(within(result).getByText(/received your payment of \$184\.52/)).toBeVisible();
    expect(within(result).getByText('Reference').nextElementSibling).toHaveTextContent('CP-20261126-0042');
    expect(JSON.parse(api.requestsTo('makeCardPayment')[0]?.body ?? '{}')).toEqual({ amount: 184.52, withToken: true });
    await waitFor(() => expect(api.requestsTo('getBillingAccounts')).toHaveLength(1));
  });

  it('sends another card to the card page: keeps its session and leaves with location.assign', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const api = fakePayments({
      makeCardPayment: { url: '/card-provider/session/abc', sessionId: 'abc' },
    });
    renderPayment({ at: '/account/bill?tab=history' });
    await userEvent.click(await screen.findByRole('radio', { name: 'Use another card' }));
    const field = await amountField();
    await userEvent.clear(field);
    await userEvent.type(field, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $50.75' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/card-provider/session/abc'));
    expect(readCardSession('cardPayment')).toBe('abc');
    expect(screen.getByText('Taking you to our secure card page…')).toBeVisible();
    expect(JSON.parse(api.requestsTo('makeCardPayment')[0]?.body ?? '{}')).toEqual({
      amount: 50,
      withToken: false,
      returnPath: '/account/bill?tab=history',
    });
  });

  it.each<[string, FakeHandler<typeof makeCardPayment>, RegExp]>([
    ['a missing saved card', problem(404, { type: '/error/not_found' }), /We couldn’t find your saved card/],
    ['a payment under way', problem(409, { type: '/error/conflict' }), /This payment is already being processed/],
    ['a refused amount', problem(400, { type: '/error/bad_request', detail: 'amount: too much' }), /amount: too much/],
  ])('shows %s with its own message and keeps the form', async (_case, answer, message) => {
    fakePayments({ makeCardPayment: answer });
    renderPayment();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $187.29' }));
    expect(await within(await dialog()).findByRole('alert')).toHaveTextContent(message);
    expect(await amountField()).toHaveValue('184.52');
  });

  describe('back from the card page', () => {
    const session = (fields: Partial<CardSession>): CardSession => ({
      sessionId: 'abc',
      purpose: 'cardPayment',
      status: 'success',
      sct: false,
      canUpdateCCV: false,
      payment: null,
      ...fields,
    });

    it('opens the dialog with a failed payment, and clears the return from the address', async () => {
      rememberCardSession('cardPayment', 'abc');
      const api = fakePayments({
        getCardSession: session({
          status: 'error',
          payment: { paymentTransactionStatus: 'FAILED', reference: 'CP-9', paidAmount: 0, fee: 0 },
        }),
      });
      const { onOpenChange } = renderPayment({
        at: '/account/bill?status=error&sct=false&canUpdateCCV=false',
        isOpen: false,
      });
      expect(await within(await dialog()).findByText('Your payment didn’t go through')).toBeVisible();
      expect(onOpenChange).toHaveBeenCalledWith(true);
      expect(screen.getByRole('status', { name: 'Address', hidden: true })).toHaveTextContent(/^\/account\/bill$/);
      expect(api.requestsTo('getCardSession')[0]?.url).toMatch(/card-sessions\/abc$/);
      expect(readCardSession('cardPayment')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await amountField()).toHaveValue('184.52');
      // Try again goes with the result, so focus goes to the amount rather than to the page.
      expect(await amountField()).toHaveFocus();
    });

    it('shows a cancelled card page as cancelled', async () => {
      rememberCardSession('cardPayment', 'abc');
      fakePayments({ getCardSession: session({ status: 'cancelled' }) });
      renderPayment({ at: '/account/bill?status=error&sct=false&canUpdateCCV=false', isOpen: false });
      expect(await within(await dialog()).findByText('Payment cancelled')).toBeVisible();
    });

    it('shows a payment made with its amount and reference, and reloads the balance', async () => {
      rememberCardSession('cardPayment', 'abc');
      const api = fakePayments({ getCardSession: session({ payment: paid }) });
      renderPayment({ at: '/account/bill?status=success&sct=false&canUpdateCCV=false', isOpen: false });
      const result = await dialog();
      expect(await within(result).findByText('Payment received')).toBeVisible();
      expect(within(result).getByText('Reference').nextElementSibling).toHaveTextContent('CP-20261126-0042');
      await waitFor(() => expect(api.requestsTo('getBillingAccounts')).toHaveLength(1));
    });
  });

  it('closes on Cancel', async () => {
    fakePayments();
    const { onOpenChange } = renderPayment();
    await amountField();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a failed fee load in the dialog and loads it again on retry', async () => {
    let feeAnswer: FakeAnswer<typeof getCardPaymentFee> = problem(500);
    fakePayments({ getCardPaymentFee: () => feeAnswer });
    renderPayment();
    const alert = await within(await dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, something went wrong');
    feeAnswer = demoCardFee;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await amountField()).toHaveValue('184.52');
  });
});
