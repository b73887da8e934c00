import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { billSummaryV2Examples as examples } from './BillSummaryV2.examples.js';
import { BillSummaryV2View } from './BillSummaryV2View.js';
import { demoBillSummaryV2, newCustomerBillSummary } from './demo-bill-summary.js';

/** The description list's value for a term, within a section. */
const valueIn = (section: HTMLElement, term: string) =>
  within(section).getByText(term, { selector: 'dt' }).nextElementSibling;

const section = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;

/** The bill summary's region, whose first part is the account summary (spec 1 §2). */
const summary = () => screen.getByRole('region', { name: 'Bill summary' });

/** The headings in a container, as 'h2 Bill summary', in document order. */
const outline = (container: HTMLElement) =>
  within(container)
    .getAllByRole('heading')
    .map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`);

describe('BillSummaryV2View', () => {
  it('shows what is owed and by when, apart from the last bill and the period running now', () => {
    renderInBrand(examples.Ready.render());
    expect(screen.getByRole('region', { name: 'Bill summary' })).toBeVisible();

    const account = summary();
    expect(within(account).getByText('Total balance').nextElementSibling).toHaveTextContent('$184.52');
    expect(valueIn(account, 'Current balance')).toHaveTextContent('$184.52');
    expect(valueIn(account, 'Overdue')).toHaveTextContent('$0.00');
    expect(valueIn(account, 'Due date')).toHaveTextContent('01 Dec 2026');
    expect(valueIn(account, 'Prompt payment discount')).toHaveTextContent('$12.00 off if paid by 01 Dec 2026');
    expect(within(account).getByRole('button', { name: 'Pay now' })).toBeVisible();
    expect(within(account).getByRole('button', { name: 'Extend due date' })).toBeVisible();

    const lastBill = section('Your last bill');
    expect(valueIn(lastBill, 'Issued')).toHaveTextContent('17 Nov 2026');
    expect(valueIn(lastBill, 'Billing period')).toHaveTextContent('16 Oct 2026 to 15 Nov 2026');
    expect(valueIn(lastBill, 'Supply')).toHaveTextContent('Electricity and natural gas');
    expect(valueIn(lastBill, 'Amount')).toHaveTextContent('$184.52');
    expect(valueIn(lastBill, 'Bill due date')).toHaveTextContent('01 Dec 2026');

    // spec 1 §3 currentBillPeriod: its own label and dates, and no due date under it.
    const bar = screen.getByRole('progressbar', { name: /Current billing period/ });
    expect(bar).toHaveAccessibleName('Current billing period 16 Nov 2026 to 15 Dec 2026');
    expect(bar).toHaveAttribute('aria-valuenow', '11');
    expect(bar).toHaveAttribute('aria-valuemax', '30');
    expect(bar).toHaveAttribute('aria-valuetext', 'Day 11 of 30');
    expect(bar).not.toHaveTextContent(/due/i);

    expect(screen.getByText('Pay by direct debit')).toBeVisible();
    expect(screen.getByText('Set up a direct debit and get $2.00 off every bill.')).toBeVisible();
  });

  it('calls its actions: Pay now, and View bill with the last bill', async () => {
    const onPayNow = vi.fn();
    const onViewBill = vi.fn();
    renderInBrand(
      <BillSummaryV2View
        load={{ status: 'ready', data: demoBillSummaryV2 }}
        onPayNow={onPayNow}
        onViewBill={onViewBill}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onPayNow).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'View bill' }));
    expect(onViewBill).toHaveBeenCalledWith('bill-2026-11');
  });

  it('asks for the card payment’s code as a pointer rests on, or focus reaches, Pay now', async () => {
    const onPayNowIntent = vi.fn();
    renderInBrand(
      <BillSummaryV2View
        load={{ status: 'ready', data: demoBillSummaryV2 }}
        onPayNow={() => undefined}
        onPayNowIntent={onPayNowIntent}
      />,
    );
    const payNow = screen.getByRole('button', { name: 'Pay now' });
    await userEvent.hover(payNow);
    expect(onPayNowIntent).toHaveBeenCalledTimes(1);
    payNow.focus();
    expect(onPayNowIntent).toHaveBeenCalledTimes(2);
  });

  it('highlights an overdue amount and says so in words', () => {
    renderInBrand(examples.Overdue.render());
    const overdue = valueIn(summary(), 'Overdue');
    expect(overdue).toHaveTextContent('$62.10 overdue, please pay now');
    expect(overdue).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByText(/Part of your balance is overdue/)).toBeVisible();
    expect(screen.queryByText('Prompt payment discount')).not.toBeInTheDocument();
  });

  it('says an account is in credit, with nothing due', () => {
    renderInBrand(examples.InCredit.render());
    expect(screen.getByText('$12.00 in credit')).toBeVisible();
    expect(valueIn(summary(), 'Due date')).toHaveTextContent('Nothing due');
    expect(screen.getByText(/You’re in credit/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay in advance' })).toBeVisible();
  });

  it('offers no Pay now beside ‘nothing to pay now’, but paying in advance, which opens the card payment', async () => {
    const onPayNow = vi.fn();
    renderInBrand(<BillSummaryV2View load={{ status: 'ready', data: newCustomerBillSummary }} onPayNow={onPayNow} />);
    expect(screen.getByText('You’re all paid up: there’s nothing to pay now.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay in advance' }));
    expect(onPayNow).toHaveBeenCalledOnce();
  });

  it('leads with one heading: the account summary is the first part of the bill summary, not a heading under it', () => {
    const { container } = renderInBrand(
      <>
        <h1>Bills</h1>
        {examples.BuyingGroup.render()}
      </>,
    );
    expect(outline(container)).toEqual(['h1 Bills', 'h2 Bill summary', 'h3 Your last bill']);
    expect(within(summary()).getByText('Hawke’s Bay Growers Group')).toBeVisible();
  });

  it('tells a new customer when their first bill comes', () => {
    renderInBrand(examples.NewCustomer.render());
    expect(
      within(section('Your last bill')).getByText(
        'You don’t have a bill yet. Your first bill comes after the current billing period ends on 15 Dec 2026.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'View bill' })).not.toBeInTheDocument();
    expect(screen.getByText('You’re all paid up: there’s nothing to pay now.')).toBeVisible();
  });

  it('names the buying group of a buying group’s account', () => {
    renderInBrand(examples.BuyingGroup.render());
    expect(within(summary()).getByText('Hawke’s Bay Growers Group')).toBeVisible();
  });

  it('shows loading, error with retry and empty states in its frame', async () => {
    const onRetry = vi.fn();
    renderInBrand(<BillSummaryV2View load={{ status: 'error' }} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Sorry, something went wrong');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();

    const loading = renderInBrand(examples.Loading.render());
    expect(within(loading.container).getByRole('status')).toHaveTextContent('Loading your bill summary');
    const empty = renderInBrand(examples.Empty.render());
    expect(within(empty.container).getByText('There’s no bill to show for this account yet.')).toBeVisible();
  });
});
