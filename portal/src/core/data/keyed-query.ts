import type { Problem } from '@harakeke/contract';
import type { Load } from '@harakeke/design-system';
import { atom, useAtomValue, useSetAtom, type Atom, type Getter, type Setter } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { reportClientError } from '../analytics/events.js';
import { billingAccountsLoadingAtom, siteDataKeyAtom } from '../user-details/atoms.js';
import { loadRemote, type LoadRequest, type QueryLoad } from './load-remote.js';
import { loadFromRemote } from './load.js';
import { remoteFamily } from './remote-family.js';
import type { Remote } from './remote.js';

export type { QueryLoad } from './load-remote.js';

/** A query's parameters, or `null` while they cannot be known. */
type ParamsOf<P> = (get: Getter) => P | null | undefined;

export interface KeyedQueryOptions<T, P> {
  /**
   * What the data is, as monitoring names it when its load fails: the widget type ('billSummary') or the screen's
   * section ('bills.transactions').
   */
  name: string;
  /**
   * What the data depends on besides the selected site (a billing window, a period): each value is its own key, so
   * another value is a fresh load and a value seen before (within `keep`) shows at once. Null while it cannot be
   * known, before the accounts are in: the load waits for them, and still null, there is nothing to show.
   */
  params?: ParamsOf<P>;
  /** A stable key of the parameters; `JSON.stringify` by default. */
  paramsKey?: (params: P) => string;
  /**
   * The key of the data's owner: the selected site (siteDataKeyAtom) unless it shows what is owed, which is keyed by
   * balanceDataKeyAtom so a payment or credit extension loads it again.
   */
  keyedBy?: Atom<string>;
  /** How many parameter values' data to hold (1: only the current). */
  keep?: number;
  /** Sends the call. */
  fetch: (params: P, tools: { get: Getter; set: Setter }) => Promise<T>;
  /** A failure that means "nothing to show" rather than an error, e.g. a 404 for a site without the supply. */
  isEmptyAnswer?: (problem: Problem) => boolean;
  /** Data that has nothing to show. */
  isEmptyData?: (data: T) => boolean;
  /**
   * What data stays on screen while a new key loads: the same site's, whatever its parameters (`site`, for data
   * that reloads after a payment), or only data of the same parameters (`params`, for data shown under what it is
   * for, such as a chart titled with its period: another period's days under that title would say what they are not).
   */
  showsWhileLoading?: 'site' | 'params';
}

/** A keyed query: its data as the spec's Remote (`dataAtom`), as a Load for the load frame, and its load. */
export interface KeyedQuery<T> {
  /** spec 1 §4: the current key's data, status and error. */
  dataAtom: Atom<Remote<T>>;
  /** The same as the one shape the load frame shows. */
  viewAtom: Atom<Load<T>>;
  /** Sends the call (see QueryLoad); one at a time per key. */
  loadAtom: QueryLoad;
}

/**
 * The one way the portal reads remote data (docs/data-layer.md): keyed by the selected site (or the balance) and the
 * query's parameters, de-duplicated (one call at a time per key, none once loaded unless refreshed), cached per key,
 * invalidated by a change of key (a switch of site, a payment) or a refresh. While the same site's data loads under
 * a new key, what was shown stays on screen as an update (spec 1 §4 UPDATING), never another site's.
 */
