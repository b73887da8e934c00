import { siteWidgetData } from '../../../widgets/widget-state.js';
import { fetchBillSummaryV2 } from '../api.js';
import { balanceData } from '../widget-data.js';

// Keyed as the dashboard's widget is (widget-data.ts): what is owed, reloaded after a change of it.
/** spec 1 §3 bill summary (billsummaryv2, currentBillPeriod, accountSummary, promotion) of the Bills tab. */
export const { dataAtom: billSummaryV2Atom, loadAtom: loadBillSummaryV2Atom } = siteWidgetData(
  'billSummaryV2',
  fetchBillSummaryV2,
  balanceData,
);
