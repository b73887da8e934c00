import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { RouterProvider } from '../Link/router.js';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { AppShell, type AppShellProps } from './AppShell.js';

const props: Omit<AppShellProps, 'children'> = {
  navigation: [
    { label: 'Dashboard', href: '/account/dashboard', isCurrent: true },
    { label: 'Bills', href: '/account/bill' },
  ],
  footerLinks: {
    contactUs: '/contact-us',
    accessibility: '/accessibility',
    termsAndConditions: '/terms',
    privacyPolicy: '/privacy',
  },
  socialLinks: { facebook: 'https://www.facebook.com/', blog: 'https://blog.example.org/' },
};

function renderShell(extra: Partial<AppShellProps> = {}) {
  return renderInBrand(
    <AppShell {...props} {...extra}>
      <h1>Dashboard</h1>
      <button type="button">First control in the page</button>
    </AppShell>,
  );
}

describe('AppShell', () => {
  // jsdom applies no media queries, so these tests see the narrow layout: navigation behind the menu button.
  it('has labelled landmarks: banner, main, footer navigation and contentinfo', () => {
    renderShell();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Social media' })).toBeInTheDocument();
  });

  it('names the brand in force', () => {
    renderShell();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Kōwhai Energy' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('lists the navigation in the menu drawer, marking the current page', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const navigation = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('navigation', {
      name: 'Main',
    });
    expect(within(navigation).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).getByRole('link', { name: 'Bills' })).not.toHaveAttribute('aria-current');
  });

  it('lists account links and the menu footer under the main navigation', async () => {
    const onLogOut = vi.fn();
    renderShell({
      accountLinks: [{ label: 'Payment Options', href: '/account/profile/payment-options' }],
      menuFooter: (
        <button type="button" onClick={onLogOut}>
          Log out
        </button>
      ),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const account = within(menu).getByRole('navigation', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: 'Payment Options' })).toHaveAttribute(
      'href',
      '/account/profile/payment-options',
    );
    await userEvent.click(within(menu).getByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalledOnce();
  });

  it('shows the footer links with the spec’s text, social links opening a new tab', () => {
    renderShell();
    const footer = screen.getByRole('contentinfo');
    for (const [name, href] of [
      ['Contact Us', '/contact-us'],
      ['Accessibility', '/accessibility'],
      ['Terms and Conditions', '/terms'],
      ['Privacy Policy', '/privacy'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const facebook = within(footer).getByRole('link', { name: 'Facebook (opens in a new tab)' });
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(within(footer).queryByRole('link', { name: /YouTube/ })).not.toBeInTheDocument();
  });

  it('renders the account-switcher slot in the header', () => {
    renderShell({ accountSwitcher: <button type="button">12 Kauri Street</button> });
    expect(within(screen.getByRole('banner')).getByRole('button', { name: '12 Kauri Street' })).toBeInTheDocument();
  });

  describe('keyboard', () => {
    it('reaches the skip link first, and it moves focus to main', async () => {
      renderShell();
      await userEvent.tab();
      const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
      expect(skipLink).toHaveFocus();
      expect(skipLink).toHaveAttribute('href', '#main');
      await userEvent.keyboard('{Enter}');
      expect(screen.getByRole('main')).toHaveFocus();
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'First control in the page' })).toHaveFocus();
    });

    it('opens the menu drawer from the menu button, and Escape returns focus to it', async () => {
      renderShell();
      const menuButton = screen.getByRole('button', { name: 'Menu' });
      expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      menuButton.focus();
      await userEvent.keyboard('{Enter}');
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
      expect(within(drawer).getByRole('link', { name: 'Bills' })).toHaveAttribute('href', '/account/bill');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(menuButton).toHaveFocus());
    });

    it('closes the drawer when a link in it is followed', async () => {
      const navigate = vi.fn();
      renderInBrand(
        <RouterProvider navigate={navigate}>
          <AppShell {...props}>
            <h1>Dashboard</h1>
          </AppShell>
        </RouterProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      await userEvent.click(within(drawer).getByRole('link', { name: 'Bills' }));
      expect(navigate).toHaveBeenCalledWith('/account/bill', undefined);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  });
});
