import { atom, type PrimitiveAtom } from 'jotai';
import { loadRemote, type LoadRemoteOptions, type LoadRequest, type QueryLoad } from './load-remote.js';
import { uninitialized, type Remote } from './remote.js';

export interface SessionQueryOptions<T> extends Pick<LoadRemoteOptions<T>, 'isEmptyData' | 'onError'> {
  /** Sends the call. */
  fetch: () => Promise<T>;
}

/** A query of the session's own data: one entry for the whole session, with its load under way for others to await. */
export interface SessionQuery<T> {
  /** spec 1 §4: the data, status and error. */
  dataAtom: PrimitiveAtom<Remote<T>>;
  /** Sends the call: `ensure` once per session, `refresh` again (a retry, a reload after a change). */
  loadAtom: QueryLoad;
  /** The load under way, if any: a call that needs its answer can start the moment it arrives. */
  loadingAtom: PrimitiveAtom<Promise<void> | null>;
}

/**
 * The session's own data (spec 1 §3 common user details, the tabs, the tags, the outage, the switcher's accounts and
 * sites): loaded once by the start-up for every signed-in page, not keyed by site (a switch of site changes what it
 * says, and the switch reloads it). Reads through it are de-duplicated like keyedQuery's: `ensure` sends nothing once
 * a load has started. The server's detail of a failure stays in the data for the screens that word it.
 */
export function sessionQuery<T>({ fetch, ...options }: SessionQueryOptions<T>): SessionQuery<T> {
  const dataAtom = atom<Remote<T>>(uninitialized<T>());
  const loadingAtom = atom<Promise<void> | null>(null);
  const loadAtom: QueryLoad = atom(null, (get, set, request: LoadRequest = 'refresh') => {
    if (request === 'ensure' && get(dataAtom).status !== 'UNINITIALIZED') return get(loadingAtom) ?? Promise.resolve();
    const loading: Promise<void> = loadRemote(get, set, dataAtom, fetch, options).finally(() => {
      if (get(loadingAtom) === loading) set(loadingAtom, null);
    });
    set(loadingAtom, loading);
    return loading;
  });
  // No view atom of its own: useQuery shows it, and the outage's, in every page's first code, stays that small.
  return { dataAtom, loadAtom, loadingAtom };
}
