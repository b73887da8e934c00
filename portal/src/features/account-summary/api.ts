import { getAccountSummaryWidget } from '@harakeke/contract';
import { callApi } from '../../api/call-api.js';

/** spec 1 §7 accountSummary widget: the selected account and site at a glance. */
export const fetchAccountSummaryWidget = () => callApi(getAccountSummaryWidget);
