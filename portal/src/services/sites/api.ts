import { getSwitcher } from '@harakeke/contract';
import { callApi } from '../../api/call-api.js';

/** spec 1 §7: the billing accounts, their sites and the sites' supply points (spec 1 §3 accountSwitcherData). */
export const fetchSwitcher = () => callApi(getSwitcher);
