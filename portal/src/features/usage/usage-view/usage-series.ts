import type { UsagePoint } from '@harakeke/charts';
import { getElectricityHours, getElectricityMonths, type MonthlyUsage } from '@harakeke/contract';
import { callApi, problemOf } from '../../../api/call-api.js';
import { fetchBillPeriodUsage, type SiteSupplies } from '../../../services/energy-usage/api.js';
import {
  energyAmountOf,
  billPeriodCostIncluded,
  billPeriodPoints,
  isEmptyBillPeriodUsage,
} from '../../../services/energy-usage/bill-period-usage.js';
import type { ConsumptionPeriodOption, UsageGranularity } from '../../../services/energy-usage/consumption-periods.js';

/**
 * What the usage page charts of one period: its bars (hours, days or months; electricity and natural gas stacked
 * where both are read daily), whether money may be shown, and the last complete day the readings cover.
 */
export interface UsageSeries {
  points: UsagePoint[];
  /** spec 1 §4: money only when every supply shown includes the cost (not a value plan). */
  costIncluded: boolean;
  /** The last day whose readings are in; null when the site has no supply to chart. */
  lastCompleteDay: string | null;
  /** The monthly view's consumption by year (spec 2 §3): its totals, the last bill period and the plan. */
  year?: YearDetails;
}

/** spec 2 §3 consumption by year, beside a year's months. */
export type YearDetails = Pick<
  MonthlyUsage,
  'year' | 'costIncluded' | 'total' | 'dailyAverage' | 'earliestYear' | 'lastInvoice' | 'plan'
>;

/** The selected site has no supply this view charts: nothing to show, not an error. */
export const NO_SUPPLY_SERIES: UsageSeries = { points: [], costIncluded: false, lastCompleteDay: null };

/** A 404 is a site without electricity: absent, not an error. */
async function orNoSupply(load: () => Promise<UsageSeries>): Promise<UsageSeries> {
  try {
    return await load();
  } catch (error) {
    if (problemOf(error).status === 404) return NO_SUPPLY_SERIES;
    throw error;
  }
}

/**
 * spec 2 §2: one period of the selected site's use at a granularity. Hours and months are electricity's (natural gas
 * is read daily, and its months are the natural gas page's); days are electricity and advanced natural gas together,
 * as on the Bills tab.
 */
export async function fetchUsageSeries(
  granularity: UsageGranularity,
  period: ConsumptionPeriodOption,
  supplies: SiteSupplies,
): Promise<UsageSeries> {
  switch (granularity) {
    case 'HOURLY':
      return orNoSupply(async () => {
        const usage = await callApi(getElectricityHours, { date: period.startDate });
        return {
          points: usage.hours.map((hour) => ({ start: hour.start, electricity: energyAmountOf(hour) })),
          costIncluded: usage.costIncluded,
          lastCompleteDay: usage.lastCompleteDay,
        };
      });
    case 'MONTHLY':
      return orNoSupply(async () => {
        const usage = await callApi(getElectricityMonths, { year: Number(period.startDate.slice(0, 4)) });
        const { months, lastCompleteDay, ...year } = usage;
        return {
          points: months.map((month) => ({ start: month.start, electricity: energyAmountOf(month) })),
          costIncluded: usage.costIncluded,
          lastCompleteDay,
          year,
        };
      });
    case 'DAILY':
    case 'BILL_WINDOW': {
      const usage = await fetchBillPeriodUsage(period, supplies);
      if (isEmptyBillPeriodUsage(usage)) return NO_SUPPLY_SERIES;
      return {
        points: billPeriodPoints(usage),
        costIncluded: billPeriodCostIncluded(usage),
        lastCompleteDay: (usage.electricity ?? usage.naturalGas)?.lastCompleteDay ?? null,
      };
    }
  }
}
