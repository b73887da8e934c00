import { ChartGrowingBars, ChartTooltipLine, ChartTooltipTitle, ChartTotal } from '@harakeke/design-system';
import { memo, useMemo } from 'react';
import type { UnitMode } from '../model/usage.js';
import type { Margins } from '../primitives/axes.js';
import { ChartFrame, type ChartStateProps } from '../primitives/ChartFrame.js';
import { axisLabel, chartLabel, fill } from '../primitives/paint.js';
import { useContainerWidth } from '../primitives/use-container-width.js';
import { formatInsightTotal, formatInsightValue } from '../model/insights.js';
import {
  BREAKDOWN_BAR_HEIGHT,
  BREAKDOWN_BAR_TOP,
  BREAKDOWN_LABEL_BASELINE,
  BREAKDOWN_ROW_HEIGHT,
  layoutBreakdownBars,
  type BreakdownBarsLayout,
} from './layout.js';
import { otherUseFill, usageFill } from './paint.js';
import {
  describeBreakdown,
  shareLabel,
  usageBreakdown,
  type BreakdownRow,
  type InsightsReading,
} from './usage-breakdown.js';

export interface UsageBreakdownProps extends ChartStateProps {
  /** The insights readings, one per use (spec 2 §3: Use, EnergyInKWh, EnergyInDollars). */
  readings: readonly InsightsReading[];
  /** kWh, or dollars (spec 1 §4 unit modes). */
  unit: UnitMode;
  /** The chart's accessible name. */
  title?: string;
}

const margins: Margins = { top: 4, right: 0, bottom: 4, left: 0 };

/** Plot height while loading or empty: about five lines, so the widget keeps its place. */
const PLACEHOLDER_HEIGHT = 5 * BREAKDOWN_ROW_HEIGHT;

/**
 * spec 1 §9 and spec 2 §3: the home's use by category, each category a labelled bar in its colour with its amount
 * (whole kWh or dollars, spec 2 §5) and its share of the total, and the total under them. The keyboard moves
 * between categories.
 */
export function UsageBreakdown({ readings, unit, title = 'Usage breakdown', ...rest }: UsageBreakdownProps) {
  const [containerRef, width] = useContainerWidth();
  const breakdown = useMemo(() => usageBreakdown(readings, unit), [readings, unit]);
  const { rows, total } = breakdown;
  const plotWidth = Math.max(width - margins.left - margins.right, 1);
  const layout = useMemo(
    () => layoutBreakdownBars({ values: rows.map((row) => row.value), width: plotWidth }),
    [rows, plotWidth],
  );
  const height = rows.length > 0 ? layout.height + margins.top + margins.bottom : PLACEHOLDER_HEIGHT;

  const format = (value: number) => formatInsightValue(value, unit);
  const formatTotal = (value: number) => formatInsightTotal(value, unit);
  const subject = unit === 'kwh' ? 'energy use by category' : 'energy cost by category';
  const description = useMemo(
    () =>
      describeBreakdown(
        breakdown,
        subject,
        (value) => formatInsightValue(value, unit),
        (value) => formatInsightTotal(value, unit),
      ),
    [breakdown, subject, unit],
  );
  const amountOf = (row: BreakdownRow) => `${format(row.value)}, ${shareLabel(row.share, row.value)} of the total`;

  return (
    <ChartFrame
      kind="usage-breakdown"
      title={title}
      description={description}
      pointsName="categories"
      pageName="three categories"
      status={rest.status}
      emptyMessage={rest.emptyMessage ?? 'There is no usage breakdown for this period yet.'}
      errorDetail={rest.errorDetail}
      onRetry={rest.onRetry}
      height={height}
      containerRef={containerRef}
      width={width}
      count={rows.length}
      indexAt={(_x, y) => layout.indexAt(y - margins.top)}
      pageTarget={(index, direction) => index + direction * 3}
      anchorOf={(index) => {
        const row = rows[index];
        return {
          x: margins.left + Math.min(layout.barLength(row?.value ?? 0), plotWidth),
          y: margins.top + layout.rowTop(index) + BREAKDOWN_ROW_HEIGHT,
        };
      }}
      announce={(index) => {
        const row = rows[index];
        return row ? `${row.label}: ${amountOf(row)}.` : '';
      }}
      tooltip={(index) => {
        const row = rows[index];
        if (!row) return null;
        return (
          <>
            <ChartTooltipTitle>{row.label}</ChartTooltipTitle>
            <ChartTooltipLine>{amountOf(row)}</ChartTooltipLine>
          </>
        );
      }}
      legend={
        <ChartTotal data-total="">
          <span>Total</span>
          <span>{formatTotal(total)}</span>
        </ChartTotal>
      }
      table={{
        caption: title,
        columns: [
          { header: 'Category' },
          { header: unit === 'kwh' ? 'Use' : 'Cost', numeric: true },
          { header: 'Share', numeric: true },
        ],
        rows: [
          ...rows.map((row) => [row.label, format(row.value), shareLabel(row.share, row.value)]),
          ['Total', formatTotal(total), '100%'],
        ],
      }}
    >
      {(active) => (
        <svg width={width} height={height} aria-hidden="true" focusable="false">
          <g transform={`translate(${margins.left},${margins.top})`}>
            {active !== null && (
              <rect
                className={fill.highlight()}
                x={-4}
                width={plotWidth + 8}
                y={layout.rowTop(active)}
                height={BREAKDOWN_ROW_HEIGHT - 4}
                rx={4}
              />
            )}
            <BarLines rows={rows} layout={layout} width={plotWidth} unit={unit} />
          </g>
        </svg>
      )}
    </ChartFrame>
  );
}

// The bars and labels do not change when only the active line moves: memoised, so a key press redraws one rectangle.
const BarLines = memo(function BarLines({
  rows,
  layout,
  width,
  unit,
}: {
  rows: readonly BreakdownRow[];
  layout: BreakdownBarsLayout;
  width: number;
  unit: UnitMode;
}) {
  return (
    <g data-bars="">
      {rows.map((row, index) => {
        const top = layout.rowTop(index);
        return (
          <g key={row.key} data-category={row.category ?? 'other'} data-value={row.value}>
            <text className={chartLabel()} x={0} y={top + BREAKDOWN_LABEL_BASELINE}>
              {row.label}
            </text>
            <text className={axisLabel()} x={width} y={top + BREAKDOWN_LABEL_BASELINE} textAnchor="end">
              {formatInsightValue(row.value, unit)} · {shareLabel(row.share, row.value)}
            </text>
            <ChartGrowingBars direction="right">
              <rect
                className={row.category ? usageFill(row.category) : otherUseFill()}
                x={0}
                y={top + BREAKDOWN_BAR_TOP}
                width={layout.barLength(row.value)}
                height={BREAKDOWN_BAR_HEIGHT}
                rx={2}
              />
            </ChartGrowingBars>
          </g>
        );
      })}
    </g>
  );
});
