import { ChartGrowingBars } from '@harakeke/design-system';
import { memo, useMemo } from 'react';
import { pageTarget } from '../../layout/paging.js';
import { timeTicks } from '../../layout/time-axis.js';
import { wholeValueAxis } from '../../layout/value-axis.js';
import { pointTime } from '../../model/usage.js';
import { TimeAxisView, ValueAxisView, type Margins } from '../../primitives/axes.js';
import { ChartFrame, type ChartStateProps } from '../../primitives/ChartFrame.js';
import { Legend, type LegendItem } from '../../primitives/Legend.js';
import { axisLabel, fill, stroke } from '../../primitives/paint.js';
import { TooltipContent } from '../../primitives/TooltipContent.js';
import { useContainerWidth } from '../../primitives/use-container-width.js';
import type { CarbonLevel } from '../carbon-level.js';
import { carbonFill, carbonStroke } from '../paint.js';
import {
  impactSeries,
  layoutImpactBars,
  STRIP_HEIGHT,
  STRIP_LEVEL_HEIGHT,
  type ImpactBarsLayout,
  type UsageImpactPeriod,
  type UsageImpactPoint,
} from './layout.js';
import { usageImpactText, usageImpactTitle } from './text-model.js';

export interface UsageImpactChartProps extends ChartStateProps {
  /** A day's hours (daily) or a month's days (monthly), in order, each with its use and carbon level. */
  points: readonly UsageImpactPoint[];
  /** spec 2 §2 'your impact': by day (hourly bars) or by month (daily bars). */
  period: UsageImpactPeriod;
  /** The chart's accessible name. */
  title?: string;
  /** Plot height in px. */
  height?: number;
}

/** The carbon strip and the time axis sit under the bars: the strip's baseline is this far below them. */
const STRIP_GAP = 12;
const margins: Margins = { top: 16, right: 8, bottom: STRIP_GAP + STRIP_HEIGHT + 28, left: 56 };

/**
 * spec 2 §2 and §3 'Usage impact': the customer's electricity use against how clean the grid was at the time: a
 * day's hours or a month's days as bars, each filled in the colour of that hour's (day's) carbon intensity, and under
 * them the carbon strip, where the same level is drawn as a mark one to five steps tall, so the level reads without
 * colour. The tooltip and table say it in words, in the past tense (spec 2 §4 'was').
 */
