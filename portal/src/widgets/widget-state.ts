import { knownWidgetTypes, type Problem } from '@harakeke/contract';
import type { WidgetState } from '@harakeke/design-system';
import { atom, useAtomValue, useSetAtom, type Atom, type Getter } from 'jotai';
import { useEffect } from 'react';
import { loadRemote, type LoadRemoteOptions, type LoadRequest } from '../app/load-remote.js';
import type { WidgetDataLoad } from '../app/feature-manifest.js';
import { remoteFamily } from '../app/remote-family.js';
import type { Remote } from '../app/remote.js';
import { billingAccountsLoadingAtom, siteDataKeyAtom } from '../app/user-details/atoms.js';
import { reportClientError } from '../services/analytics/events.js';

/** The props every dashboard widget takes: the registry renders each widget type with these. */
export interface WidgetProps {
  /** The widget's id in the server's list, unique on the page. */
  widgetId: string;
  /** Outline level of the widget's title under the page's heading. */
  headingLevel: 2 | 3;
}

/** What a widget's presentational view takes besides its data: its state, the error detail and a retry. */
export interface WidgetViewProps<T> {
  /** Which content shows: skeleton, error, empty message or the data. */
  state: WidgetState;
  /** The widget's data; shown when `state` is 'ready'. */
  data?: T | null;
  /** The text under the generic title when `state` is 'error' (spec 2 §8: WIDGET_ERROR_DETAIL). */
  errorDetail?: string;
  /** Loads the data again after an error. */
  onRetry?: () => void;
  /** Outline level of the widget's title. */
  headingLevel?: 2 | 3;
}

/**
 * spec 2 §8 (and spec 1 §8's refresh failure): the detail of every widget's data-load failure. The server's own
 * detail is written for monitoring, not for customers ('A test hook made … fail', a stack's message), so it goes to
 * monitoring with the failure (widgetLoadOptions) and is never shown.
 */
export const WIDGET_ERROR_DETAIL =
  'An error occurred while retrieving your data. Please refresh to try again. Thank you for your patience.';

/** spec 1 §4 statuses collapse onto the frame's four states; data being refreshed (UPDATING) stays on screen. */
export function widgetStateOf<T>(remote: Remote<T>): WidgetState {
  switch (remote.status) {
    case 'ERROR':
      return 'error';
    case 'NO_DATA':
      return 'empty';
    case 'SUCCESS':
    case 'READY':
    case 'IDLE':
      return remote.data ? 'ready' : 'empty';
    case 'UPDATING':
    case 'UNINITIALIZED':
      // Data not loaded for the current key yet, but shown from before (siteWidgetData): it stays on screen.
      return remote.data ? 'ready' : 'loading';
    default:
      return 'loading';
  }
}

/** A view's state props from a widget's remote data and its reload. */
export function widgetViewProps<T>(remote: Remote<T>, retry: () => void): WidgetViewProps<T> {
  return {
    state: widgetStateOf(remote),
    data: remote.data,
    errorDetail: remote.status === 'ERROR' ? WIDGET_ERROR_DETAIL : undefined,
    onRetry: retry,
  };
}

export interface SiteWidgetDataOptions<T> extends Pick<LoadRemoteOptions<T>, 'isEmptyAnswer' | 'isEmptyData'> {
  /**
   * What the data is keyed by: the selected site (siteDataKeyAtom) unless it shows the balance, which is keyed by
   * balanceDataKeyAtom so a payment or credit extension reloads it.
   */
  keyedBy?: Atom<string>;
}

/**
 * A widget's data, keyed by the selected site (spec 1 §4 switching site): `dataAtom` reads the current site's,
 * `loadAtom` loads it (once at a time). A failure is reported to monitoring as the widget type's (spec 2 §8).
 */
