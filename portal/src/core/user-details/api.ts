import { bootstrap, getBillingAccounts, getUserMetadata } from '@harakeke/contract';
import { callApi } from '../../api/call-api.js';

export const fetchBillingAccounts = () => callApi(getBillingAccounts);
export const fetchUserMetadata = () => callApi(getUserMetadata);
export const postBootstrap = () => callApi(bootstrap, {});
