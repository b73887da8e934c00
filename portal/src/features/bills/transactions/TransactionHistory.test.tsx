import { aucklandToday } from '@harakeke/design-system';
import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, problem, type FakeApiAnswers, type FakeRequest } from '../../../test-support/fake-api.js';
import { transactionHistoryExamples } from './TransactionHistory.examples.js';
import { demoBill, demoTransactions } from './transaction-fixtures.js';
import { defaultTransactionRange } from './transaction-range.js';
import { TransactionHistory } from './TransactionHistory.js';

afterEach(() => vi.unstubAllGlobals());

const rangeAsked = (request: FakeRequest) => ({
  startDate: request.query.get('startDate') ?? '',
  endDate: request.query.get('endDate') ?? '',
});

function renderHistory(answers: FakeApiAnswers = {}) {
  const api = fakeApi({
    getTransactions: (request) => ({ ...rangeAsked(request), transactions: demoTransactions(3) }),
    postEvent: { recorded: true },
    ...answers,
  });
  // The file is saved through an object URL on a temporary link: record what would be saved.
  const saved: string[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  renderInBrand(
    <Provider store={createStore()}>
      <TransactionHistory />
    </Provider>,
  );
  const section = screen.getByRole('region', { name: 'Transaction history' });
  return { api, saved, section, user: userEvent.setup() };
}

const pdf = (fileName: string) =>
  new Response('%PDF-1.7', {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName}"` },
  });

