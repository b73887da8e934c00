import { getUsageSummary, type UsageSummary } from '@harakeke/contract';
import { atom } from 'jotai';
import { callApi } from '../../../api/call-api.js';
import { keyedQuery } from '../../../core/data/keyed-query.js';
import {
  selectedUsagePeriodAtom,
  usageDayLimitsAtom,
  usageGranularityAtom,
  usageSummaryQuery,
} from '../usage-view/atoms.js';
import {
  comparableDays,
  previousPeriod,
  samePeriodLastYear,
  type ComparisonKind,
  type DayRange,
} from './period-comparison.js';

/** What the period shown is compared with; the period before, at first. */
export const comparisonKindAtom = atom<ComparisonKind>('previous');

/** The days the customer chose to compare with; none until they do. */
export const customComparisonRangeAtom = atom<DayRange | null>(null);

/**
 * The other period's days: the one before, the same a year before or the days chosen, cut to as many days as have been
 * read of the period shown while it runs. None until the period shown has its totals, before the readings began, or
 * while none of the period shown is read yet.
 */
export const comparisonRangeAtom = atom((get): DayRange | null => {
  const period = get(selectedUsagePeriodAtom);
  const shown = get(usageSummaryQuery.dataAtom).data;
  if (!period || !shown) return null;
  const kind = get(comparisonKindAtom);
  if (kind === 'custom') return get(customComparisonRangeAtom);
  const granularity = get(usageGranularityAtom);
  const other = kind === 'previous' ? previousPeriod(period, granularity) : samePeriodLastYear(period, granularity);
  if (other.startDate < get(usageDayLimitsAtom).first) return null;
  const daysRead = shown.daysInBillPeriod - shown.remainingDays;
  // Nothing read yet (the 1st of a month, today's hours): nothing to set beside it.
  if (daysRead <= 0) return null;
  return comparableDays(other, daysRead, shown.daysInBillPeriod);
});

/** The other period's totals (spec 2 §3 usage summary), keyed by its days. */
export const comparisonSummaryQuery = keyedQuery<UsageSummary, DayRange>({
  name: 'usage.comparison',
  params: (get) => get(comparisonRangeAtom),
  paramsKey: (range) => `${range.startDate}/${range.endDate}`,
  keep: 20,
  fetch: (range) => callApi(getUsageSummary, range),
  isEmptyAnswer: (problem) => problem.status === 404,
});
