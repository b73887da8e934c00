import {
  ChartPlaceholder,
  ChartPlot,
  ChartRoot,
  ChartTooltip,
  ErrorBox,
  Skeleton,
  Text,
  VisuallyHidden,
} from '@harakeke/design-system';
import { useId, type ReactNode } from 'react';
import { DATA_ERROR_DETAIL, DATA_ERROR_TITLE } from '../model/copy.js';
import { DataTable, type DataTableProps } from './DataTable.js';
import { useChartNavigation } from './use-chart-navigation.js';

/** What a chart shows: its data, or the state of loading it. */
export type ChartStatus = 'ready' | 'loading' | 'empty' | 'error';

/** The states every chart takes, so it keeps its place on the page while its data loads or fails. */
export interface ChartStateProps {
  /** Loading, empty or error instead of the chart; ready by default. */
  status?: ChartStatus;
  /** Shown when there is nothing to draw. */
  emptyMessage?: string;
  /** The error's detail; spec 2 §8's generic detail by default. */
  errorDetail?: string;
  /** Offered with the error as 'Try again'. */
  onRetry?: () => void;
}

/** Where a tooltip goes, px within the plot: beside `x` (the point's centre), its top at `y`. */
export interface TooltipAnchor {
  /** The point's centre (px from the plot's left); the tooltip goes beside it. */
  x: number;
  /** The tooltip's top (px from the plot's top). */
  y: number;
}

/**
 * The charts of this package, each its frame's `data-chart` value: what styles, tests and the visual suite find a
 * chart by. A new chart adds its kind here.
 */
export type ChartKind =
  | 'bill-period'
  | 'usage'
  | 'gas-usage'
  | 'monitoring'
  | 'usage-breakdown'
  | 'home-comparison'
  | 'generation-mix'
  | 'eco-forecast'
  | 'usage-impact';

export interface ChartFrameProps {
  /** Which chart this is: the root's `data-chart`, for styles and tests. */
  kind: ChartKind;
  /** The chart's accessible name. */
  title: string;
  /** The generated description (see `describeChart`), read after the name. */
  description: string;
  /** What one point is, plural, for the keyboard hint: 'days', 'hours'. */
  pointsName: string;
  /** What Page Up and Page Down move by, for the keyboard hint: 'a week' unless given. */
  pageName?: string;
  /** Ready unless the chart's data is loading, empty or failed. */
  status?: ChartStatus;
  /** Shown when there is nothing to draw; a generic 'no data for this period yet' unless given. */
  emptyMessage?: string;
  /** The error's title; spec 2 §8's 'Something went wrong' unless the caller's spec says otherwise. */
  errorTitle?: string;
  /** The error's detail; spec 2 §8's generic detail by default. */
  errorDetail?: string;
  /** Offered with the error as 'Try again'; without it the error has no retry button. */
  onRetry?: () => void;
  /** Height of the plot (px); loading and empty states keep it, so the page does not jump. */
  height: number;
  /** Ref callback of the box to measure (from `useContainerWidth`). */
  containerRef: (node: HTMLDivElement | null) => void;
  /** The measured width of that box (px), from `useContainerWidth`. */
  width: number;
  /** How many points the chart has; 0 shows the empty state. */
  count: number;
  /** The point under a position within the plot (px from its top left): x for columns, y for rows. */
  indexAt: (x: number, y: number) => number;
  /** Where Page Up (-1) and Page Down (1) go from a point; a week of days either way unless given. */
  pageTarget?: (index: number, direction: 1 | -1) => number;
  /** Where a point's tooltip goes (px within the plot). */
  anchorOf: (index: number) => TooltipAnchor;
  /** The tooltip's content for a point; the same text is announced when a key moves to it. */
  tooltip: (index: number) => ReactNode;
  /** The sentence announced in the polite live region when a key moves to a point. */
  announce: (index: number) => string;
  /** What each mark means, or a sentence that sums the chart up, under the plot. */
  legend?: ReactNode;
  /** Every point as a table behind 'Show the data as a table'. */
  table: DataTableProps;
  /** The picture: an aria-hidden SVG, drawn with the active point (null when none) highlighted. */
  children: (active: number | null) => ReactNode;
}