export function keyedQuery<T, P = void>({
  name,
  params,
  paramsKey = (value) => JSON.stringify(value) ?? '',
  keyedBy = siteDataKeyAtom,
  keep = 1,
  fetch,
  isEmptyAnswer,
  isEmptyData,
  showsWhileLoading = 'site',
}: KeyedQueryOptions<T, P>): KeyedQuery<T> {
  const byKey = remoteFamily<T>({ keep });
  const paramsOf = (get: Getter): P | null => (params ? (params(get) ?? null) : (undefined as P));
  const paramsKeyOf = (get: Getter) => {
    const value = paramsOf(get);
    return value === null ? '(unknown)' : paramsKey(value);
  };
  const current = (get: Getter) => byKey(`${get(keyedBy)} ${paramsKeyOf(get)}`);
  // The last data loaded, for which site and parameters: kept on screen while a new key of the same loads.
  const lastLoaded = atom<{ site: string; params: string; data: T } | null>(null);
  const isShownWhileLoading = (get: Getter, last: { site: string; params: string }) =>
    last.site === get(siteDataKeyAtom) && (showsWhileLoading === 'site' || last.params === paramsKeyOf(get));

  const dataAtom = atom((get) => {
    const remote = get(current(get));
    const last = get(lastLoaded);
    if (remote.data != null || !last || !isShownWhileLoading(get, last)) return remote;
    return showingWhileReloading(remote, last.data);
  });

  const loadAtom: QueryLoad = atom(null, async (get, set, request: LoadRequest = 'refresh') => {
    // spec 1 §4 start-up: a load asked for while the accounts are on their way waits for them, so every call that
    // needs them goes out in the one wave after them. The only place the portal waits for the accounts.
    // A query whose parameters come from the accounts waits only while they are unknown.
    const accounts = get(billingAccountsLoadingAtom);
    const waits = params ? paramsOf(get) === null : request === 'ensure';
    if (accounts && waits) await accounts;
    const target = current(get);
    const value = paramsOf(get);
    // What this load is for, taken now: a load that ends after the site or the parameters changed is still the old
    // key's, and its data must never be shown under the new one (a bill period's total under an hour's name).
    const loadedFor = { site: get(siteDataKeyAtom), params: paramsKeyOf(get) };
    if (value === null) {
      if (request === 'ensure' && get(target).status !== 'UNINITIALIZED') return;
      set(target, { data: null, status: 'NO_DATA', error: null });
      return;
    }
    await loadRemote(get, set, target, () => fetch(value, { get, set }), {
      request,
      skipWhileLoading: true,
      isEmptyAnswer,
      isEmptyData,
      onError: (problem) => reportLoadError(name, problem),
    });
    const { data } = get(target);
    if (data != null) set(lastLoaded, { ...loadedFor, data });
  });

  return { dataAtom, viewAtom: atom((get) => loadFromRemote(get(dataAtom))), loadAtom };
}

/**
 * A payment or credit extension changes the balance's key without changing the site: until the new answer is in,
 * what was shown stays on screen as an update of it, so the controls that opened the dialog stay where focus returns
 * to them and the figures change in place rather than through a skeleton. Another site's data is never shown this way.
 */
function showingWhileReloading<T>(remote: Remote<T>, shown: T): Remote<T> {
  if (remote.status === 'UNINITIALIZED') return { ...remote, data: shown };
  if (remote.status === 'LOADING') return { ...remote, status: 'UPDATING', data: shown };
  return remote;
}

/** A failed load to monitoring, with the server's detail the customer does not see (spec 2 §8). */
export function reportLoadError(name: string, problem: Problem): void {
  reportClientError(name, problem.type, problem.detail);
}

/** What a component gets of a query: its load for the frame, the spec's Remote, and a retry. */
export interface QueryResult<T> {
  /** The data as the load frame shows it. */
  load: Load<T>;
  /** The data as data, status and error (spec 1 §4). */
  remote: Remote<T>;
  /** Loads it again (a retry after an error). */
  retry: () => void;
}

/**
 * The one way a component shows a query: ensures it is loaded while the component shows (usually a start-up or the
 * dashboard's list has already sent the call; then nothing more is sent) and answers its load and retry.
 */
export function useQuery<T>({ dataAtom, loadAtom }: Pick<KeyedQuery<T>, 'dataAtom' | 'loadAtom'>): QueryResult<T> {
  const remote = useAtomValue(dataAtom);
  const load = useSetAtom(loadAtom);
  const notLoaded = remote.status === 'UNINITIALIZED';
  useEffect(() => {
    // 'ensure', not a plain load: by the time this effect runs, another load may have answered already.
    if (notLoaded) void load('ensure');
  }, [load, notLoaded]);
  // The same load and retry while the data is the same, so what a view derives from them (useMemo) is kept.
  const shown = useMemo(() => loadFromRemote(remote), [remote]);
  const retry = useCallback(() => void load('refresh'), [load]);
  return { load: shown, remote, retry };
}
