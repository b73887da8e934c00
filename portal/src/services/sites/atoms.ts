import type { Switcher } from '@harakeke/contract';
import { atom } from 'jotai';
import { sessionQuery } from '../../core/data/session-query.js';
import { fetchSwitcher } from './api.js';
import { hasAdvancedNaturalGas, selectedSiteOf } from './selected-site.js';

/**
 * spec 1 §3 accountSwitcherData: the billing accounts with their sites and supply points. The account switcher
 * loads and shows it; other features read from it which supplies the selected site has.
 */
export const switcherQuery = sessionQuery<Switcher>({ fetch: fetchSwitcher });
export const switcherAtom = switcherQuery.dataAtom;

/** Loads (LOADING) or reloads (UPDATING, the list stays shown) the switcher data. */
export const loadSwitcherAtom = atom(null, (_get, set) => set(switcherQuery.loadAtom, 'refresh'));

/** Loads the switcher data the first time it is needed; a second mount (StrictMode, a remount) does not load again. */
export const ensureSwitcherLoadedAtom = atom(null, (_get, set) => set(switcherQuery.loadAtom, 'ensure'));

/** The site shown now: the selected account's selected site, from the switcher data. */
export const selectedSiteAtom = atom((get) => {
  const data = get(switcherAtom).data;
  return data ? selectedSiteOf(data) : null;
});

/**
 * Whether the selected site has advanced natural gas, once the switcher data under way has arrived: true or false
 * when the data says, null when there is none to say (not loaded, as in the mobile app's embed without the account
 * switcher, or failed), so the caller asks the server as if it might.
 */
export const selectedSiteHasAdvancedGasAtom = atom(null, async (get): Promise<boolean | null> => {
  const loading = get(switcherQuery.loadingAtom);
  if (loading) await loading;
  if (!get(switcherAtom).data) return null;
  const selected = get(selectedSiteAtom);
  return selected ? hasAdvancedNaturalGas(selected.site) : false;
});
