import type { ReactNode, Ref } from 'react';
import { LoadFrame } from '../LoadFrame/LoadFrame.js';
import type { Load } from '../LoadFrame/load.js';

/** The widget's load state (spec 1 §4 statuses collapse onto these four). */
export type WidgetState = Load<unknown>['status'];

/** @deprecated Use `LoadFrameProps`. */
export interface WidgetFrameProps {
  /** The widget's title, shown as its heading and naming its region. */
  title: string;
  /** Outline level of the title, to fit the page's heading structure. */
  headingLevel?: 2 | 3 | 4;
  /** A control beside the title, e.g. a "View all" link or a menu button. */
  action?: ReactNode;
  /** Which content shows: a skeleton, an error, the empty message or the children. */
  state: WidgetState;
  /** Announced to screen readers while loading; "Loading {title}" by default. */
  loadingText?: string;
  /** Placeholder shown while loading; text lines and a block by default. */
  skeleton?: ReactNode;
  /** Headline of the error; the generic 'Sorry, something went wrong' by default. */
  errorTitle?: string;
  /** What went wrong and what the customer can do. */
  errorDetail?: string;
  /** Retries the load; without it the error shows no button. */
  onRetry?: () => void;
  /** Label of the retry button. */
  retryLabel?: string;
  /** Shown when there is nothing to show. */
  emptyMessage?: ReactNode;
  /** A control under the empty message, e.g. "Set up your home profile". */
  emptyAction?: ReactNode;
  /** The widget's content, shown when ready. */
  children?: ReactNode;
  /** Added to the frame (the widget's region). */
  className?: string;
  /** The frame, a `<section>` named by the title. */
  ref?: Ref<HTMLElement>;
}

/**
 * The frame of a dashboard widget: its title, an optional action and one of four states. Whatever goes wrong, the
 * frame keeps its title and says so: it never goes blank. A LoadFrame whose ready data is the widget's children.
 *
 * Data attributes: `data-state="loading" | "error" | "empty" | "ready"` on the frame (and `aria-busy` while loading).
 *
 * @deprecated Use LoadFrame, which takes the data's `Load<T>` and renders the content from the ready data.
 */
export function WidgetFrame({ state, children, ...props }: WidgetFrameProps) {
  const load: Load<ReactNode> = state === 'ready' ? { status: 'ready', data: children } : { status: state };
  return (
    <LoadFrame {...props} load={load}>
      {(content) => content}
    </LoadFrame>
  );
}
