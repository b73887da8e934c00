import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { isClientNavigation, RouterProvider } from './router.js';
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
    // jsdom would follow the link: stopped on window, after React's handler (on the root) has seen the click.
    const stayHere = (event: Event) => event.preventDefault();
    window.addEventListener('click', stayHere);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    window.removeEventListener('click', stayHere);
    expect(navigate).not.toHaveBeenCalled();
  });

  type Click = Parameters<typeof isClientNavigation>[1];
  const plainClick: Click = { button: 0, metaKey: false, ctrlKey: false, altKey: false, shiftKey: false };
  const routing: Array<[name: string, attributes: Record<string, string>, click: Partial<Click>, toRouter: boolean]> = [
    ['a plain primary click on an in-app link', {}, {}, true],
    ['a middle click', {}, { button: 1 }, false],
    ['a click with the meta key', {}, { metaKey: true }, false],
    ['a click with control', {}, { ctrlKey: true }, false],
    ['a click with alt', {}, { altKey: true }, false],
    ['a click with shift', {}, { shiftKey: true }, false],
    ['a link that opens in a new tab', { target: '_blank' }, {}, false],
    ['a link that opens in this tab by name', { target: '_self' }, {}, true],
    ['a download', { download: '' }, {}, false],
    ['another origin', { href: 'https://www.example.org/account' }, {}, false],
  ];
  it.each(routing)('tells the router from the browser: %s', (_name, attributes, click, toRouter) => {
    const link = document.createElement('a');
    link.href = '/account/usage';
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    expect(isClientNavigation(link, { ...plainClick, ...click })).toBe(toRouter);
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
