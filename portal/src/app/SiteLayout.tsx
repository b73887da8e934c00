import { AppShell, useBrand } from '@harakeke/design-system';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useSession } from '../core/session/session.js';
import { siteFooterFor } from '../services/navigation/site-links.js';

export interface SiteLayoutProps {
  /** The layout with a session: the account pages' shell, whose outlet shows the page. */
  signedIn: ReactNode;
}

/**
 * The footer's pages (spec 1 §2: Contact Us, Accessibility, Terms and Conditions, Privacy Policy) are for everyone:
 * a signed-in customer reads them in the account pages' shell, with its tabs and menu; a visitor in the same shell
 * with only a way to sign in.
 */
export function SiteLayout({ signedIn }: SiteLayoutProps) {
  const session = useSession();
  const brand = useBrand();
  if (session) return signedIn;
  return (
    <AppShell navigation={[{ label: 'Sign in', href: '/login' }]} homeHref="/login" {...siteFooterFor(brand)}>
      <Outlet />
    </AppShell>
  );
}
