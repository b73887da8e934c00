import type { UnitMode } from '@harakeke/charts';
import { aucklandToday } from '@harakeke/design-system';
import { atom } from 'jotai';
import { keyedQuery } from '../../../core/data/keyed-query.js';
import { billingAccountsAtom } from '../../../core/user-details/atoms.js';
import { fetchBillPeriodUsage } from '../../../services/energy-usage/api.js';
import { isEmptyBillPeriodUsage, type BillPeriodUsage } from '../../../services/energy-usage/bill-period-usage.js';
import { selectedSiteHasAdvancedGasAtom } from '../../../services/sites/atoms.js';
import {
  consumptionPeriodOptions,
  type BillPeriodGranularity,
  type ConsumptionPeriodOption,
} from '../../../services/energy-usage/consumption-periods.js';

// spec 1 §3 'Bill period chart': timeGranularity; per granularity the consumption period options, the selected key
// and the data by consumption period.

/** spec 1 §3 timeGranularity: billing windows unless the customer chooses calendar months. */
export const timeGranularityAtom = atom<BillPeriodGranularity>('BILL_WINDOW');

/** The Auckland date the month options count back from, fixed for the session's store. */
const todayAtom = atom(() => aucklandToday());

/** The selected account's current billing window (spec 1 §3 selectedBillingAccount.billing.window). */
const currentWindowAtom = atom((get) => get(billingAccountsAtom).data?.selectedBillingAccount?.billing.window);

/** spec 1 §3 consumptionPeriodOptions of the granularity shown; none until the accounts are in. */
export const consumptionPeriodOptionsAtom = atom((get) => {
  const currentWindow = get(currentWindowAtom);
  if (!currentWindow) return [];
  return consumptionPeriodOptions(get(timeGranularityAtom), { currentWindow, today: get(todayAtom) });
});

/** spec 1 §3 selectedConsumptionPeriodKey, per granularity: what the customer chose, if anything. */
const chosenKeysAtom = atom<Partial<Record<BillPeriodGranularity, string>>>({});

/** The period shown: the one chosen for this granularity while it is on offer, else the first (the current one). */
export const selectedConsumptionPeriodAtom = atom((get) => {
  const options = get(consumptionPeriodOptionsAtom);
  const chosen = get(chosenKeysAtom)[get(timeGranularityAtom)];
  return options.find((option) => option.key === chosen) ?? options[0] ?? null;
});

/** Chooses a period of the granularity shown. */
export const selectConsumptionPeriodAtom = atom(null, (get, set, key: string) => {
  set(chosenKeysAtom, { ...get(chosenKeysAtom), [get(timeGranularityAtom)]: key });
});

/** A period's daily electricity and advanced gas, with the key of the period they were asked for. */
export interface PeriodUse {
  periodKey: string;
  usage: BillPeriodUsage;
}

/**
 * spec 1 §3 byConsumptionPeriod: the selected period's daily electricity and advanced gas, keyed by the selected site
 * and the period's key (another site or period is a fresh load; a period seen before shows at once). 50 keys: two
 * granularities' options and more. Both supplies load at once, the gas only for a site that has it (so no call
 * answers 404 for every site without); a site with neither has nothing to show, not an error. Opened before the
 * accounts are in, it waits for them: the options come from their window.
 */
export const billPeriodQuery = keyedQuery<PeriodUse, ConsumptionPeriodOption>({
  name: 'bills.billPeriod',
  params: (get) => get(selectedConsumptionPeriodAtom),
  paramsKey: (period) => period.key,
  keep: 50,
  fetch: async (period, { set }) => ({
    periodKey: period.key,
    usage: await fetchBillPeriodUsage(period, { hasAdvancedGas: await set(selectedSiteHasAdvancedGasAtom) }),
  }),
  isEmptyData: ({ usage }) => isEmptyBillPeriodUsage(usage),
  showsWhileLoading: 'params',
});

/** The unit the customer switched the chart to (spec 1 §4 unit modes); null until they do. */
export const chosenUnitAtom = atom<UnitMode | null>(null);
