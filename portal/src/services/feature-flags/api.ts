import { getTags, setTag, type TagName } from '@harakeke/contract';
import { callApi } from '../../api/call-api.js';

export const fetchTags = async () => (await callApi(getTags)).tags;
export const postTag = async (tagName: TagName) => (await callApi(setTag, { tagName })).tags;
