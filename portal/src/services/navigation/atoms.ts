import type { TabKey } from '@harakeke/contract';
import { atom } from 'jotai';
import { loadRemote } from '../../core/data/load-remote.js';
import { uninitialized, type Remote } from '../../core/data/remote.js';
import { metadataAtom } from '../../core/user-details/atoms.js';
import { fetchTabs } from './api.js';

/** spec 1 §7 tab keys. */
export const tabsAtom = atom<Remote<TabKey[]>>(uninitialized<TabKey[]>());

export const loadTabsAtom = atom(null, (get, set) => loadRemote(get, set, tabsAtom, fetchTabs));

/**
 * spec 1 §8: tabs, metadata or dashboard failing sets status ERROR; spec 1 §2: with the common error set, only the
 * dashboard tab shows. A failed start-up (bootstrap) sets the server-error flag, which counts too.
 */
export const serverErrorAtom = atom(false);
export const dashboardLoadFailedAtom = atom(false);
export const commonErrorAtom = atom(
  (get) =>
    get(tabsAtom).status === 'ERROR' ||
    get(metadataAtom).status === 'ERROR' ||
    get(dashboardLoadFailedAtom) ||
    get(serverErrorAtom),
);
