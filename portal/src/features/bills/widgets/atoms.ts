import { balanceDataKeyAtom } from '../../../app/user-details/atoms.js';
import { isNotFound, siteWidgetData } from '../../../widgets/widget-state.js';
import { fetchBillSummaryWidget } from './api.js';

// The bill summary widget's data per selected site. It lives beside the widget until the bills area has its own
// atoms.ts. A 404 means no billing account is selected: nothing to show, not an error.
export const { dataAtom: billSummaryWidgetAtom, loadAtom: loadBillSummaryWidgetAtom } = siteWidgetData(
  'billSummary',
  fetchBillSummaryWidget,
  { isEmptyAnswer: isNotFound, keyedBy: balanceDataKeyAtom },
);
