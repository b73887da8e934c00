import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { RouterProvider } from './router.js';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { Link } from './Link.js';

describe('Link', () => {
  it('is a link to its href', () => {
    renderInBrand(<Link href="/account/bill">View your bill</Link>);
    const link = screen.getByRole('link', { name: 'View your bill' });
    expect(link).toHaveAttribute('href', '/account/bill');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens an external link in a new tab and says so to screen readers', () => {
    renderInBrand(
      <Link href="https://www.example.org/" isExternal>
        Energy saving tips
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Energy saving tips (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('hands in-app navigation to the router of a RouterProvider', async () => {
    const navigate = vi.fn();
    renderInBrand(
      <RouterProvider navigate={navigate} useHref={(href) => `/portal${href}`}>
        <Link href="/account/usage">Usage</Link>
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Usage' });
    expect(link).toHaveAttribute('href', '/portal/account/usage');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/account/usage', undefined);
  });

  it('leaves external links to the browser even inside a RouterProvider', async () => {
    const navigate = vi.fn();
    renderInBrand(
      <RouterProvider navigate={navigate}>
        <Link href="https://www.example.org/" isExternal onPress={() => undefined}>
          Partner site
        </Link>
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: /Partner site/ }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a click that asks for a new tab or window to the browser', async () => {
    const navigate = vi.fn();
    renderInBrand(
      <RouterProvider navigate={navigate}>
        <Link href="/account/usage">Usage</Link>
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Usage' });
    // jsdom does not open tabs; what matters is that the router was not asked.
    link.addEventListener('click', (event) => event.preventDefault());
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows data-hovered under a mouse and data-pressed while pressed, without a router', async () => {
    // One user-event session, so the release finds the button it pressed.
    const user = userEvent.setup();
    renderInBrand(<Link href="/account/bill">Bills</Link>);
    const link = screen.getByRole('link', { name: 'Bills' });
    await user.hover(link);
    expect(link).toHaveAttribute('data-hovered');
    await user.pointer({ keys: '[MouseLeft>]', target: link });
    expect(link).toHaveAttribute('data-pressed');
    await user.pointer({ keys: '[/MouseLeft]', target: link });
    expect(link).not.toHaveAttribute('data-pressed');
    await user.unhover(link);
    expect(link).not.toHaveAttribute('data-hovered');
  });

  it('is activated with Enter from the keyboard', async () => {
    const onPress = vi.fn();
    const navigate = vi.fn();
    renderInBrand(
      <RouterProvider navigate={navigate}>
        <Link href="/account/bill" onPress={onPress}>
          Bills
        </Link>
      </RouterProvider>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Bills' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/account/bill', undefined);
  });

  it('marks the current page', () => {
    renderInBrand(
      <Link href="/account/dashboard" aria-current="page">
        Dashboard
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });
});
