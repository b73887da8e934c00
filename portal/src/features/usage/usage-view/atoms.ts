import type { UnitMode } from '@harakeke/charts';
import { addDays, aucklandToday } from '@harakeke/design-system';
import { firstUsageDay, getUsageSummary, type UsageSummary } from '@harakeke/contract';
import { atom } from 'jotai';
import { callApi } from '../../../api/call-api.js';
import { keyedQuery } from '../../../core/data/keyed-query.js';
import { billingAccountsAtom } from '../../../core/user-details/atoms.js';
import {
  dayOption,
  usagePeriodOptions,
  type ConsumptionPeriodOption,
  type UsageGranularity,
} from '../../../services/energy-usage/consumption-periods.js';
import { selectedSiteHasAdvancedGasAtom } from '../../../services/sites/atoms.js';
import { fetchUsageSeries, type UsageSeries } from './usage-series.js';

// spec 2 §2 and §3: the usage page's granularity, its consumption period options, the period chosen and its data.

/** spec 2 §2: the usage page opens on the days of the current billing window, as the dashboard's graph shows them. */
export const usageGranularityAtom = atom<UsageGranularity>('BILL_WINDOW');

/** The Auckland date the options count back from, fixed for the session's store. */
const todayAtom = atom(() => aucklandToday());

/** spec 2 §3 consumption period options of the granularity shown; none until the accounts are in. */
export const usagePeriodOptionsAtom = atom((get) => {
  const currentWindow = get(billingAccountsAtom).data?.selectedBillingAccount?.billing.window;
  if (!currentWindow) return [];
  return usagePeriodOptions(get(usageGranularityAtom), { currentWindow, today: get(todayAtom) });
});

/** What the customer chose, per granularity. */
const chosenUsagePeriodKeysAtom = atom<Partial<Record<UsageGranularity, string>>>({});

/** The day the hourly view shows, once the customer chooses one: any day of the readings (spec 2 §2 hourly). */
const chosenUsageDayAtom = atom<string | null>(null);

/** The days the hourly view can show: from the first reading to today (whose hours are mostly not read yet). */
export const usageDayLimitsAtom = atom((get) => {
  const today = get(todayAtom);
  return { first: firstUsageDay(today), last: today };
});

/**
 * The period shown: for the hourly view, the day chosen (yesterday, the last complete day, at first); for the others,
 * the one chosen for this granularity while it is on offer, else the first (the newest).
 */
export const selectedUsagePeriodAtom = atom((get) => {
  if (get(usageGranularityAtom) === 'HOURLY') {
    const today = get(todayAtom);
    return dayOption(get(chosenUsageDayAtom) ?? addDays(today, -1), today);
  }
  const options = get(usagePeriodOptionsAtom);
  const chosen = get(chosenUsagePeriodKeysAtom)[get(usageGranularityAtom)];
  return options.find((option) => option.key === chosen) ?? options[0] ?? null;
});

/** Chooses the hourly view's day; one outside the readings is not taken (the day picker says why). */
export const selectUsageDayAtom = atom(null, (get, set, date: string) => {
  const { first, last } = get(usageDayLimitsAtom);
  if (date >= first && date <= last) set(chosenUsageDayAtom, date);
});

/** Chooses a period of the granularity shown. */
export const selectUsagePeriodAtom = atom(null, (get, set, key: string) => {
  set(chosenUsagePeriodKeysAtom, { ...get(chosenUsagePeriodKeysAtom), [get(usageGranularityAtom)]: key });
});

/** The period and granularity a load is for. */
interface UsageRequest {
  granularity: UsageGranularity;
  period: ConsumptionPeriodOption;
}

/**
 * The selected period's use at the granularity shown, keyed by the selected site, the granularity and the period (a
 * view seen before shows at once). A site with no supply to chart has nothing to show, not an error.
 */
export const usageSeriesQuery = keyedQuery<UsageSeries, UsageRequest>({
  name: 'usage.series',
  params: (get) => {
    const period = get(selectedUsagePeriodAtom);
    return period ? { granularity: get(usageGranularityAtom), period } : null;
  },
  paramsKey: ({ granularity, period }) => `${granularity}:${period.key}`,
  keep: 40,
  fetch: async ({ granularity, period }, { set }) =>
    fetchUsageSeries(granularity, period, { hasAdvancedGas: await set(selectedSiteHasAdvancedGasAtom) }),
  isEmptyData: (series) => series.lastCompleteDay === null,
  showsWhileLoading: 'params',
});

/**
 * spec 2 §3 usage summary of the period shown, whatever its granularity (its days are what the summary adds up),
 * keyed by the period's days. A site without electricity (404) has none, not an error.
 */
export const usageSummaryQuery = keyedQuery<UsageSummary, { startDate: string; endDate: string }>({
  name: 'usage.summary',
  params: (get) => {
    const period = get(selectedUsagePeriodAtom);
    return period ? { startDate: period.startDate, endDate: period.endDate } : null;
  },
  paramsKey: (range) => `${range.startDate}/${range.endDate}`,
  keep: 40,
  fetch: (range) => callApi(getUsageSummary, range),
  isEmptyAnswer: (problem) => problem.status === 404,
  // Another period's totals never stand under this one's name while it loads.
  showsWhileLoading: 'params',
});

/** The unit the customer switched the usage chart to (spec 2 §4 kWh/$ toggle); null until they do. */
export const chosenUsageUnitAtom = atom<UnitMode | null>(null);
