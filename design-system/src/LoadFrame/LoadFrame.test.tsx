import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { LoadFrame } from './LoadFrame.js';
import type { Load } from './load.js';

interface Bill {
  amount: string;
}

const ready: Load<Bill> = { status: 'ready', data: { amount: '$182.40' } };

function BillFrame(props: { load: Load<Bill>; onRetry?: () => void; errorDetail?: string }) {
  return (
    <LoadFrame title="Bill summary" errorTitle="We couldn’t load your bill" {...props}>
      {(bill) => <p>Amount due {bill.amount}</p>}
    </LoadFrame>
  );
}

describe('LoadFrame', () => {
  it('is a region named by its heading, showing the content rendered from the ready data', () => {
    renderInBrand(
      <LoadFrame title="Bill summary" headingLevel={3} load={ready}>
        {(bill) => <p>Amount due {bill.amount}</p>}
      </LoadFrame>,
    );
    const region = screen.getByRole('region', { name: 'Bill summary' });
    expect(screen.getByRole('heading', { level: 3, name: 'Bill summary' })).toBeInTheDocument();
    expect(within(region).getByText('Amount due $182.40')).toBeInTheDocument();
    expect(region).toHaveAttribute('data-state', 'ready');
    expect(region).not.toHaveAttribute('aria-busy');
    expect(region).not.toHaveAttribute('data-updating');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says what is loading while it shows a skeleton, without asking for the content', () => {
    const content = vi.fn(() => <p>Amount due</p>);
    renderInBrand(
      <LoadFrame<Bill> title="Bill summary" load={{ status: 'loading' }}>
        {content}
      </LoadFrame>,
    );
    const region = screen.getByRole('region', { name: 'Bill summary' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveAttribute('data-state', 'loading');
    expect(screen.getByRole('status')).toHaveTextContent('Loading Bill summary');
    expect(content).not.toHaveBeenCalled();
    expect(region).not.toHaveTextContent('Amount due');
  });

  it('announces a load that starts after the first render, in the caller’s words when given', () => {
    const { rerender } = renderInBrand(<BillFrame load={{ status: 'error' }} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(
      <LoadFrame<Bill> title="Bill summary" load={{ status: 'loading' }} loadingText="Loading your latest bill">
        {(bill) => bill.amount}
      </LoadFrame>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your latest bill');
  });

  it('draws as many skeleton lines as asked, or the caller’s own skeleton', () => {
    const { container, rerender } = renderInBrand(
      <LoadFrame<Bill> title="Phone numbers" load={{ status: 'loading' }} skeletonLines={3}>
        {(bill) => bill.amount}
      </LoadFrame>,
    );
    expect(container.querySelectorAll('[data-skeleton="text"] > *')).toHaveLength(3);
    expect(container.querySelector('[data-skeleton="block"]')).toBeNull();
    rerender(
      <LoadFrame<Bill> title="Usage" load={{ status: 'loading' }} skeleton={<p>Chart placeholder</p>}>
        {(bill) => bill.amount}
      </LoadFrame>,
    );
    expect(screen.getByText('Chart placeholder')).toBeInTheDocument();
    expect(container.querySelector('[data-skeleton]')).toBeNull();
    rerender(
      <LoadFrame<Bill> title="Email preferences" load={{ status: 'loading' }} skeletonRows={4}>
        {(bill) => bill.amount}
      </LoadFrame>,
    );
    expect(container.querySelectorAll('[data-skeleton="rows"] > [data-skeleton="block"]')).toHaveLength(4);
  });

  it('shows the load’s own error detail with a retry that loads again', async () => {
    const onRetry = vi.fn();
    renderInBrand(
      <BillFrame
        load={{ status: 'error', detail: 'The billing system is down.' }}
        errorDetail="Please try again."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Bill summary' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load your bill');
    expect(alert).toHaveTextContent('The billing system is down.');
    expect(alert).not.toHaveTextContent('Please try again.');
    expect(screen.getByRole('region', { name: 'Bill summary' })).toHaveAttribute('data-state', 'error');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('falls back to the caller’s detail, and never goes blank without one or a retry', () => {
    const { rerender } = renderInBrand(<BillFrame load={{ status: 'error' }} errorDetail="Please try again." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(
      <LoadFrame<Bill> title="Usage" load={{ status: 'error' }}>
        {(bill) => bill.amount}
      </LoadFrame>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, something went wrong');
  });

  it('names its retry button as the caller asks', () => {
    renderInBrand(
      <LoadFrame<Bill> title="Usage" load={{ status: 'error' }} onRetry={() => {}} retryLabel="Reload usage">
        {(bill) => bill.amount}
      </LoadFrame>,
    );
    expect(screen.getByRole('button', { name: 'Reload usage' })).toBeInTheDocument();
  });

  it('shows the empty message and its action', () => {
    renderInBrand(
      <LoadFrame<Bill>
        title="Eco tracker"
        load={{ status: 'empty' }}
        emptyMessage="No usage data yet."
        emptyAction={<button type="button">Set up</button>}
      >
        {(bill) => bill.amount}
      </LoadFrame>,
    );
    expect(screen.getByRole('region', { name: 'Eco tracker' })).toHaveAttribute('data-state', 'empty');
    expect(screen.getByText('No usage data yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up' })).toBeInTheDocument();
  });

  it('keeps updating data on screen, busy but not announced', () => {
    renderInBrand(<BillFrame load={{ ...ready, isUpdating: true }} />);
    const region = screen.getByRole('region', { name: 'Bill summary' });
    expect(within(region).getByText('Amount due $182.40')).toBeInTheDocument();
    expect(region).toHaveAttribute('data-state', 'ready');
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveAttribute('data-updating', 'true');
    expect(screen.getByRole('heading', { name: 'Bill summary' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it.each<Load<Bill>>([{ status: 'loading' }, { status: 'error' }, { status: 'empty' }, ready])(
    'shows the title action when $status',
    (load) => {
      renderInBrand(
        <LoadFrame title="Bill summary" load={load} action={<a href="/bills">View bills</a>}>
          {(bill) => bill.amount}
        </LoadFrame>,
      );
      expect(screen.getByRole('link', { name: 'View bills' })).toBeInTheDocument();
    },
  );
});
