import { getOutage } from '@harakeke/contract';
import { callApi } from '../../api/call-api.js';

export const fetchOutage = () => callApi(getOutage);
