import type { TagName } from '@harakeke/contract';
import { atom } from 'jotai';
import { loadRemote } from '../../core/data/load-remote.js';
import { uninitialized, type Remote } from '../../core/data/remote.js';
import { fetchTags } from './api.js';

/** spec 1 §3: the tags the server has seen for this customer (feature flags), loaded by the start-up. */
export const tagsAtom = atom<Remote<TagName[]>>(uninitialized<TagName[]>());

export const loadTagsAtom = atom(null, (get, set) => loadRemote(get, set, tagsAtom, fetchTags));
