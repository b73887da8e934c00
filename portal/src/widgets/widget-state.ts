import type { Problem } from '@harakeke/contract';
import type { WidgetState } from '@harakeke/design-system';
import type { Getter, PrimitiveAtom, Setter } from 'jotai';
import { ApiProblem } from '../api/call-api.js';
import { toProblem, withCurrentSupportNumber } from '../api/problems.js';
import { renderAnswer } from '../app/load-remote.js';
import type { Remote } from '../app/remote.js';
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
  /** What went wrong, shown under the generic title when `state` is 'error'. */
  errorDetail?: string;
  /** Loads the data again after an error. */
  onRetry?: () => void;
  /** Outline level of the widget's title. */
  headingLevel?: 2 | 3;
}

/** spec 2 §8: the detail of a widget's data-load failure when the server gave none. */
export const WIDGET_ERROR_DETAIL =
  'An error occurred while retrieving your data. Please refresh to try again. Thank you for your patience.';

/** spec 1 §8 / spec 2 §8: the error's own detail (with the current support number), or the generic one. */
export function widgetErrorDetail(problem: Problem | null): string {
  return withCurrentSupportNumber(problem?.detail ?? WIDGET_ERROR_DETAIL);
}

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
    errorDetail: remote.status === 'ERROR' ? widgetErrorDetail(remote.error) : undefined,
    onRetry: retry,
  };
}

export interface WidgetLoadOptions<T> {
  /** The widget type, named in the monitoring report of a failure (spec 2 §8). */
  widget: string;
  /** A failure that means "nothing to show" rather than an error, e.g. a 404 for a site without the supply. */
  isEmptyAnswer?: (problem: Problem) => boolean;
  /** Data that has nothing to show. */
  isEmptyData?: (data: T) => boolean;
}

/**
 * Loads one widget's data into its atom: LOADING (UPDATING over shown data), then SUCCESS, NO_DATA or ERROR.
 * A failure is reported to monitoring (spec 2 §8). A load already under way is not started twice (StrictMode
 * runs mount effects twice).
 */
export async function loadWidgetData<T>(
  get: Getter,
  set: Setter,
  target: PrimitiveAtom<Remote<T>>,
  load: () => Promise<T>,
  { widget, isEmptyAnswer, isEmptyData }: WidgetLoadOptions<T>,
): Promise<void> {
  const current = get(target);
  if (current.status === 'LOADING' || current.status === 'UPDATING') return;
  set(target, { ...current, status: current.data ? 'UPDATING' : 'LOADING', error: null });
  try {
    const data = await load();
    renderAnswer(() => set(target, { data, status: isEmptyData?.(data) ? 'NO_DATA' : 'SUCCESS', error: null }));
  } catch (error) {
    const problem = error instanceof ApiProblem ? error.problem : toProblem(error);
    if (isEmptyAnswer?.(problem)) {
      renderAnswer(() => set(target, { data: null, status: 'NO_DATA', error: null }));
      return;
    }
    renderAnswer(() => set(target, (previous) => ({ ...previous, status: 'ERROR', error: problem })));
    reportClientError(widget, problem.type);
  }
}

/** A 404: the selected account or site has nothing of this kind. */
export const isNotFound = (problem: Problem) => problem.status === 404;
