import { Banner } from '@harakeke/design-system';
import { useAtomValue } from 'jotai';
import { outageAtom } from './atoms.js';
import { outageNoticeText } from './outage-text.js';

/** spec 1 §4: a dismissed outage notice stays dismissed for the browser session. */
export const OUTAGE_NOTICE_DISMISSED_KEY = 'harakeke.outageNoticeDismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(OUTAGE_NOTICE_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberDismissal(): void {
  try {
    sessionStorage.setItem(OUTAGE_NOTICE_DISMISSED_KEY, 'true');
  } catch {
    // Private modes may refuse storage: the notice simply shows again next time.
  }
}

/**
 * spec 1 §3 and §4: the national alert for planned maintenance the outage state asks to notify about, before the
 * portal goes down (while it is down, everyone is on /outage instead). Shown in the signed-in area and on /login.
 */
export function OutageNotice() {
  const { data } = useAtomValue(outageAtom);
  if (!data?.shouldNotify || data.isOn) return null;
  return (
    <Banner
      tone="warning"
      title="Planned maintenance"
      isDismissable
      dismissLabel="Dismiss the maintenance notice"
      defaultState={wasDismissed() ? 'removed' : 'show'}
      onDismiss={rememberDismissal}
    >
      {outageNoticeText(data)}
    </Banner>
  );
}
