import { getElectricityBillPeriod } from '@harakeke/contract';
import { callApi } from '../../api/call-api.js';

/** spec 2 §7: the selected site's electricity use, day by day, over a period (404 without electricity there). */
export const fetchElectricityBillPeriod = (period: { startDate: string; endDate: string }) =>
  callApi(getElectricityBillPeriod, { startDate: period.startDate, endDate: period.endDate });
