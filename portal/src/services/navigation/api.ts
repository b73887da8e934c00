import { getTabs } from '@harakeke/contract';
import { callApi } from '../../api/call-api.js';

export const fetchTabs = async () => (await callApi(getTabs)).keys;
