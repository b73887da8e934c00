import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { AppShell, type AppShellProps } from './AppShell.js';
import { mdQuery } from './use-matches-media.js';

const props: Omit<AppShellProps, 'children'> = {
  navigation: [
    { label: 'Dashboard', href: '/account/dashboard', isCurrent: true },
    { label: 'Bills', href: '/account/bill' },
  ],
  footerLinks: {
    contactUs: '/contact-us',
    accessibility: '/accessibility',
    termsAndConditions: '/t',
    privacyPolicy: '/p',
  },
  accountLinks: [{ label: 'Payment Options', href: '/account/profile/payment-options' }],
  menuFooter: <button type="button">Log out</button>,
};

/** A window as wide as md or not: jsdom has no matchMedia of its own. */
function windowIsWide(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query === mdQuery,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

async function openMenu(extra: Partial<AppShellProps> = {}) {
  renderInBrand(
    <AppShell {...props} {...extra}>
      <h1>Dashboard</h1>
    </AppShell>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

/** The menu's groups in order: its navigations and the group holding the footer. */
const groupsOf = (menu: HTMLElement) =>
  [...menu.querySelectorAll('nav'), screen.getByRole('button', { name: 'Log out' }).parentElement!].filter(
    (group, index, all) => all.indexOf(group) === index,
  );

const hasDivider = (element: Element) => element.hasAttribute('data-divided');

// spec 1 §2 sidebar: the menu's groups, each with links, parted by dividers; none above the first.
describe('AppShell menu groups', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('from md up holds only the account groups, the first without a divider', async () => {
    windowIsWide(true);
    const menu = await openMenu();
    expect(within(menu).queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const [account, footer] = groupsOf(menu);
    expect(account).toHaveAccessibleName('Your account');
    expect(hasDivider(account!)).toBe(false);
    expect(hasDivider(footer!)).toBe(true);
  });

  it('below md lists the main navigation first, then the account groups under dividers', async () => {
    windowIsWide(false);
    const menu = await openMenu();
    const [main, account, footer] = groupsOf(menu);
    expect(main).toHaveAccessibleName('Main');
    expect(hasDivider(main!)).toBe(false);
    expect(hasDivider(account!)).toBe(true);
    expect(hasDivider(footer!)).toBe(true);
  });

  it('leaves out a group without links, and its divider', async () => {
    windowIsWide(false);
    const menu = await openMenu({ navigation: [], accountLinks: [] });
    expect(within(menu).queryByRole('navigation')).not.toBeInTheDocument();
    const [footer] = groupsOf(menu);
    expect(hasDivider(footer!)).toBe(false);
  });
});
