import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { billSummaryExamples as examples } from './BillSummary.examples.js';
import { BillSummaryView } from './BillSummaryView.js';

/** The description list's value for a term. */
const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('BillSummaryView', () => {
  it('shows the balance, due date, discount, billing period, how it is paid and a link to the bill', () => {
    renderInBrand(examples.Ready.render());
    expect(screen.getByRole('heading', { name: 'Your bill' })).toBeVisible();
    expect(screen.getByText('Total balance').nextElementSibling).toHaveTextContent('$184.52');
    expect(valueOf('Due date')).toHaveTextContent('01 Dec 2026');
    expect(valueOf('Current billing period')).toHaveTextContent('16 Nov 2026 to 15 Dec 2026');
    expect(screen.getByText(/prompt payment discount of \$12\.00/)).toBeVisible();
    expect(screen.getByText('You don’t have a recurring payment set up for this bill.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View your bill' })).toHaveAttribute('href', '/account/bill');
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/account/bill?pay=now');
  });

  it('highlights an overdue amount and says so in words', () => {
    renderInBrand(examples.Overdue.render());
    expect(valueOf('Overdue')).toHaveTextContent('$62.10, please pay now');
    expect(valueOf('Overdue')).toHaveAttribute('data-tone', 'danger');
    expect(screen.queryByText(/prompt payment discount/)).not.toBeInTheDocument();
  });

  it('says when a recurring payment pays the bill, and when nothing is due', () => {
    renderInBrand(examples.RecurringPayment.render());
    expect(screen.getByText('Your recurring payment pays this bill automatically.')).toBeVisible();
    renderInBrand(examples.InCredit.render());
    expect(screen.getByText('$24.50 in credit')).toBeVisible();
    expect(screen.getAllByText('Nothing due', { selector: 'dd' })).toHaveLength(1);
    // One 'Pay now': the first (owing) example's, none for the account in credit.
    expect(screen.getAllByRole('link', { name: 'Pay now' })).toHaveLength(1);
  });

  it('shows loading, empty and error states in its frame', async () => {
    const onRetry = vi.fn();
    renderInBrand(<BillSummaryView load={{ status: 'error' }} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Sorry, something went wrong');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();

    const loading = renderInBrand(examples.Loading.render());
    expect(within(loading.container).getByRole('status')).toHaveTextContent('Loading your bill');
    const empty = renderInBrand(examples.Empty.render());
    expect(within(empty.container).getByText('There’s no bill to show for this account yet.')).toBeVisible();
  });
});
