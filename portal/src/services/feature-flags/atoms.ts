import type { TagName } from '@harakeke/contract';
import { atom } from 'jotai';
import { sessionQuery } from '../../core/data/session-query.js';
import { fetchTags } from './api.js';

/** spec 1 §3: the tags the server has seen for this customer (feature flags), loaded by the start-up. */
export const tagsQuery = sessionQuery<TagName[]>({ fetch: fetchTags });
export const tagsAtom = tagsQuery.dataAtom;
export const loadTagsAtom = atom(null, (_get, set) => set(tagsQuery.loadAtom, 'refresh'));
