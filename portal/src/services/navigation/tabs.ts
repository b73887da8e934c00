import type { TabKey } from '@harakeke/contract';

export interface TabLink {
  key: TabKey;
  label: string;
  href: string;
  /** spec 1 §2: the new dashboard's tab exists but its label is hidden. */
  hidden?: boolean;
}

/** spec 1 §2 main navigation tabs under /account, in the spec's order. */
export const TABS: readonly TabLink[] = [
  { key: 'dashboard', label: 'Dashboard', href: '/account/dashboard' },
  { key: 'usage', label: 'Usage', href: '/account/usage' },
  { key: 'evIq', label: 'EV IQ', href: '/account/ev-iq' },
  { key: 'tips', label: 'Tips', href: '/account/tips' },
  { key: 'bill', label: 'Bills', href: '/account/bill' },
  { key: 'profile', label: 'Profile', href: '/account/profile' },
  { key: 'newDashboard', label: 'New dashboard', href: '/account/new-dashboard', hidden: true },
];

/**
 * The tabs a customer sees: those whose key the server sent, in the spec's order, without the hidden one; only the
 * dashboard while the common error is set (spec 1 §2).
 */
export function visibleTabs(keys: readonly TabKey[] | null, commonError: boolean): TabLink[] {
  if (commonError || !keys) return TABS.filter((tab) => tab.key === 'dashboard');
  return TABS.filter((tab) => keys.includes(tab.key) && !tab.hidden);
}

/** spec 1 §2 menu targets besides the tabs. */
export const ACCOUNT_LINKS = [
  { label: 'Account Details', href: '/account/profile' },
  { label: 'Payment Options', href: '/account/profile/payment-options' },
  { label: 'Loyalty Card Settings', href: '/account/profile/loyalty-card' },
  { label: 'Home Profile', href: '/account/profile/home-profile' },
] as const;

/** Whether `pathname` is within a tab's area, for marking the current tab. */
export const isWithin = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);
