import { keyedQuery } from '../../../core/data/keyed-query.js';
import { fetchBillSummaryV2 } from '../api.js';
import { balanceData } from '../widget-data.js';

// Keyed as the dashboard's widget is (widget-data.ts): what is owed, loaded again after a change of it.
/** spec 1 §3 bill summary (billsummaryv2, currentBillPeriod, accountSummary, promotion) of the Bills tab. */
export const billSummaryV2Query = keyedQuery({ name: 'bills.summary', fetch: fetchBillSummaryV2, ...balanceData });
