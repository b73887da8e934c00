import type { UnitMode } from '@harakeke/charts';
import { aucklandToday } from '@harakeke/design-system';
import { atom, type Getter } from 'jotai';
import { loadRemote, type LoadRequest } from '../../../app/load-remote.js';
import { remoteFamily } from '../../../app/remote-family.js';
import { billingAccountsAtom, billingAccountsLoadingAtom, siteDataKeyAtom } from '../../../app/user-details/atoms.js';
import { fetchBillPeriodUsage } from '../../../services/energy-usage/api.js';
import { isEmptyBillPeriodUsage, type BillPeriodUsage } from '../../../services/energy-usage/bill-period-usage.js';
import { selectedSiteHasAdvancedGasAtom } from '../../../services/sites/atoms.js';
import { reportWidgetError } from '../../../widgets/widget-state.js';
import { consumptionPeriodOptions, type BillPeriodGranularity } from './consumption-periods.js';

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

/**
 * spec 1 §3 byConsumptionPeriod: each period's data, keyed by the selected site and the period's key (another site
 * or period is a fresh load; a period seen before shows at once). 50 keys: two granularities' options and more.
 */
const byConsumptionPeriod = remoteFamily<BillPeriodUsage>({ keep: 50 });

const periodDataOf = (get: Getter) => {
  const period = get(selectedConsumptionPeriodAtom);
  return byConsumptionPeriod(`${get(siteDataKeyAtom)} ${period?.key ?? 'no-window'}`);
};

/** The selected period's daily electricity and advanced gas, as data, status and error. */
export const billPeriodDataAtom = atom((get) => get(periodDataOf(get)));

/**
 * Loads the selected period's use: electricity and advanced gas at once, the gas only for a site that has it (so no
 * call answers 404 for every site without); a site with neither has nothing to show (NO_DATA), not an error. Opened
 * before the accounts are in, it waits for them: the options come from their window.
 */
export const loadBillPeriodAtom = atom(null, async (get, set, request: LoadRequest = 'refresh') => {
  const pending = get(billingAccountsLoadingAtom);
  if (!get(selectedConsumptionPeriodAtom) && pending) await pending;
  const period = get(selectedConsumptionPeriodAtom);
  const target = periodDataOf(get);
  if (!period) {
    if (request === 'ensure' && get(target).status !== 'UNINITIALIZED') return;
    set(target, { data: null, status: 'NO_DATA', error: null });
    return;
  }
  const load = async () => fetchBillPeriodUsage(period, { hasAdvancedGas: await set(selectedSiteHasAdvancedGasAtom) });
  await loadRemote(get, set, target, load, {
    request,
    skipWhileLoading: true,
    isEmptyData: isEmptyBillPeriodUsage,
    onError: (problem) => reportWidgetError('billPeriod', problem),
  });
});

/** The unit the customer switched the chart to (spec 1 §4 unit modes); null until they do. */
export const chosenUnitAtom = atom<UnitMode | null>(null);