/**
 * The accessible shell every chart shares: one tab stop named by the title and described by the generated summary;
 * arrow keys, Home/End and PageUp/PageDown move between points; the tooltip follows the focus, the pointer or the
 * first tap, and what it says is announced; the data is offered as a table. Loading, empty and error states keep
 * the chart's place.
 */
export function ChartFrame(props: ChartFrameProps) {
  const { status = 'ready', title, height, containerRef } = props;
  if (status === 'loading') {
    return (
      <ChartRoot data-chart={props.kind} data-state="loading" ref={containerRef} aria-busy="true">
        <VisuallyHidden role="status">Loading {title}</VisuallyHidden>
        <Skeleton variant="block" height={height > 200 ? 'lg' : 'md'} />
      </ChartRoot>
    );
  }
  if (status === 'error') {
    return (
      <ChartRoot data-chart={props.kind} data-state="error" ref={containerRef}>
        <ErrorBox
          title={props.errorTitle ?? DATA_ERROR_TITLE}
          detail={props.errorDetail ?? DATA_ERROR_DETAIL}
          onRetry={props.onRetry}
        />
      </ChartRoot>
    );
  }
  if (status === 'empty' || props.count === 0) {
    return (
      <ChartRoot data-chart={props.kind} data-state="empty" ref={containerRef}>
        <ChartPlaceholder style={{ minHeight: height }}>
          <Text tone="muted">{props.emptyMessage ?? 'There is no data to show for this period yet.'}</Text>
        </ChartPlaceholder>
      </ChartRoot>
    );
  }
  return <ReadyChart {...props} />;
}

function ReadyChart(props: ChartFrameProps) {
  const { kind, title, description, pointsName, pageName = 'a week', height, containerRef, width, count } = props;
  const id = useId();
  const navigation = useChartNavigation({ count, pageTarget: props.pageTarget, indexAt: props.indexAt });
  const { active } = navigation;
  const anchor = active === null ? null : props.anchorOf(active);
  const side = anchor && anchor.x > width / 2 ? 'left' : 'right';

  return (
    <ChartRoot data-chart={kind} data-state="ready">
      <ChartPlot
        ref={containerRef}
        role="application"
        aria-roledescription="chart"
        aria-label={title}
        aria-describedby={`${id}-description ${id}-keys`}
        tabIndex={0}
        data-active-index={active ?? undefined}
        style={{ height }}
        onKeyDown={navigation.onKeyDown}
        onFocus={navigation.onFocus}
        onBlur={navigation.onBlur}
        onPointerMove={navigation.onPointerMove}
        onPointerDown={navigation.onPointerDown}
        onPointerLeave={navigation.onPointerLeave}
      >
        {props.children(active)}
        {active !== null && anchor && (
          <ChartTooltip aria-hidden="true" data-chart-tooltip="" side={side} style={{ left: anchor.x, top: anchor.y }}>
            {props.tooltip(active)}
          </ChartTooltip>
        )}
      </ChartPlot>
      <VisuallyHidden id={`${id}-description`}>{description}</VisuallyHidden>
      <VisuallyHidden id={`${id}-keys`}>
        Use the arrow keys to move between {pointsName}, Home and End for the first and last, and Page Up and Page Down
        to move by {pageName}.
      </VisuallyHidden>
      <VisuallyHidden role="status" data-chart-announcer="">
        {active !== null && navigation.source === 'keyboard' ? props.announce(active) : ''}
      </VisuallyHidden>
      {props.legend}
      <DataTable {...props.table} />
    </ChartRoot>
  );
}
