import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { withCurrentSupportNumber } from '../../api/problems.js';
import { useQuery } from '../../core/data/keyed-query.js';
import { sitesRevisionAtom } from '../../core/user-details/atoms.js';
import type { SiteChoice } from './api.js';
import {
  loadSwitcherAtom,
  resetSiteSwitchAtom,
  selectSiteAtom,
  siteSwitch as siteSwitchMutation,
  switcherQuery,
  chosenSiteAtom,
} from './atoms.js';
import { AccountSwitcherView, type SiteSwitchState } from './AccountSwitcherView.js';
import { findSite, siteName } from './sites.js';

/**
 * The header's account and site switcher (the AppShell's `accountSwitcher` slot): loads the switcher data, posts the
 * customer's choice, and once the accounts and switcher data have reloaded closes the dialog (focus goes back to its
 * button) and announces the site now shown.
 */
const siteSwitchStateAtom = siteSwitchMutation.stateAtom;

export function AccountSwitcher() {
  // Usually sent already, with the start-up's first wave.
  const { remote: switcher } = useQuery(switcherQuery);
  const siteSwitch = useAtomValue(siteSwitchStateAtom);
  const choice = useAtomValue(chosenSiteAtom);
  const reload = useSetAtom(loadSwitcherAtom);
  const selectSite = useSetAtom(selectSiteAtom);
  const resetSwitch = useSetAtom(resetSiteSwitchAtom);
  const [isOpen, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // Read when a switch ends, which may be after the customer closed the dialog.
  const isOpenRef = useRef(false);

  // A site renamed elsewhere (the account details' nickname): the header names the site by it, so reload.
  const sitesRevision = useAtomValue(sitesRevisionAtom);
  const shownRevision = useRef(sitesRevision);
  useEffect(() => {
    if (sitesRevision === shownRevision.current) return;
    shownRevision.current = sitesRevision;
    void reload();
  }, [sitesRevision, reload]);

  const choose = async (choice: SiteChoice) => {
    const chosen = switcher.data ? findSite(switcher.data, choice.billingAccountId, choice.siteId) : null;
    const name = chosen ? siteName(chosen.site) : 'your chosen site';
    setAnnouncement('');
    if (await selectSite(choice)) {
      changeOpen(false);
      setAnnouncement(`Now showing ${name}`);
    } else if (!isOpenRef.current) {
      // The dialog was closed before the switch failed, so its error box is not there to say so.
      setAnnouncement(`We couldn’t switch to ${name}. Open the switcher to try again.`);
    }
  };

  function changeOpen(open: boolean) {
    isOpenRef.current = open;
    if (open) {
      resetSwitch();
      setAnnouncement('');
    }
    setOpen(open);
  }

  const loadStatus = switcher.data ? 'ready' : switcher.status === 'ERROR' ? 'error' : 'loading';
  let switchState: SiteSwitchState | null = null;
  if (choice && siteSwitch.status === 'pending') {
    switchState = { status: 'switching', choice };
  } else if (choice && siteSwitch.status === 'error') {
    const detail = siteSwitch.error?.detail;
    switchState = { status: 'failed', choice, ...(detail ? { detail: withCurrentSupportNumber(detail) } : {}) };
  }

  return (
    <AccountSwitcherView
      switcher={switcher.data}
      loadStatus={loadStatus}
      onRetryLoad={() => void reload()}
      isOpen={isOpen}
      onOpenChange={changeOpen}
      switchState={switchState}
      onChooseSite={(next) => void choose(next)}
      onRetrySwitch={choice ? () => void choose(choice) : undefined}
      announcement={announcement}
    />
  );
}
