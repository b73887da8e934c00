import { chartPaint } from '@harakeke/design-system';
import { memo, useMemo } from 'react';
import { pageTarget } from '../layout/paging.js';
import { wholeValueAxis } from '../layout/value-axis.js';
import { pointTime } from '../model/usage.js';
import { TimeAxisView, ValueAxisView, type Margins } from '../primitives/axes.js';
import { ChartFrame, type ChartStateProps } from '../primitives/ChartFrame.js';
import { fill, stroke } from '../primitives/paint.js';
import { TooltipContent, tooltipSentence } from '../primitives/TooltipContent.js';
import { useContainerWidth } from '../primitives/use-container-width.js';
import {
  granularityOf,
  layoutMonitoring,
  monitoringTicks,
  type MonitoringLayout,
  type MonitoringPeriod,
  type MonitoringReading,
} from './layout.js';
import { monitoringText, monitoringTitle } from './text-model.js';

export interface MonitoringChartProps extends ChartStateProps {
  period: MonitoringPeriod;
  /** Evenly spaced readings in order: minutes for live (kW), half-hours or hours, days or months (kWh). */
  readings: readonly MonitoringReading[];
  /** The chart's accessible name; defaults to one per period. */
  title?: string;
  /** Plot height in px. */
  height?: number;
}

const margins: Margins = { top: 16, right: 12, bottom: 28, left: 56 };

/** The light area under the line; solid Canvas under forced colours, where the line alone carries the readings. */
const areaFill = () => chartPaint.faded('electricity', 0.18);

/**
 * spec 2 §2: electricity monitoring over live (minutes of demand in kW), the last 24 hours, a day, a week, a month or
 * a year (energy in kWh), as a line over a light area; missing readings break the line.
 */
export function MonitoringChart({
  period,
  readings,
  title = monitoringTitle[period],
  height = 240,
  ...rest
}: MonitoringChartProps) {
  const [containerRef, width] = useContainerWidth();
  const plotWidth = Math.max(width - margins.left - margins.right, 1);
  const plotHeight = Math.max(height - margins.top - margins.bottom, 1);
  const live = period === 'live';
  const granularity = granularityOf(period, readings.length);

  const times = useMemo(() => readings.map((reading) => pointTime({ start: reading.time })), [readings]);
  const text = useMemo(() => monitoringText({ period, readings, title, times }), [period, readings, title, times]);
  const axis = useMemo(
    () => wholeValueAxis(Math.max(0, ...readings.map((reading) => reading.value ?? 0)), live ? 'kw' : 'kwh'),
    [readings, live],
  );
  const layout = useMemo(
    () => layoutMonitoring(readings, plotWidth, plotHeight, axis.max),
    [readings, plotWidth, plotHeight, axis.max],
  );
  const ticks = useMemo(() => monitoringTicks(times, period, layout.step), [times, period, layout.step]);

  const page = (index: number, direction: 1 | -1) => {
    if (granularity === 'MINUTE') return index + direction * 10;
    if (granularity === 'HOURLY' && period !== 'week') return index + direction * 3;
    if (granularity === 'MONTHLY') return index + direction;
    return pageTarget(times, index, direction, period === 'year' ? 'DAILY' : granularity);
  };

  return (
    <ChartFrame
      {...rest}
      kind="monitoring"
      title={title}
      description={text.description}
      pointsName={text.pointsName}
      pageName={text.pageName}
      status={rest.status}
      emptyMessage={rest.emptyMessage ?? text.emptyMessage}
      height={height}
      containerRef={containerRef}
      width={width}
      count={readings.length}
      indexAt={(x) => layout.indexAt(x - margins.left)}
      pageTarget={page}
      anchorOf={(index) => ({ x: margins.left + layout.xOf(index), y: margins.top })}
      tooltip={(index) => <TooltipContent {...text.tooltip(index)} />}
      announce={(index) => tooltipSentence(text.tooltip(index))}
      table={text.table}
    >
      {(active) => (
        <svg width={width} height={height} aria-hidden="true" focusable="false">
          <g transform={`translate(${margins.left},${margins.top})`}>
            <ValueAxisView axis={axis} y={layout.y} width={plotWidth} />
            <Trace layout={layout} />
            {active !== null && (
              <ActivePoint layout={layout} index={active} value={readings[active]?.value ?? null} height={plotHeight} />
            )}
            <TimeAxisView ticks={ticks} xOf={layout.slotStart} top={plotHeight} width={plotWidth} />
          </g>
        </svg>
      )}
    </ChartFrame>
  );
}

const Trace = memo(function Trace({ layout }: { layout: MonitoringLayout }) {
  return (
    <g data-trace="">
      <path className={areaFill()} d={layout.area} />
      <path className={stroke.electricity()} d={layout.line} fill="none" strokeWidth={2} strokeLinejoin="round" />
    </g>
  );
});

function ActivePoint({
  layout,
  index,
  value,
  height,
}: {
  layout: MonitoringLayout;
  index: number;
  value: number | null;
  height: number;
}) {
  const x = layout.xOf(index);
  return (
    <g data-active-point="">
      <line className={stroke.grid()} x1={x} x2={x} y1={0} y2={height} />
      {value !== null && <circle className={fill.electricity()} cx={x} cy={layout.y(value)} r={5} />}
    </g>
  );
}
