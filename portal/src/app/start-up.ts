import { atom } from 'jotai';
import { tokenStore } from '../auth/token-store.js';
import { reportClientError } from '../features/analytics/events.js';
import { loadOutageAtom, outageAtom } from '../features/outage/atoms.js';
import { loadChunk } from './lazy-screen.js';

/**
 * The signed-in part of start-up is a chunk of its own: the account's calls, their schemas and the widget list's
 * loads are code a signed-out visitor of /login never needs. The account pages' route waits for it too
 * (routes.tsx), so no screen starts a start-up call on its own before the start-up has sent them all.
 */
export const loadSessionStartUp = () =>
  loadChunk(() => import('./session-start-up.js')).then((module) => (sessionStartUp = module));

/** The chunk once it has arrived, so start-up runs in the same task as the render that asks for it. */
let sessionStartUp: typeof import('./session-start-up.js') | undefined;

/**
 * Starts fetching the signed-in start-up's code before React renders when a session is stored (or is about to be,
 * on the sign-in's return page), so it is in by the time start-up runs.
 */
export function preloadSessionStartUp(): void {
  void loadSessionStartUp().catch(() => undefined);
}

/**
 * spec 1 §4 start-up: the outage first, for everyone; with a session, at the same moment every account call that
 * needs no other call's answer (session-start-up.ts), so they all make one wave. `pathname` is where the customer
 * is going: the page being shown, or after sign-in the page the sign-in returns to, so that page's widget list goes
 * out in that wave too.
 */
export const startUpAtom = atom(null, (get, set, pathname: string) => {
  const loadOutage = () => {
    if (get(outageAtom).status === 'UNINITIALIZED') void set(loadOutageAtom);
  };
  if (!tokenStore.get()) {
    loadOutage();
    return;
  }
  const start = ({ sessionStartUpAtom }: typeof import('./session-start-up.js')) => {
    loadOutage();
    set(sessionStartUpAtom, pathname);
  };
  if (sessionStartUp) {
    start(sessionStartUp);
    return;
  }
  loadSessionStartUp().then(start, () => {
    // The account pages' route needs this chunk too, and shows the error with reload.
    loadOutage();
    reportClientError('chunkLoad', 'session start-up');
  });
});
