import type { Outage } from '@harakeke/contract';
import { atom } from 'jotai';
import { sessionQuery } from '../../core/data/session-query.js';
import { fetchOutage } from './api.js';

/** spec 1 §3 outage state, loaded first at start-up (spec 1 §4). */
export const outageQuery = sessionQuery<Outage>({ fetch: fetchOutage });
export const outageAtom = outageQuery.dataAtom;
export const loadOutageAtom = atom(null, (_get, set) => set(outageQuery.loadAtom, 'refresh'));

/** Whether everyone should be sent to /outage now. A failed outage load never blocks the portal. */
export const outageIsOnAtom = atom((get) => get(outageAtom).data?.isOn === true);
