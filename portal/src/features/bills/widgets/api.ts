import { getBillSummaryWidget } from '@harakeke/contract';
import { callApi } from '../../../api/call-api.js';

/** spec 1 §7 billSummary widget: the selected billing account's balance and due date. */
export const fetchBillSummaryWidget = () => callApi(getBillSummaryWidget);
