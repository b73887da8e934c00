import type { Problem } from '@harakeke/contract';
import type { Getter, PrimitiveAtom, Setter, WritableAtom } from 'jotai';
import { startTransition } from 'react';
import { problemOf } from '../../api/call-api.js';
import type { Remote } from './remote.js';

/**
 * Why a load is asked for. `ensure`: the data is wanted on screen (a widget mounting, the dashboard's list naming
 * it), so nothing is sent once it is loaded, loading or failed; the check is made against the store when the load
 * runs, not against what a component last rendered, which may be an answer behind. `refresh`: load it again (a
 * retry, a reload after a change), unless `skipWhileLoading` and a load is under way.
 */
export type LoadRequest = 'ensure' | 'refresh';

/** Sends a query's call: `ensure` when the data is wanted on screen, `refresh` to load it again (see LoadRequest). */
export type QueryLoad = WritableAtom<null, [request?: LoadRequest], Promise<void>>;

export interface LoadRemoteOptions<T> {
  /** Why the load is asked for (see LoadRequest); `refresh` when not given. */
  request?: LoadRequest;
  /**
   * Starts nothing while a load into the same atom is under way (StrictMode runs mount effects twice; a widget's
   * early load and its own mount ask for the same data). Off for loads whose caller awaits the new answer, such as
   * the reloads after a switch of site.
   */
  skipWhileLoading?: boolean;
  /** A failure that means "nothing to show" rather than an error, e.g. a 404 for a site without the supply. */
  isEmptyAnswer?: (problem: Problem) => boolean;
  /** Data that has nothing to show. */
  isEmptyData?: (data: T) => boolean;
  /** Called with the problem of a failure that is an error (after it is recorded), e.g. to report it. */
  onError?: (problem: Problem) => void;
}

/**
 * The one way the portal loads remote data into an atom (spec 1 §3, §4): LOADING the first time, UPDATING when
 * data is already shown (so the screen keeps it), then SUCCESS, NO_DATA for an empty answer, or ERROR with the
 * parsed error, keeping the data shown before. The answer renders as a transition (see renderAnswer).
 */
export async function loadRemote<T>(
  get: Getter,
  set: Setter,
  target: PrimitiveAtom<Remote<T>>,
  load: () => Promise<T>,
  { request = 'refresh', skipWhileLoading = false, isEmptyAnswer, isEmptyData, onError }: LoadRemoteOptions<T> = {},
): Promise<void> {
  const { status } = get(target);
  if (request === 'ensure' && status !== 'UNINITIALIZED') return;
  if (skipWhileLoading && (status === 'LOADING' || status === 'UPDATING')) return;
  set(target, (previous) => ({ ...previous, status: previous.data ? 'UPDATING' : 'LOADING', error: null }));
  try {
    const data = await load();
    renderAnswer(() => set(target, { data, status: isEmptyData?.(data) ? 'NO_DATA' : 'SUCCESS', error: null }));
  } catch (error) {
    const problem = problemOf(error);
    if (isEmptyAnswer?.(problem)) {
      renderAnswer(() => set(target, { data: null, status: 'NO_DATA', error: null }));
      return;
    }
    renderAnswer(() => set(target, (previous) => ({ ...previous, status: 'ERROR', error: problem })));
    onError?.(problem);
  }
}

/**
 * Records an answer that has arrived: the screens it changes re-render as a React transition, in slices between
 * the browser's other work rather than one long task per answer (a start-up's answers arrive a dozen at once), and
 * a customer's typing or click is never held behind them.
 */
export function renderAnswer(record: () => void): void {
  startTransition(record);
}
