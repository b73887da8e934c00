import { atom, type Atom } from 'jotai';
import { tokenStore } from '../auth/token-store.js';
import { reportEvent } from '../core/analytics/events.js';
import { loadTagsAtom, tagsAtom } from '../services/feature-flags/atoms.js';
import { loadTabsAtom, serverErrorAtom, tabsAtom } from '../services/navigation/atoms.js';
import type { StartUpContext, StartUpLoad } from '../core/feature-manifest.js';
import { inTurns } from '../core/data/in-turns.js';
import { widgetRegistry } from './widget-registry.js';
import type { Remote } from '../core/data/remote.js';
import { postBootstrap } from '../core/user-details/api.js';
import {
  billingAccountsAtom,
  loadBillingAccountsAtom,
  loadMetadataAtom,
  metadataAtom,
} from '../core/user-details/atoms.js';

const notStarted = (remote: Remote<unknown>) => remote.status === 'UNINITIALIZED';

/**
 * The session the start-up calls (bootstrap, userVisit) were made for, so each is sent once per session: a session
 * is known by when its refresh period ends, which a token refresh keeps.
 */
const sessionStarted = atom<number | null>(null);

/**
 * spec 1 §4 start-up of a session, fast by construction: every call that needs no other call's answer goes out at
 * once. The outage (start-up.ts) still decides first what is shown (RootLayout waits for it), but the account's
 * calls do not wait for it, so a signed-in dashboard needs two waves of calls: these, then the widgets'.
 */
export const sessionStartUpAtom = atom(null, (get, set, pathname: string, featureStartUps: readonly StartUpLoad[]) => {
  const session = tokenStore.get();
  if (!session) return;
  // Each load is checked as its turn comes, and marks its atom as loading as it starts: a second start-up
  // meanwhile (the root layout's, on mount) sends nothing twice.
  const load = (target: Atom<Remote<unknown>>, start: () => unknown) => () => {
    if (notStarted(get(target))) void start();
  };
  // What the second wave waits for goes first: the widgets' data needs the accounts, and the features' own
  // start-up calls (the dashboard's widget list, the switcher) come next, in the features' order (app/features.ts).
  const sends = [load(billingAccountsAtom, () => set(loadBillingAccountsAtom))];
  const context: StartUpContext = {
    pathname,
    showsAccountShell: !session.mobile && showsAccountShell(pathname),
    widgetRegistry,
  };
  for (const startUp of featureStartUps) sends.push(() => set(startUp, context));
  sends.push(
    load(tabsAtom, () => set(loadTabsAtom)),
    load(metadataAtom, () => set(loadMetadataAtom)),
    load(tagsAtom, () => set(loadTagsAtom)),
  );
  if (get(sessionStarted) !== session.refreshUntil) {
    set(sessionStarted, session.refreshUntil);
    sends.push(
      () => reportEvent('userVisit'),
      () =>
        // spec 1 §7: a failed bootstrap sets the server-error flag.
        postBootstrap().then(
          () => set(serverErrorAtom, false),
          () => set(serverErrorAtom, true),
        ),
    );
  }
  return inTurns(sends, CALLS_PER_TASK);
});

/** Whether a path shows the account pages' shell: /account and what redirects there (/ and /app, spec 1 §2). */
function showsAccountShell(pathname: string): boolean {
  return /^\/(app\/?)?$/.test(pathname) || pathname.startsWith('/account');
}

/**
 * Calls sent in one task: all of them go out within a few milliseconds, before any answers, in slices short
 * enough not to be a long task on a slow phone.
 */
const CALLS_PER_TASK = 3;
