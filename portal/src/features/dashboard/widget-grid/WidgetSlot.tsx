import { LoadFrame, WidgetGridCell, type Load } from '@harakeke/design-system';
import { Component, createElement, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { reportClientError } from '../../../core/analytics/events.js';
import {
  forgetFailedLoad,
  settledWidgetCode,
  widgetCode,
  widgetEntry,
  type WidgetEntry,
  useWidgetRegistry,
  type WidgetRegistry,
} from '../../../core/widgets/registry.js';
import { isUnknownWidgetType, type WidgetProps } from '../../../core/widgets/widget-state.js';

/** Shown when a widget's code fails to load or the widget fails to render. */
export const WIDGET_RENDER_ERROR_DETAIL = 'We couldn’t show this part of your dashboard. Please try again.';

/** A widget's frame while its code loads, and when its code or render failed: its own data is not in question. */
const LOADING: Load<never> = { status: 'loading' };
const FAILED: Load<never> = { status: 'error' };

interface LoadedWidgetProps extends WidgetProps {
  entry: WidgetEntry;
}

/**
 * The widget once its code is in, its loading frame until then. Not a Suspense boundary: React holds back a
 * boundary's reveal until 300 ms after the last fallback it showed anywhere, which delayed every widget, the hero
 * included, by up to 300 ms after its code and data had arrived. A failed load throws to the widget's error boundary.
 */
function LoadedWidget({ entry, ...props }: LoadedWidgetProps) {
  const code = widgetCode(entry);
  const settled = settledWidgetCode(code);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (settled) return;
    let mounted = true;
    const show = () => {
      if (mounted) rerender();
    };
    // The registry's own handlers run first (attached when the load began), so the outcome is kept by then.
    code.then(show, show);
    return () => {
      mounted = false;
    };
  }, [code, settled]);
  if (!settled) return <LoadFrame title={entry.title} headingLevel={props.headingLevel} load={LOADING} />;
  if ('error' in settled) throw settled.error;
  // The component comes from the widget's chunk, loaded once per type, so it is the same component on every
  // render: createElement rather than JSX, which the static-components rule reads as new.
  return createElement(settled.component, props);
}

interface BoundaryProps {
  type: string;
  title: string;
  headingLevel: 2 | 3;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a widget's failure (its code not loading, or a render error) inside its own frame. */
class WidgetErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    const chunk = error instanceof Error && /dynamically imported module|chunk|module script/i.test(error.message);
    reportClientError(`widget ${this.props.type}`, chunk ? 'chunkLoadError' : 'renderError');
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <LoadFrame
        title={this.props.title}
        headingLevel={this.props.headingLevel}
        load={FAILED}
        errorDetail={WIDGET_RENDER_ERROR_DETAIL}
        onRetry={this.retry}
      />
    );
  }
}

export interface WidgetSlotProps {
  /** The widget type the server listed. */
  type: string;
  /** The widget's id in the server's list. */
  widgetId: string;
  /** Outline level of the widget's title. */
  headingLevel?: 2 | 3;
  /** The registry to look the type up in; the one the app hands down (WidgetRegistryContext) by default. */
  registry?: WidgetRegistry;
}

/**
 * One widget of a dashboard: its code loads on demand behind a loading frame, and it sits in its own error
 * boundary, so a widget that fails shows its error with a retry while the rest of the page carries on. A type
 * without a registry entry is skipped, and reported when it is not one of ours (spec 1 §8).
 */
export function WidgetSlot({ type, widgetId, headingLevel = 2, registry: given }: WidgetSlotProps) {
  const handedDown = useWidgetRegistry();
  const registry = given ?? handedDown;
  const entry = widgetEntry(registry, type);
  const [attempt, setAttempt] = useState(0);
  const cell = useRef<HTMLDivElement>(null);

  const reported = useRef(false);
  useEffect(() => {
    // A ref, not the effect alone: StrictMode runs mount effects twice and the type is reported once.
    if (entry || reported.current || !isUnknownWidgetType(type)) return;
    reported.current = true;
    reportClientError('unknownWidget', type);
  }, [entry, type]);

  if (!entry) return null;

  const retry = () => {
    forgetFailedLoad(entry);
    setAttempt((count) => count + 1);
    // The retry button goes away with the error: focus stays in the widget rather than falling to the page.
    cell.current?.focus();
  };

  return (
    // While the widget's frame is loading (its code, then its data), the cell holds the height the widget usually
    // has when loaded (its registry entry).
    <WidgetGridCell
      ref={cell}
      tabIndex={-1}
      isWide={entry.wide ?? false}
      loadedHeight={entry.loadedHeight || undefined}
      data-widget-type={type}
    >
      <WidgetErrorBoundary type={type} title={entry.title} headingLevel={headingLevel} onRetry={retry}>
        <LoadedWidget key={attempt} entry={entry} widgetId={widgetId} headingLevel={headingLevel} />
      </WidgetErrorBoundary>
    </WidgetGridCell>
  );
}
