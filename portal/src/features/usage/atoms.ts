import type { PeriodData } from '@harakeke/contract';
import { atom } from 'jotai';
import { uninitialized } from '../../app/remote.js';
import { billingAccountsAtom, billingAccountsLoadingAtom } from '../../app/user-details/atoms.js';
import { isNotFound, loadWidgetData } from '../../widgets/widget-state.js';
import { fetchElectricityBillPeriod } from './api.js';

/** The usage graph widget's data: the selected site's daily electricity over the current billing window. */
export const usageGraphAtom = atom(uninitialized<PeriodData>());

/** The billing window the graph was last loaded for, so the widget reloads only when the window changes. */
export const usageGraphWindowAtom = atom<string | null>(null);
export const windowKey = (window: { startDate: string; endDate: string }) => `${window.startDate}/${window.endDate}`;

/** The selected account's billing window, which the bill summary widget shows too. */
export const billingWindowAtom = atom((get) => get(billingAccountsAtom).data?.selectedBillingAccount?.billing.window);

/**
 * Loads the usage graph for the selected account's billing window. A 404 means the selected site has no
 * electricity: nothing to show, not an error. Without a selected account there is no window, so nothing either.
 */
export const loadUsageGraphAtom = atom(null, async (get, set) => {
  // Loaded with the widget list at start-up, the accounts may still be on their way: the graph waits for them.
  const pending = get(billingAccountsLoadingAtom);
  if (!get(billingWindowAtom) && pending) await pending;
  const window = get(billingWindowAtom);
  set(usageGraphWindowAtom, window ? windowKey(window) : null);
  if (!window) {
    set(usageGraphAtom, { data: null, status: 'NO_DATA', error: null });
    return;
  }
  await loadWidgetData(get, set, usageGraphAtom, () => fetchElectricityBillPeriod(window), {
    widget: 'usageGraph',
    isEmptyAnswer: isNotFound,
  });
});
