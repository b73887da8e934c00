import { atom } from 'jotai';
import { problemOf } from '../../api/call-api.js';
import type { StartUpContext } from '../../core/feature-manifest.js';
import { renderAnswer } from '../../core/data/load-remote.js';
import { uninitialized, type Remote } from '../../core/data/remote.js';
import { billingAccountsAtom, loadBillingAccountsAtom, siteSelectionAtom } from '../../core/user-details/atoms.js';
import {
  ensureSwitcherLoadedAtom,
  loadSwitcherAtom,
  selectedSiteAtom,
  switcherAtom,
} from '../../services/sites/atoms.js';
import { postSelectedSite, type SiteChoice } from './api.js';

// The switcher data names the selected site's supplies, which other features read too: it lives in services/sites.
export { ensureSwitcherLoadedAtom, loadSwitcherAtom, selectedSiteAtom, switcherAtom };

/** spec 1 §4: a session's start-up loads the switcher's data when the page shows the account pages' shell. */
export const switcherStartUpAtom = atom(null, (_get, set, { showsAccountShell }: StartUpContext) => {
  if (showsAccountShell) void set(ensureSwitcherLoadedAtom);
});

/**
 * The switch asked for last: LOADING while the choice is posted, UPDATING while the accounts and switcher data
 * reload, then SUCCESS, or ERROR with the failed call's error object.
 */
export const siteSwitchAtom = atom<Remote<SiteChoice>>(uninitialized<SiteChoice>());

const isSwitching = (status: Remote<SiteChoice>['status']) => status === 'LOADING' || status === 'UPDATING';

/** Forgets a finished switch (its error, its success) so the next opening of the switcher starts clean. */
export const resetSiteSwitchAtom = atom(null, (get, set) => {
  if (!isSwitching(get(siteSwitchAtom).status)) set(siteSwitchAtom, uninitialized<SiteChoice>());
});

/**
 * spec 1 §4 switching site: posts the chosen billing account and site, then reloads the accounts and the switcher
 * data together. The unit mode (kWh for a buying group, monetary otherwise) follows from the reloaded accounts through
 * `unitModeAtom`. Resolves true once everything shows the new site; false when the post or a reload failed (the
 * error is in `siteSwitchAtom`), or when another switch is still running.
 */
export const selectSiteAtom = atom(null, async (get, set, choice: SiteChoice): Promise<boolean> => {
  if (isSwitching(get(siteSwitchAtom).status)) return false;
  set(siteSwitchAtom, { data: choice, status: 'LOADING', error: null });
  try {
    await postSelectedSite(choice);
  } catch (error) {
    set(siteSwitchAtom, { data: choice, status: 'ERROR', error: problemOf(error) });
    return false;
  }
  set(siteSwitchAtom, { data: choice, status: 'UPDATING', error: null });
  await Promise.all([set(loadBillingAccountsAtom), set(loadSwitcherAtom)]);
  // The server already shows the new site; a failed reload leaves the portal showing the old one, so the switch
  // reports that failure and a retry posts the (same) choice again and reloads.
  const failed = [get(billingAccountsAtom), get(switcherAtom)].find((remote) => remote.status === 'ERROR');
  // Rendered with the reloaded answers (renderAnswer), so the switch is not announced before the page shows it.
  if (failed) {
    renderAnswer(() => set(siteSwitchAtom, { data: choice, status: 'ERROR', error: failed.error }));
    return false;
  }
  renderAnswer(() => {
    set(siteSwitchAtom, { data: choice, status: 'SUCCESS', error: null });
    set(siteSelectionAtom, (count) => count + 1);
  });
  return true;
});
