import type { TabKey } from '@harakeke/contract';
import type { TabEntry } from '../../core/feature-manifest.js';

/**
 * The tabs a customer sees, of those the features declare: those whose key the server sent, in the spec's order,
 * without the hidden one; only the dashboard while the common error is set (spec 1 §2).
 */
export function visibleTabs(tabs: readonly TabEntry[], keys: readonly TabKey[] | null, commonError: boolean) {
  const inOrder = [...tabs].sort((a, b) => a.order - b.order);
  if (commonError || !keys) return inOrder.filter((tab) => tab.key === 'dashboard');
  return inOrder.filter((tab) => keys.includes(tab.key) && !tab.hidden);
}

/** Whether `pathname` is within a tab's area, for marking the current tab. */
export const isWithin = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);
