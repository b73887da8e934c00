import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { WidgetFrame } from './WidgetFrame.js';

describe('WidgetFrame', () => {
  it('is a region named by its title, showing its children when ready', () => {
    renderInBrand(
      <WidgetFrame title="Bill summary" state="ready" headingLevel={3}>
        <p>$182.40</p>
      </WidgetFrame>,
    );
    const region = screen.getByRole('region', { name: 'Bill summary' });
    expect(region).toHaveAttribute('data-state', 'ready');
    expect(screen.getByRole('heading', { level: 3, name: 'Bill summary' })).toBeInTheDocument();
    expect(region).toHaveTextContent('$182.40');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says what is loading while it shows a skeleton', () => {
    renderInBrand(
      <WidgetFrame title="Bill summary" state="loading">
        <p>$182.40</p>
      </WidgetFrame>,
    );
    const region = screen.getByRole('region', { name: 'Bill summary' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading Bill summary');
    expect(region).not.toHaveTextContent('$182.40');
  });

  it('keeps its title and the generic message in an error, with a retry', async () => {
    const onRetry = vi.fn();
    renderInBrand(<WidgetFrame title="Usage" state="error" onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Usage' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('is never blank in an error, even without detail or retry', () => {
    renderInBrand(<WidgetFrame title="Usage" state="error" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, something went wrong');
  });

  it('shows the empty message and its action', () => {
    renderInBrand(
      <WidgetFrame
        title="Eco tracker"
        state="empty"
        emptyMessage="No usage data yet."
        emptyAction={<button type="button">Set up</button>}
      />,
    );
    expect(screen.getByRole('region', { name: 'Eco tracker' })).toHaveAttribute('data-state', 'empty');
    expect(screen.getByText('No usage data yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up' })).toBeInTheDocument();
  });

  it('shows a title action in every state', () => {
    renderInBrand(<WidgetFrame title="Bill summary" state="loading" action={<a href="/bills">View bills</a>} />);
    expect(screen.getByRole('link', { name: 'View bills' })).toBeInTheDocument();
  });
});
