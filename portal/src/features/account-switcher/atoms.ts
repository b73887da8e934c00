import { atom } from 'jotai';
import { ApiProblem } from '../../api/call-api.js';
import { mutation } from '../../core/data/mutation.js';
import type { StartUpContext } from '../../core/feature-manifest.js';
import { renderAnswer } from '../../core/data/load-remote.js';
import { billingAccountsAtom, loadBillingAccountsAtom, siteSelectionAtom } from '../../core/user-details/atoms.js';
import {
  ensureSwitcherLoadedAtom,
  loadSwitcherAtom,
  selectedSiteAtom,
  switcherAtom,
  switcherQuery,
} from '../../services/sites/atoms.js';
import { postSelectedSite, type SiteChoice } from './api.js';

// The switcher data names the selected site's supplies, which other features read too: it lives in services/sites.
export { ensureSwitcherLoadedAtom, loadSwitcherAtom, selectedSiteAtom, switcherAtom, switcherQuery };

/** spec 1 §4: a session's start-up loads the switcher's data when the page shows the account pages' shell. */
export const switcherStartUpAtom = atom(null, (_get, set, { showsAccountShell }: StartUpContext) => {
  if (showsAccountShell) void set(ensureSwitcherLoadedAtom);
});

/** The site the customer chose last: the switching and failed states name it, and a retry posts it again. */
export const chosenSiteAtom = atom<SiteChoice | null>(null);

/**
 * spec 1 §4 switching site: posts the chosen billing account and site, then reloads the accounts and the switcher
 * data together. The unit mode (kWh for a buying group, monetary otherwise) follows from the reloaded accounts through
 * `unitModeAtom`. The server already shows the new site once the post is in; a failed reload leaves the portal
 * showing the old one, so the switch fails with that reload's error object, and a retry posts the (same) choice again.
 */
export const siteSwitch = mutation({
  run: async (choice: SiteChoice, { get, set }) => {
    set(chosenSiteAtom, choice);
    await postSelectedSite(choice);
    await Promise.all([set(loadBillingAccountsAtom), set(loadSwitcherAtom)]);
    const failed = [get(billingAccountsAtom), get(switcherAtom)].find((remote) => remote.status === 'ERROR');
    if (failed?.error) throw new ApiProblem(failed.error);
    return choice;
  },
  // Rendered with the reloaded answers (renderAnswer), so the switch is not announced before the page shows it.
  onSuccess: (_choice, _args, { set }) => renderAnswer(() => set(siteSelectionAtom, (count) => count + 1)),
});

/**
 * Switches to the chosen site (see siteSwitch): true once everything shows it; false when the post or a reload
 * failed (the error is in the switch's state), or when another switch is still running.
 */
export const selectSiteAtom = atom(
  null,
  async (_get, set, choice: SiteChoice) => (await set(siteSwitch.mutateAtom, choice)) !== null,
);

/** Forgets a finished switch (its error, its success) so the next opening of the switcher starts clean. */
export const resetSiteSwitchAtom = atom(null, (get, set) => {
  if (get(siteSwitch.stateAtom).status !== 'pending') set(siteSwitch.resetAtom);
});
