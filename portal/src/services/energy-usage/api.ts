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

/**
 * spec 2 §7: the selected site's daily electricity and advanced natural gas over a period, both asked for at once
 * (the gas call never waits on the electricity one). A site without one of them has it null. Any other failure of
 * either fails the whole: a stack missing one supply would understate every day's total.
 */
export async function fetchBillPeriodUsage(period: DayPeriod): Promise<BillPeriodUsage> {
  const body = { startDate: period.startDate, endDate: period.endDate };
  const [electricity, naturalGas] = await Promise.all([
    supplyOrAbsent(callApi(getElectricityBillPeriod, body)),
    supplyOrAbsent(callApi(getAdvancedGasBillPeriod, body)),
  ]);
  return { electricity, naturalGas };
}