export function siteWidgetData<T>(
  widget: string,
  fetch: () => Promise<T>,
  { keyedBy = siteDataKeyAtom, ...options }: SiteWidgetDataOptions<T> = {},
) {
  // The key counts switches of site (and of balance), so an earlier key never comes back: only the current one's
  // data is kept.
  const bySite = remoteFamily<T>({ keep: 1 });
  const current = (get: Getter) => bySite(get(keyedBy));
  // The last data loaded, and for which site: kept on screen while the same site's data loads under a new key.
  const lastLoaded = atom<{ site: string; data: T } | null>(null);
  return {
    dataAtom: atom((get) => {
      const remote = get(current(get));
      const last = get(lastLoaded);
      if (remote.data != null || last?.site !== get(siteDataKeyAtom)) return remote;
      return showingWhileReloading(remote, last.data);
    }),
    loadAtom: atom(null, async (get, set, request: LoadRequest = 'refresh') => {
      // spec 1 §4 start-up: a widget mounting while the accounts are still on their way waits for them, as the
      // dashboard list's loads do, so every widget's call goes out in the one wave after the accounts, not some
      // before them and the ones that need them (the usage graph's billing window) in a third.
      const accounts = request === 'ensure' ? get(billingAccountsLoadingAtom) : null;
      if (accounts) await accounts;
      const target = current(get);
      await loadRemote(get, set, target, fetch, { ...widgetLoadOptions(widget, options), request });
      const { data } = get(target);
      if (data != null) set(lastLoaded, { site: get(siteDataKeyAtom), data });
    }),
  };
}

/**
 * A payment or credit extension changes the balance's key (balanceDataKeyAtom) without changing the site: until the
 * new answer is in, what was shown stays on screen, as an update of it (UPDATING), so the controls that opened the
 * dialog stay where focus returns to them, and the figures change in place rather than through a skeleton. Another
 * site's data is never shown this way. Not yet loaded, it stays UNINITIALIZED, so the widget still asks for its load.
 */
function showingWhileReloading<T>(remote: Remote<T>, shown: T): Remote<T> {
  if (remote.status === 'UNINITIALIZED') return { ...remote, data: shown };
  if (remote.status === 'LOADING') return { ...remote, status: 'UPDATING', data: shown };
  return remote;
}

/** The load options of every widget's data: one load at a time, and a failure reported as the widget's. */
export function widgetLoadOptions<T>(widget: string, options: LoadRemoteOptions<T> = {}): LoadRemoteOptions<T> {
  return { ...options, skipWhileLoading: true, onError: (problem) => reportWidgetError(widget, problem) };
}

/** A widget's failed load to monitoring, with the server's detail the customer does not see (spec 2 §8). */
export function reportWidgetError(widget: string, problem: Problem): void {
  reportClientError(widget, problem.type, problem.detail);
}

/**
 * A widget's view props from its data, ensuring the data is loaded when the widget shows (usually the dashboard's
 * list has already started the load, spec 1 §4 start-up); its retry loads it again.
 */
export function useWidgetData<T>(dataAtom: Atom<Remote<T>>, loadAtom: WidgetDataLoad): WidgetViewProps<T> {
  const remote = useAtomValue(dataAtom);
  const load = useSetAtom(loadAtom);
  const notLoaded = remote.status === 'UNINITIALIZED';
  useEffect(() => {
    // 'ensure', not a plain load: by the time this effect runs, the list's load may have answered already.
    if (notLoaded) void load('ensure');
  }, [load, notLoaded]);
  return widgetViewProps(remote, () => void load('refresh'));
}

/** A 404: the selected account or site has nothing of this kind. */
export const isNotFound = (problem: Problem) => problem.status === 404;

// Not in registry.ts, which the entry chunk holds: the contract's list would bring its module's schemas there.
const known: ReadonlySet<string> = new Set(knownWidgetTypes);

/**
 * Whether a type the registry lacks should be reported: a type the contract knows is one of ours still to be
 * built (skipped quietly); any other type is one the server should not have sent. The contract's list is the
 * API's: the server and the portal share it, so it changes with the API, not with each widget the portal builds
 * (a test checks every registered widget is one of its types).
 */
export function isUnknownWidgetType(type: string): boolean {
  return !known.has(type);
}
