import type { Outage } from '@harakeke/contract';
import { atom } from 'jotai';
import { loadRemote } from '../../core/data/load-remote.js';
import { uninitialized, type Remote } from '../../core/data/remote.js';
import { fetchOutage } from './api.js';

/** spec 1 §3 outage state, loaded first at start-up (spec 1 §4). */
export const outageAtom = atom<Remote<Outage>>(uninitialized<Outage>());

export const loadOutageAtom = atom(null, (get, set) => loadRemote(get, set, outageAtom, fetchOutage));

/** Whether everyone should be sent to /outage now. A failed outage load never blocks the portal. */
export const outageIsOnAtom = atom((get) => get(outageAtom).data?.isOn === true);