describe('TransactionHistory', () => {
  it('loads the default range of spec 1 §9 and shows it as a table, credits in words', async () => {
    const { api, section } = renderHistory();
    const { startDate, endDate } = defaultTransactionRange(aucklandToday());
    const table = await within(section).findByRole('table', { name: /^Transactions from / });
    expect(api.requestsTo('getTransactions').map((request) => new URL(request.url, 'http://x').search)).toEqual([
      `?startDate=${startDate}&endDate=${endDate}`,
    ]);
    const payment = within(table).getByRole('row', { name: /20 Oct 2026/ });
    expect(payment).toHaveTextContent('Payment, thank you');
    expect(payment).toHaveTextContent('−$187.52 credit');
    expect(within(table).getByRole('row', { name: /03 Nov 2026/ })).toHaveTextContent('$150.52');
    // spec 1 §7: the view is posted once.
    await waitFor(() => expect(api.requestsTo('postEvent')).toHaveLength(1));
    expect(api.requestsTo('postEvent')[0]?.url).toContain('/private/events/viewTransactionHistory');
  });

  it('loads the range chosen in the filter, and says so when it holds nothing', async () => {
    const { api, section, user } = renderHistory({
      getTransactions: (request) => ({
        ...rangeAsked(request),
        transactions: request.query.get('startDate')?.endsWith('-05') ? [] : demoTransactions(3),
      }),
    });
    await within(section).findByRole('table');
    const startDay = within(section).getAllByRole('spinbutton', { name: /Start Date/ })[0]!;
    await user.click(startDay);
    await user.keyboard('05');
    expect(await within(section).findByText(/^There are no transactions from 05 /)).toBeVisible();
    expect(
      rangeAsked({
        query: new URL(api.requestsTo('getTransactions').at(-1)!.url, 'http://x').searchParams,
      } as FakeRequest).startDate,
    ).toMatch(/-05$/);
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the newest 10, and Show more reveals the next 10, moving focus to the first new row', async () => {
    const { section, user } = renderHistory({
      getTransactions: (request) => ({ ...rangeAsked(request), transactions: demoTransactions(12) }),
    });
    const table = await within(section).findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(section).getByText(/^Showing 10 of 27 transactions$/)).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Show more' }));
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getAllByRole('rowheader')[10]).toHaveFocus();
    expect(within(section).getByText(/^Showing 20 of 27 transactions$/)).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Show more' }));
    expect(within(section).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(within(section).getByText(/^Showing 27 of 27 transactions$/)).toBeVisible();
  });

  it('shows a failed load in this panel with a retry', async () => {
    let fail = true;
    const { section, user } = renderHistory({
      getTransactions: (request) =>
        fail ? problem(500) : { ...rangeAsked(request), transactions: demoTransactions(1) },
    });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, something went wrong');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('table')).toBeVisible();
  });

  it('saves a bill’s PDF under the name from Content-Disposition', async () => {
    const { api, saved, section, user } = renderHistory({ downloadBill: () => pdf('Bill 2026-11-03.pdf') });
    await within(section).findByRole('table');
    await user.click(within(section).getByRole('button', { name: 'Download PDF of bill issued 03 Nov 2026' }));
    await waitFor(() => expect(saved).toEqual(['Bill 2026-11-03.pdf']));
    expect(api.requestsTo('downloadBill')[0]?.url).toContain('/private/billing/bills/B-2026-11/download');
  });

  it('shows a failed PDF download and its retry on that row only', async () => {
    let fail = true;
    const { saved, section, user } = renderHistory({
      downloadBill: (request) => (fail && request.params.billId === 'B-2026-10' ? problem(500) : pdf('bill.pdf')),
    });
    const table = await within(section).findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Download PDF of bill issued 03 Oct 2026' }));
    const october = within(table).getByRole('row', { name: /03 Oct 2026/ });
    expect(await within(october).findByText('We couldn’t download this bill. Please try again.')).toBeVisible();
    expect(within(table).getAllByRole('button', { name: /^Try again/ })).toHaveLength(1);
    expect(within(table).getByRole('button', { name: 'Download PDF of bill issued 03 Nov 2026' })).toBeVisible();
    fail = false;
    await user.click(
      within(october).getByRole('button', { name: 'Try again: Download PDF of bill issued 03 Oct 2026' }),
    );
    await waitFor(() => expect(saved).toEqual(['bill.pdf']));
    expect(within(october).queryByText(/couldn’t download/)).not.toBeInTheDocument();
  });

  it('downloads the range as CSV', async () => {
    const { saved, section, user } = renderHistory({
      downloadTransactions: () =>
        new Response('date,amount\n', {
          headers: { 'Content-Disposition': `attachment; filename*=UTF-8''transactions%20nov.csv` },
        }),
    });
    await within(section).findByRole('table');
    await user.click(within(section).getByRole('button', { name: /^Download CSV of transactions from / }));
    await waitFor(() => expect(saved).toEqual(['transactions nov.csv']));
  });

  it('opens a bill itemised, with a retry in the dialog when it fails', async () => {
    let fail = true;
    const { section, user } = renderHistory({ getBill: () => (fail ? problem(500) : demoBill) });
    await within(section).findByRole('table');
    await user.click(within(section).getByRole('button', { name: 'View bill issued 03 Nov 2026' }));
    const dialog = await screen.findByRole('dialog');
    const alert = await within(dialog).findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('heading', { name: 'Bill issued 03 Nov 2026' })).toBeVisible();
    const charges = within(dialog).getByRole('table', { name: 'Charges' });
    expect(within(charges).getByRole('row', { name: /Total/ })).toHaveTextContent('$184.52');
    expect(within(charges).getByRole('row', { name: /Discounts/ })).toHaveTextContent('−$6.00 credit');
    expect(within(dialog).getByRole('table', { name: 'Supplies' })).toHaveTextContent('512.46 kWh');
  });
});

describe('TransactionHistoryView', () => {
  it('keeps an invalid range in the filter with its message, the last valid range still shown', () => {
    renderInBrand(transactionHistoryExamples.InvalidRange.render());
    const picker = screen.getByRole('group', { name: 'Transaction dates' });
    expect(picker).toHaveTextContent('30/11/2026–01/11/2026');
    expect(screen.getByText('The end date must be on or after the start date.')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Transactions from 01 May 2026 to 30 Nov 2026' })).toBeVisible();
  });
});
