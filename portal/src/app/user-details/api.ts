import { getBillingAccounts } from '@harakeke/contract';
import { callApi } from '../../api/call-api.js';

export const fetchBillingAccounts = () => callApi(getBillingAccounts);
