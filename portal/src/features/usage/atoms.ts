import { atom, type Getter } from 'jotai';
import { loadRemote, type LoadRequest } from '../../app/load-remote.js';
import { remoteFamily } from '../../app/remote-family.js';
import { billingAccountsAtom, billingAccountsLoadingAtom, siteDataKeyAtom } from '../../app/user-details/atoms.js';
import { isEmptyBillPeriodUsage, type BillPeriodUsage } from '../../services/energy-usage/bill-period-usage.js';
import { selectedSiteHasAdvancedGasAtom } from '../../services/sites/atoms.js';
import { widgetLoadOptions } from '../../widgets/widget-state.js';
import { fetchBillPeriodUsage } from './api.js';

/** The selected account's billing window, which the bill summary widget shows too. */
export const billingWindowAtom = atom((get) => get(billingAccountsAtom).data?.selectedBillingAccount?.billing.window);

/** The usage graph's data per selected site and billing window: another site or window is a fresh load. */
// Only the current key's: an earlier site (a count of switches) never comes back, nor, in practice, a window.
const usageGraphs = remoteFamily<BillPeriodUsage>({ keep: 1 });
const usageGraphOf = (get: Getter) => {
  const window = get(billingWindowAtom);
  return usageGraphs(`${get(siteDataKeyAtom)} ${window ? `${window.startDate}/${window.endDate}` : 'no-window'}`);
};

/**
 * The usage graph widget's data: the selected site's daily electricity and advanced natural gas over the current
 * billing window.
 */
export const usageGraphAtom = atom((get) => get(usageGraphOf(get)));

/**
 * Loads the usage graph for the selected account's billing window: electricity and advanced gas together, in the
 * one wave after the accounts (fetchBillPeriodUsage sends both calls at once), the gas only for a site that has it
 * (services/sites). A site with neither has nothing to show, not an error. Without a selected account there is no
 * window, so nothing either.
 */
export const loadUsageGraphAtom = atom(null, async (get, set, request: LoadRequest = 'refresh') => {
  // Loaded with the widget list at start-up, the accounts may still be on their way: the graph waits for them.
  const pending = get(billingAccountsLoadingAtom);
  if (!get(billingWindowAtom) && pending) await pending;
  const window = get(billingWindowAtom);
  const target = usageGraphOf(get);
  if (!window) {
    if (request === 'ensure' && get(target).status !== 'UNINITIALIZED') return;
    set(target, { data: null, status: 'NO_DATA', error: null });
    return;
  }
  const load = async () => fetchBillPeriodUsage(window, { hasAdvancedGas: await set(selectedSiteHasAdvancedGasAtom) });
  await loadRemote(get, set, target, load, {
    ...widgetLoadOptions('usageGraph', { isEmptyData: isEmptyBillPeriodUsage }),
    request,
  });
});
