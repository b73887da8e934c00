import { AppShell, Button, PageLayout, Stack, useBrand } from '@harakeke/design-system';
import { useAtomValue } from 'jotai';
import { createElement, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { signOut } from '../core/session/session.js';
import { tokenStore } from '../auth/token-store.js';
import { reportEvent } from '../core/analytics/events.js';
import { commonErrorAtom, tabsAtom } from '../services/navigation/atoms.js';
import { siteFooterFor } from '../services/navigation/site-links.js';
import { isWithin, visibleTabs } from '../services/navigation/tabs.js';
import { WidgetRegistryContext } from '../core/widgets/registry.js';
import { accountMenu, accountTabs } from './navigation.js';
import { widgetRegistry } from './widget-registry.js';
import { OutageNotice } from '../services/outage/OutageNotice.js';
import { shellParts } from './shell-parts.js';
import { billingAccountsAtom } from '../core/user-details/atoms.js';

/**
 * The signed-in area (spec 1 §2): the shell with the tabs the server allows, the menu targets, the account
 * switcher and the outage notice. The screens render at once (their calls go out with the accounts'); when the
 * accounts fail to load, the session ends (spec 1 §4).
 */
export function AccountLayout() {
  const accounts = useAtomValue(billingAccountsAtom);
  const mobile = Boolean(tokenStore.get()?.mobile);

  useEffect(() => {
    if (accounts.status === 'ERROR' && !accounts.data) tokenStore.end('accounts-failed');
  }, [accounts.status, accounts.data]);

  const { banner } = shellParts();
  // The dashboards under this layout find the widgets the features declare here (app/widget-registry.ts).
  const content = (
    <WidgetRegistryContext.Provider value={widgetRegistry}>
      <Stack gap="3" spaceAfter="4" hideWhenEmpty>
        <OutageNotice />
        {banner && createElement(banner)}
      </Stack>
      <Outlet />
    </WidgetRegistryContext.Provider>
  );
  // spec 1 §2: the mobile app embeds the account pages without the site's header, menu and footer.
  if (mobile)
    return (
      <PageLayout variant="padded" id="main">
        {content}
      </PageLayout>
    );
  return <AccountShell>{content}</AccountShell>;
}

function AccountShell({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const { pathname } = useLocation();
  const tabs = useAtomValue(tabsAtom);
  const commonError = useAtomValue(commonErrorAtom);
  const [signingOut, setSigningOut] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // From the features' manifests, loaded with this layout's code (routes.tsx); the same component on every render,
  // so createElement rather than JSX, which the static-components rule reads as new.
  const { header } = shellParts();

  const navigation = visibleTabs(accountTabs, tabs.data, commonError).map((tab) => ({
    label: tab.label,
    href: tab.href,
    isCurrent: isWithin(pathname, tab.href),
  }));
  const accountLinks = accountMenu.map(({ label, href }) => ({ label, href, isCurrent: pathname === href }));

  const logOut = () => {
    setSigningOut(true);
    reportEvent('userLogout');
    void signOut(brand);
  };

  return (
    <AppShell
      navigation={navigation}
      accountLinks={accountLinks}
      menuFooter={
        <Button variant="secondary" onClick={logOut} isPending={signingOut}>
          Log out
        </Button>
      }
      isOpen={menuOpen}
      onOpenChange={setMenuOpen}
      {...siteFooterFor(brand)}
      homeHref="/account/dashboard"
      accountSwitcher={header ? createElement(header) : undefined}
    >
      {children}
    </AppShell>
  );
}
