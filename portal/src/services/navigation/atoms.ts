import type { TabKey } from '@harakeke/contract';
import { atom } from 'jotai';
import { sessionQuery } from '../../core/data/session-query.js';
import { metadataAtom } from '../../core/user-details/atoms.js';
import { fetchTabs } from './api.js';

/** spec 1 §7 tab keys. */
export const tabsQuery = sessionQuery<TabKey[]>({ fetch: fetchTabs });
export const tabsAtom = tabsQuery.dataAtom;
export const loadTabsAtom = atom(null, (_get, set) => set(tabsQuery.loadAtom, 'refresh'));

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
