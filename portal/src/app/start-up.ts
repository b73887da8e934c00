import { atom } from 'jotai';
import { tokenStore } from '../auth/token-store.js';
import { reportClientError } from '../core/analytics/events.js';
import { loadOutageAtom, outageAtom } from '../services/outage/atoms.js';
import type { StartUpLoad } from '../core/feature-manifest.js';
import { features } from './features.js';
import { loadChunk } from '../core/code-loading/lazy-screen.js';

/**
 * The signed-in part of start-up is a chunk of its own: the account's calls, their schemas, the features' start-up
 * loads (their manifests' `startUp`) and the widgets' data loads are code a signed-out visitor of /login never
 * needs. The account pages' route waits for it too (routes.tsx), so no screen starts a start-up call on its own
 * before the start-up has sent them all.
 */
export function loadSessionStartUp(): Promise<SessionStartUp> {
  // One load at a time, shared by the page's first start-up, the root layout's and the account pages' route; a
  // failed one is forgotten, so the next asks again.
  if (!sessionStartUpLoad) {
    const loading = loadChunk(() => Promise.all([import('./session-start-up.js'), loadFeatureStartUps()])).then(
      ([module, featureStartUps]) => (sessionStartUp = { ...module, featureStartUps }),
    );
    loading.catch(() => {
      if (sessionStartUpLoad === loading) sessionStartUpLoad = undefined;
    });
    sessionStartUpLoad = loading;
  }
  return sessionStartUpLoad;
}

/** The features' start-up loads, in the features' order. */
export function loadFeatureStartUps(): Promise<StartUpLoad[]> {
  return Promise.all(features.flatMap((feature) => (feature.startUp ? [feature.startUp()] : [])));
}

type SessionStartUp = typeof import('./session-start-up.js') & { featureStartUps: StartUpLoad[] };
let sessionStartUpLoad: Promise<SessionStartUp> | undefined;
/** Loads that failed and were reported, so two start-ups waiting on the same load report it once. */
const reportedFailures = new WeakSet<Promise<SessionStartUp>>();

/** The chunk once it has arrived, so start-up runs in the same task as the render that asks for it. */
let sessionStartUp: SessionStartUp | undefined;

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
  const start = ({ sessionStartUpAtom, featureStartUps }: SessionStartUp) => {
    loadOutage();
    set(sessionStartUpAtom, pathname, featureStartUps)?.catch(() => reportClientError('startUp', 'session start-up'));
  };
  if (sessionStartUp) {
    start(sessionStartUp);
    return;
  }
  const loading = loadSessionStartUp();
  loading.then(start, () => {
    // The account pages' route needs this chunk too, and shows the error with reload.
    loadOutage();
    if (reportedFailures.has(loading)) return;
    reportedFailures.add(loading);
    reportClientError('chunkLoad', 'session start-up');
  });
});
