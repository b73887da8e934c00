import { aucklandToday, breakpointQuery } from '@harakeke/design-system';
import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, problem, type FakeApiAnswers, type FakeRequest } from '../../../test-support/fake-api.js';
import { transactionHistoryExamples } from './TransactionHistory.examples.js';
import { demoBill, demoTransactions } from './transaction-fixtures.js';
import { defaultTransactionRange } from './transaction-range.js';
import { TransactionHistory } from './TransactionHistory.js';
import { INVALID_RANGE_NOTE } from './TransactionHistoryView.js';

afterEach(() => vi.unstubAllGlobals());

/** A window as wide as the md breakpoint (a table) or a phone's (cards): jsdom has no matchMedia of its own. */
function windowIs(width: 'wide' | 'phone') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width === 'wide' && query === breakpointQuery.md,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const reversedRangeMessage = 'The end date must be on or after the start date.';

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
  beforeEach(() => windowIs('wide'));

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

  it('shows a new range as loading, never the range before under the new dates', async () => {
    let answerRange: () => void = () => undefined;
    const { section, user } = renderHistory({
      getTransactions: (request) => {
        const answer = { ...rangeAsked(request), transactions: demoTransactions(3) };
        if (!request.query.get('startDate')?.endsWith('-05')) return answer;
        return new Promise((resolve) => (answerRange = () => resolve(answer)));
      },
    });
    await within(section).findByRole('table');
    await user.click(within(section).getAllByRole('spinbutton', { name: /Start Date/ })[0]!);
    await user.keyboard('05');
    expect(await within(section).findByText('Loading your transactions')).toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    answerRange();
    expect(await within(section).findByRole('table', { name: /^Transactions from 05 / })).toBeVisible();
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

describe('TransactionHistory date filter', () => {
  beforeEach(() => windowIs('wide'));

  /** The picker's day, month and year fields of one end, 'Start Date' or 'End Date'. */
  const segments = (section: HTMLElement, end: 'Start Date' | 'End Date') =>
    within(section).getAllByRole('spinbutton', { name: new RegExp(end) });

  it('refuses a start after the end at once, keeping the dates typed, and shows no other range’s transactions', async () => {
    const { section, user } = renderHistory();
    await within(section).findByRole('table');
    // From the default 01/05/2026–30/11/2026, the start typed over as 30/12/2026, through 03/05 and 30/05 on the way.
    await user.click(segments(section, 'Start Date')[0]!);
    await user.keyboard('3012');
    const picker = within(section).getByRole('group', { name: 'Transaction dates' });
    expect(picker).toHaveTextContent('30/12/2026–30/11/2026');
    // Said while the customer is still in the fields, on the field.
    expect(within(section).getByText(reversedRangeMessage)).toBeVisible();
    expect(segments(section, 'Start Date')[0]).toHaveAttribute('aria-invalid', 'true');
    // Neither the range before nor one from a keystroke on the way (30 May) stands under these dates.
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    expect(within(section).queryByText(/Transactions from/)).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /^Download CSV/ })).not.toBeInTheDocument();
    expect(within(section).getByText(INVALID_RANGE_NOTE)).toBeVisible();
    // Leaving the fields keeps the dates and the message.
    await user.tab();
    await user.tab();
    expect(picker).toHaveTextContent('30/12/2026–30/11/2026');
    expect(within(section).getByText(reversedRangeMessage)).toBeVisible();
  });

  it('shows the transactions of the range the fields say, once it is valid again', async () => {
    const { api, section, user } = renderHistory();
    await within(section).findByRole('table');
    await user.click(segments(section, 'Start Date')[0]!);
    await user.keyboard('3012');
    expect(within(section).getByText(reversedRangeMessage)).toBeVisible();
    // The end year typed over, 2026 to 2027: 0002, 0020 and 0202 on the way are years half typed, not ranges.
    await user.click(segments(section, 'End Date')[2]!);
    await user.keyboard('2027');
    expect(
      await within(section).findByRole('table', { name: 'Transactions from 30 Dec 2026 to 30 Nov 2027' }),
    ).toBeVisible();
    expect(within(section).getByRole('group', { name: 'Transaction dates' })).toHaveTextContent(
      '30/12/2026–30/11/2027',
    );
    expect(within(section).queryByText(reversedRangeMessage)).not.toBeInTheDocument();
    expect(within(section).queryByText(INVALID_RANGE_NOTE)).not.toBeInTheDocument();
    const asked = api.requestsTo('getTransactions').map((request) => {
      const query = new URL(request.url, 'http://x').searchParams;
      return `${query.get('startDate')}..${query.get('endDate')}`;
    });
    expect(asked.at(-1)).toBe('2026-12-30..2027-11-30');
    // No reversed or half-typed range was ever asked for.
    expect(asked.filter((range) => range.slice(0, 10) > range.slice(12))).toEqual([]);
  });
});

describe('TransactionHistory on a phone', () => {
  beforeEach(() => windowIs('phone'));

  it('shows each transaction as a card, with a bill’s View bill and Download PDF labelled', async () => {
    const { saved, section, user } = renderHistory({ downloadBill: () => pdf('Bill 2026-11-03.pdf') });
    const list = await within(section).findByRole('list', { name: /^Transactions from / });
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    const bill = cards.find((card) => card.textContent?.includes('03 Nov 2026'))!;
    expect(within(bill).getByText('Amount').nextElementSibling).toHaveTextContent('$150.52');
    expect(within(bill).getByRole('button', { name: 'View bill issued 03 Nov 2026' })).toBeVisible();
    await user.click(within(bill).getByRole('button', { name: 'Download PDF of bill issued 03 Nov 2026' }));
    await waitFor(() => expect(saved).toEqual(['Bill 2026-11-03.pdf']));
    const payment = cards.find((card) => card.textContent?.includes('20 Oct 2026'))!;
    expect(within(payment).getByText('Amount').nextElementSibling).toHaveTextContent('−$187.52 credit');
    expect(within(payment).queryByRole('button')).not.toBeInTheDocument();
  });

  it('moves focus to the first card Show more revealed', async () => {
    const { section, user } = renderHistory({
      getTransactions: (request) => ({ ...rangeAsked(request), transactions: demoTransactions(12) }),
    });
    const list = await within(section).findByRole('list', { name: /^Transactions from / });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(within(section).getByRole('button', { name: 'Show more' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).getAllByRole('listitem')[10]).toHaveFocus();
  });
});

describe('TransactionHistoryView', () => {
  it('keeps an invalid range in the filter with its message, and shows no transactions of another range', () => {
    renderInBrand(transactionHistoryExamples.InvalidRange.render());
    const picker = screen.getByRole('group', { name: 'Transaction dates' });
    expect(picker).toHaveTextContent('30/11/2026–01/11/2026');
    expect(screen.getByText(reversedRangeMessage)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /^Transactions from / })).not.toBeInTheDocument();
    expect(screen.getByText(INVALID_RANGE_NOTE)).toBeVisible();
  });
});