export function UsageImpactChart({
  points,
  period,
  title = usageImpactTitle[period],
  height = 260,
  ...rest
}: UsageImpactChartProps) {
  const [containerRef, width] = useContainerWidth();
  const plotWidth = Math.max(width - margins.left - margins.right, 1);
  const plotHeight = Math.max(height - margins.top - margins.bottom, 1);
  const stripBaseline = plotHeight + STRIP_GAP + STRIP_HEIGHT;
  const granularity = period === 'daily' ? 'HOURLY' : 'DAILY';

  const times = useMemo(() => points.map((point) => pointTime({ start: point.start })), [points]);
  const series = useMemo(() => impactSeries(points), [points]);
  const { kWh, levels } = series;
  const text = useMemo(
    () => usageImpactText({ points, period, title, series, times }),
    [points, period, title, series, times],
  );
  const axis = useMemo(() => wholeValueAxis(Math.max(0, ...kWh.map((value) => value ?? 0)), 'kwh'), [kWh]);
  const layout = useMemo(
    () => layoutImpactBars({ kWh, levels, width: plotWidth, height: plotHeight, max: axis.max, stripBaseline }),
    [kWh, levels, plotWidth, plotHeight, axis.max, stripBaseline],
  );
  const ticks = useMemo(() => timeTicks(times, granularity, layout.step), [times, granularity, layout.step]);
  const legendItems: LegendItem[] = text.legend.map(({ level, label }) => ({
    label,
    swatch: <LevelSwatch level={level} />,
  }));

  return (
    <ChartFrame
      kind="usage-impact"
      title={title}
      description={text.description}
      pointsName={text.pointsName}
      pageName={text.pageName}
      status={rest.status}
      emptyMessage={rest.emptyMessage ?? text.emptyMessage}
      errorDetail={rest.errorDetail}
      onRetry={rest.onRetry}
      height={height}
      containerRef={containerRef}
      width={width}
      count={points.length}
      indexAt={(x) => layout.indexAt(x - margins.left)}
      pageTarget={(index, direction) =>
        period === 'daily' ? index + direction * 6 : pageTarget(times, index, direction, 'DAILY')
      }
      anchorOf={(index) => ({ x: margins.left + layout.centreOf(index), y: margins.top })}
      announce={text.announce}
      tooltip={(index) => <TooltipContent {...text.tooltip(index)} />}
      legend={<Legend items={legendItems} />}
      table={text.table}
    >
      {(active) => (
        <svg width={width} height={height} aria-hidden="true" focusable="false">
          <g transform={`translate(${margins.left},${margins.top})`}>
            <ValueAxisView axis={axis} y={layout.y} width={plotWidth} />
            {active !== null && (
              <rect
                className={fill.highlight()}
                x={layout.centreOf(active) - Math.max(layout.step, 4) / 2}
                width={Math.max(layout.step, 4)}
                y={0}
                height={stripBaseline}
              />
            )}
            <line className={stroke.grid()} x1={0} x2={plotWidth} y1={stripBaseline} y2={stripBaseline} />
            <ImpactLayer layout={layout} baseline={plotHeight} stripBaseline={stripBaseline} />
            <text className={axisLabel()} x={-6} y={stripBaseline - STRIP_HEIGHT / 2} dy="0.32em" textAnchor="end">
              Carbon
            </text>
            <TimeAxisView ticks={ticks} xOf={layout.slotStart} top={stripBaseline + 2} width={plotWidth} />
          </g>
        </svg>
      )}
    </ChartFrame>
  );
}

// The bars and strip do not change when only the active point moves.
const ImpactLayer = memo(function ImpactLayer({
  layout,
  baseline,
  stripBaseline,
}: {
  layout: ImpactBarsLayout;
  baseline: number;
  stripBaseline: number;
}) {
  const dash = (indices: readonly number[], y: number) =>
    indices.map((index) => `M${layout.centreOf(index) - layout.barWidth / 2},${y}h${layout.barWidth}`).join('');
  return (
    <g>
      <ChartGrowingBars data-bars="">
        {layout.bars.map(({ level, d }) => (
          <path key={level} data-level={level} className={carbonFill(level)} d={d} />
        ))}
      </ChartGrowingBars>
      <g data-carbon-strip="">
        {layout.strip.map(({ level, d }) => (
          <path key={level} data-level={level} className={carbonFill(level)} d={d} />
        ))}
        {layout.noLevelIndices.length > 0 && (
          <path
            data-level={0}
            className={carbonStroke(0)}
            d={dash(layout.noLevelIndices, stripBaseline - 1)}
            strokeWidth={2}
            strokeDasharray="2 2"
          />
        )}
      </g>
      {layout.emptyIndices.length > 0 && layout.step >= 4 && (
        <path
          data-empty=""
          className={stroke.text()}
          d={dash(layout.emptyIndices, baseline - 2)}
          strokeWidth={2}
          strokeDasharray="2 2"
        />
      )}
    </g>
  );
});

/** A level's legend swatch: its colour, as tall as its step in the carbon strip; no data is a dashed line. */
function LevelSwatch({ level }: { level: CarbonLevel }) {
  if (level === 0)
    return <line className={carbonStroke(0)} x1={1} x2={15} y1={14} y2={14} strokeWidth={2} strokeDasharray="2 2" />;
  const height = (level * STRIP_LEVEL_HEIGHT * 14) / STRIP_HEIGHT;
  return <rect className={carbonFill(level)} x={3} y={15 - height} width={10} height={height} />;
}
