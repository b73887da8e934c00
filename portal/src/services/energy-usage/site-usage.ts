import type { BillingAccountSite } from '@harakeke/contract';
import { atom } from 'jotai';
import { selectedSiteAtom } from '../sites/atoms.js';
import { hasAdvancedNaturalGas } from '../sites/selected-site.js';
import type { UsageGranularity } from './consumption-periods.js';

/**
 * What the selected site's supplies mean for the usage charts (spec 2 §3 supply types and site status): which of its
 * fuels the charts can show, and which they cannot, so a chart never leaves a customer wondering where their gas went.
 */
export interface SiteUsage {
  /** Still being connected (spec 2 §3 opening, '(Pending)'): nothing is read with us yet. */
  pending: boolean;
  electricity: boolean;
  /** Natural gas read daily (spec 1 §6 advanced): charted with electricity by the day. */
  dailyGas: boolean;
  /** Natural gas read every month or two: not charted here. */
  basicGas: boolean;
  /** Bottled gas (LPG), delivered rather than metered: never charted here. */
  lpg: boolean;
}

/** The usage charts' reading of a site's supplies. */
export function siteUsageOf(site: BillingAccountSite): SiteUsage {
  const has = (type: string, advanced?: boolean) =>
    site.supplyPoints.some(
      (point) => point.supplyType === type && (advanced === undefined || point.advanced === advanced),
    );
  return {
    pending: site.status === 'opening',
    electricity: has('electricity'),
    dailyGas: hasAdvancedNaturalGas(site),
    basicGas: has('naturalGas', false),
    lpg: has('lpg'),
  };
}

/** The selected site's reading for the usage charts; null while the switcher data is not in (or failed). */
export const selectedSiteUsageAtom = atom((get) => {
  const selected = get(selectedSiteAtom);
  return selected && siteUsageOf(selected.site);
});

/** Hours and months are electricity's alone: natural gas is read once a day, at most. */
const chartsDailyGas = (granularity: UsageGranularity) => granularity === 'DAILY' || granularity === 'BILL_WINDOW';

/** A usage chart's empty state for a site still being connected. */
export const PENDING_USAGE_MESSAGE =
  'This property is still being connected to us (Pending). Its use shows here once its meter is first read.';

/** A usage chart's empty state for a site with no supply it charts. */
export const NO_SUPPLY_MESSAGE =
  'Your selected property has no electricity or advanced natural gas supply with us, so there’s no use to show.';

/** The hourly and monthly views' empty state for a site whose only metered supply is natural gas. */
export const NO_ELECTRICITY_MESSAGE =
  'Your selected property has no electricity supply with us. Natural gas is read once a day: choose Day or Bill period to see it.';

/**
 * Why a site's chart has nothing to show at a granularity (its calls answered no supply): still being connected, gas
 * that only shows by the day, or nothing metered. Null when the site is not known (the switcher data failed).
 */
export function noSupplyMessage(site: SiteUsage | null, granularity: UsageGranularity): string {
  if (site?.pending) return PENDING_USAGE_MESSAGE;
  if (site?.dailyGas && !chartsDailyGas(granularity)) return NO_ELECTRICITY_MESSAGE;
  return NO_SUPPLY_MESSAGE;
}

/**
 * What a chart of the site leaves out, said beside it: natural gas on the hourly and monthly views, gas read every
 * month or two, and bottled gas. None for a site still being connected (its empty state says why).
 */
export function leftOutNotes(site: SiteUsage | null, granularity: UsageGranularity): string[] {
  if (!site || site.pending) return [];
  return [
    ...(site.dailyGas && site.electricity && !chartsDailyGas(granularity)
      ? ['Natural gas is read once a day, so it shows by Day and Bill period, not here.']
      : []),
    ...(site.basicGas ? ['Natural gas here is read every month or two, not daily, so it isn’t charted.'] : []),
    ...(site.lpg ? ['Bottled gas (LPG) is delivered, not metered, so it isn’t charted.'] : []),
  ];
}
