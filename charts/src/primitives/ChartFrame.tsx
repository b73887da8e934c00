import { ErrorBox, Skeleton, styled, Text } from '@harakeke/design-system';
import { useId, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
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
  x: number;
  y: number;
}

export interface ChartFrameProps {
  /** Names the kind of chart for styles and tests: `data-chart`. */
  kind: string;
  /** The chart's accessible name. */
  title: string;
  /** The generated description (see `describeChart`). */
  description: string;
  /** What one point is, plural, for the keyboard hint: 'days', 'hours'. */
  pointsName: string;
  /** What PageUp and PageDown move by, for the keyboard hint: 'a week'. */
  pageName?: string;
  /** Ready unless the chart's data is loading, empty or failed. */
  status?: ChartStatus;
  /** Shown when there is nothing to draw. */
  emptyMessage?: string;
  /** The error's title; spec 2 §8's 'Something went wrong' unless the caller's spec says otherwise. */
  errorTitle?: string;
  /** The error's detail; spec 2 §8's generic detail by default. */
  errorDetail?: string;
  /** Offered with the error. */
  onRetry?: () => void;
  /** Height of the plot in px. */
  height: number;
  /** The container to measure (from useContainerWidth) and its width. */
  containerRef: (node: HTMLDivElement | null) => void;
  width: number;
  count: number;
  /** The point under a position within the plot (px from its top left): x for columns, y for rows. */
  indexAt: (x: number, y: number) => number;
  pageTarget?: (index: number, direction: 1 | -1) => number;
  anchorOf: (index: number) => TooltipAnchor;
  /** The tooltip's content for a point; the same text is announced when a key moves to it. */
  tooltip: (index: number) => ReactNode;
  /** The sentence announced for a point. */
  announce: (index: number) => string;
  legend?: ReactNode;
  table: DataTableProps;
  /** The picture: an aria-hidden SVG, drawn with the active point highlighted. */
  children: (active: number | null) => ReactNode;
}

const Root = styled('div', { position: 'relative', fontFamily: '$body', color: '$text', minWidth: 0 });

const Plot = styled('div', {
  position: 'relative',
  width: '100%',
  touchAction: 'pan-y',
  borderRadius: '$sm',
  '&:focus-visible': { outline: '$borderWidths$focus solid $focus', outlineOffset: '2px' },
  '& > svg': { display: 'block', overflow: 'visible' },
});

const Bubble = styled('div', {
  position: 'absolute',
  zIndex: 1,
  pointerEvents: 'none',
  minWidth: '10rem',
  maxWidth: 'min(18rem, 90%)',
  padding: '$2 $3',
  fontSize: '$sm',
  lineHeight: '$body',
  color: '$text',
  backgroundColor: '$surface',
  border: '$borderWidths$thin solid $border',
  borderRadius: '$sm',
  boxShadow: '$card',
  variants: {
    // Beside the point, never over it: right of it in the chart's left half, left of it in the right half.
    side: {
      right: { transform: 'translateX($space$3)' },
      left: { transform: 'translateX(calc(-100% - $space$3))' },
    },
  },
});

const Placeholder = styled('div', {
  display: 'grid',
  placeItems: 'center',
  padding: '$4',
  textAlign: 'center',
  border: '$borderWidths$thin dashed $border',
  borderRadius: '$md',
});

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
      <Root data-chart={props.kind} data-state="loading" ref={containerRef} aria-busy="true">
        <VisuallyHidden role="status">Loading {title}</VisuallyHidden>
        <Skeleton variant="block" height={height > 200 ? 'lg' : 'md'} />
      </Root>
    );
  }
  if (status === 'error') {
    return (
      <Root data-chart={props.kind} data-state="error" ref={containerRef}>
        <ErrorBox
          title={props.errorTitle ?? DATA_ERROR_TITLE}
          detail={props.errorDetail ?? DATA_ERROR_DETAIL}
          onRetry={props.onRetry}
        />
      </Root>
    );
  }
  if (status === 'empty' || props.count === 0) {
    return (
      <Root data-chart={props.kind} data-state="empty" ref={containerRef}>
        <Placeholder css={{ minHeight: height }}>
          <Text tone="muted">{props.emptyMessage ?? 'There is no data to show for this period yet.'}</Text>
        </Placeholder>
      </Root>
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
    <Root data-chart={kind} data-state="ready">
      <Plot
        ref={containerRef}
        role="application"
        aria-roledescription="chart"
        aria-label={title}
        aria-describedby={`${id}-description ${id}-keys`}
        tabIndex={0}
        data-active-index={active ?? undefined}
        css={{ height }}
        onKeyDown={navigation.onKeyDown}
        onFocus={navigation.onFocus}
        onBlur={navigation.onBlur}
        onPointerMove={navigation.onPointerMove}
        onPointerDown={navigation.onPointerDown}
        onPointerLeave={navigation.onPointerLeave}
      >
        {props.children(active)}
        {active !== null && anchor && (
          <Bubble aria-hidden="true" data-chart-tooltip="" side={side} style={{ left: anchor.x, top: anchor.y }}>
            {props.tooltip(active)}
          </Bubble>
        )}
      </Plot>
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
    </Root>
  );
}
