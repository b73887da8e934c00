import { getTags } from '@harakeke/contract';
import { callApi } from '../../api/call-api.js';

export const fetchTags = async () => (await callApi(getTags)).tags;
