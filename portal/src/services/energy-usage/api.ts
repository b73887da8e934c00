import { getAdvancedGasBillPeriod, getElectricityBillPeriod, type PeriodData } from '@harakeke/contract';
import { callApi, problemOf } from '../../api/call-api.js';
import type { BillPeriodUsage } from './bill-period-usage.js';

/** A period of whole Auckland days ('YYYY-MM-DD', inclusive). */
export interface DayPeriod {
  startDate: string;
  endDate: string;
}

/** A supply's answer, or null when the selected site does not have it (404): absent, not an error. */
async function supplyOrAbsent(load: Promise<PeriodData>): Promise<PeriodData | null> {
  try {
    return await load;
  } catch (error) {
    if (problemOf(error).status === 404) return null;
    throw error;
  }
}

/** What the portal knows of the selected site's supplies before asking for its use. */
export interface SiteSupplies {
  /**
   * Whether the site has advanced natural gas (services/sites): false leaves its call out, as the answer would be a
   * 404; null when not known, so it is asked for and a 404 still means none.
   */
  hasAdvancedGas: boolean | null;
}

/**
 * spec 2 §7: the selected site's daily electricity and advanced natural gas over a period, both asked for at once
 * (the gas call never waits on the electricity one); the gas only when the site may have it. A site without one of
 * them has it null. Any other failure of either fails the whole: a stack missing one supply would understate every
 * day's total.
 */
export async function fetchBillPeriodUsage(
  period: DayPeriod,
  { hasAdvancedGas }: SiteSupplies,
): Promise<BillPeriodUsage> {
  const body = { startDate: period.startDate, endDate: period.endDate };
  const [electricity, naturalGas] = await Promise.all([
    supplyOrAbsent(callApi(getElectricityBillPeriod, body)),
    hasAdvancedGas === false ? null : supplyOrAbsent(callApi(getAdvancedGasBillPeriod, body)),
  ]);
  return { electricity, naturalGas };
}
