import { knownWidgetTypes, type Problem } from '@harakeke/contract';
import type { LoadViewProps } from '../data/load.js';

/** The props every dashboard widget takes: the registry renders each widget type with these. */
export interface WidgetProps {
  /** The widget's id in the server's list, unique on the page. */
  widgetId: string;
  /** Outline level of the widget's title under the page's heading. */
  headingLevel: 2 | 3;
}

/** What a widget's presentational view takes: its data's load and a retry (LoadViewProps), and its outline level. */
export interface WidgetViewProps<T> extends LoadViewProps<T> {
  /** Outline level of the widget's title. */
  headingLevel?: 2 | 3;
}

/**
 * spec 2 §8 (and spec 1 §8's refresh failure): the detail of every widget's data-load failure. The server's own
 * detail is written for monitoring, not for customers ('A test hook made … fail', a stack's message), so it goes to
 * monitoring with the failure (keyedQuery) and is never shown.
 */
export const WIDGET_ERROR_DETAIL =
  'An error occurred while retrieving your data. Please refresh to try again. Thank you for your patience.';

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
