import { atom } from 'jotai';
import { keyedQuery } from '../../core/data/keyed-query.js';
import { billingAccountsAtom } from '../../core/user-details/atoms.js';
import { fetchBillPeriodUsage } from './api.js';
import { isEmptyBillPeriodUsage, type BillPeriodUsage } from '../../services/energy-usage/bill-period-usage.js';
import { selectedSiteHasAdvancedGasAtom } from '../../services/sites/atoms.js';

/** The selected account's billing window, which the bill summary widget shows too. */
export const billingWindowAtom = atom((get) => get(billingAccountsAtom).data?.selectedBillingAccount?.billing.window);

/**
 * The usage graph widget's data: the selected site's daily electricity and advanced natural gas over the selected
 * account's billing window, keyed by both (another site or window is a fresh load). Both calls go out at once in the
 * wave after the accounts, the gas only for a site that has it (services/sites); a site with neither has nothing to
 * show, not an error. Without a selected account there is no window, so nothing either.
 */
export const usageGraphQuery = keyedQuery<BillPeriodUsage, { startDate: string; endDate: string }>({
  name: 'usageGraph',
  params: (get) => get(billingWindowAtom),
  paramsKey: (window) => `${window.startDate}/${window.endDate}`,
  fetch: async (window, { set }) =>
    fetchBillPeriodUsage(window, { hasAdvancedGas: await set(selectedSiteHasAdvancedGasAtom) }),
  isEmptyData: isEmptyBillPeriodUsage,
});
