import { chartPaint, formatAucklandTime, formatDate, formatKwh } from '@harakeke/design-system';
import { memo, useMemo } from 'react';
import { countNote, describeChart } from '../a11y/describe.js';
import { pageTarget } from '../layout/paging.js';
import { wholeValueAxis } from '../layout/value-axis.js';
import { pointName } from '../model/point-names.js';
import { pointTime } from '../model/usage.js';
import { TimeAxisView, ValueAxisView, type Margins } from '../primitives/axes.js';
import { ChartFrame, type ChartStateProps } from '../primitives/ChartFrame.js';
import { fill, stroke } from '../primitives/paint.js';
import { TooltipContent, tooltipSentence, type TooltipContentProps } from '../primitives/TooltipContent.js';
import { useContainerWidth } from '../primitives/use-container-width.js';
import {
  granularityOf,
  layoutMonitoring,
  monitoringTicks,
  type MonitoringLayout,
  type MonitoringPeriod,
  type MonitoringReading,
} from './layout.js';

export interface MonitoringChartProps extends ChartStateProps {
  period: MonitoringPeriod;
  /** Evenly spaced readings in order: minutes for live (kW), half-hours or hours, days or months (kWh). */
  readings: readonly MonitoringReading[];
  /** The chart's accessible name; defaults to one per period. */
  title?: string;
  /** Plot height in px. */
  height?: number;
}

const titleOf: Record<MonitoringPeriod, string> = {
  live: 'Live electricity demand',
  last24Hours: 'Electricity use in the last 24 hours',
  day: 'Electricity use over the day',
  week: 'Electricity use over the week',
  month: 'Electricity use over the month',
  year: 'Electricity use over the year',
};

const pageNameOf: Record<MonitoringPeriod, string> = {
  live: 'ten minutes',
  last24Hours: 'three hours',
  day: 'three hours',
  week: 'a day',
  month: 'a week',
  year: 'a month',
};

const margins: Margins = { top: 16, right: 12, bottom: 28, left: 56 };

/** The light area under the line; solid Canvas under forced colours, where the line alone carries the readings. */
const areaFill = () => chartPaint.faded('electricity', 0.18);

const formatKw = (value: number) => `${formatKwh(value).replace(' kWh', '')} kW`;

/**
 * spec 2 §2: electricity monitoring over live (minutes of demand in kW), the last 24 hours, a day, a week, a month or
 * a year (energy in kWh), as a line over a light area; missing readings break the line.
 */
export function MonitoringChart({
  period,
  readings,
  title = titleOf[period],
  height = 240,
  ...rest
}: MonitoringChartProps) {
  const [containerRef, width] = useContainerWidth();
  const plotWidth = Math.max(width - margins.left - margins.right, 1);
  const plotHeight = Math.max(height - margins.top - margins.bottom, 1);
  const live = period === 'live';
  const format = live ? formatKw : formatKwh;
  const granularity = granularityOf(period, readings.length);

  const instants = useMemo(
    () => readings.map((reading) => (reading.time.length === 10 ? Number.NaN : Date.parse(reading.time))),
    [readings],
  );
  const times = useMemo(() => readings.map((reading) => pointTime({ start: reading.time })), [readings]);
  const names = useMemo(
    () =>
      times.map((time, index) =>
        granularity === 'MINUTE' || granularity === 'HOURLY'
          ? `${formatDate(time.date, 'dddd DD MMM YYYY')}, ${formatAucklandTime(instants[index] ?? 0, 'h:mma z')}`
          : pointName(time, granularity),
      ),
    [times, instants, granularity],
  );
  const values = readings.map((reading) => reading.value);
  const axis = useMemo(
    () => wholeValueAxis(Math.max(0, ...readings.map((reading) => reading.value ?? 0)), live ? 'kw' : 'kwh'),
    [readings, live],
  );
  const layout = useMemo(
    () => layoutMonitoring(readings, plotWidth, plotHeight, axis.max),
    [readings, plotWidth, plotHeight, axis.max],
  );
  const ticks = useMemo(() => monitoringTicks(times, period, layout.step), [times, period, layout.step]);
  const missing = values.filter((value) => value === null).length;

  const description = describeChart({
    kind: 'Line chart',
    subject: live ? 'live electricity demand by minute' : titleOf[period].toLowerCase(),
    labels: names,
    values,
    format,
    total: !live,
    trendSubject: live ? 'Demand' : 'Use',
    notes: countNote(missing, 'reading', 'readings', 'missing'),
  });

  const tooltipOf = (index: number): TooltipContentProps => {
    const value = values[index];
    return {
      title: names[index] ?? '',
      rows: [
        {
          label: live ? 'Demand' : 'Electricity',
          value: value === null || value === undefined ? 'No data' : format(value),
        },
      ],
    };
  };

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
      description={description}
      pointsName={
        live ? 'minutes' : granularity === 'HOURLY' ? 'readings' : granularity === 'DAILY' ? 'days' : 'months'
      }
      pageName={pageNameOf[period]}
      status={rest.status}
      emptyMessage={rest.emptyMessage ?? 'Your meter has not sent readings for this period yet.'}
      height={height}
      containerRef={containerRef}
      width={width}
      count={readings.length}
      indexAt={(x) => layout.indexAt(x - margins.left)}
      pageTarget={page}
      anchorOf={(index) => ({ x: margins.left + layout.xOf(index), y: margins.top })}
      tooltip={(index) => <TooltipContent {...tooltipOf(index)} />}
      announce={(index) => tooltipSentence(tooltipOf(index))}
      table={{
        caption: title,
        columns: [{ header: live ? 'Time' : 'Period' }, { header: live ? 'Demand (kW)' : 'Use (kWh)', numeric: true }],
        rows: readings.map((reading, index) => [
          names[index] ?? '',
          reading.value === null ? 'No data' : format(reading.value),
        ]),
      }}
    >
      {(active) => (
        <svg width={width} height={height} aria-hidden="true" focusable="false">
          <g transform={`translate(${margins.left},${margins.top})`}>
            <ValueAxisView axis={axis} y={layout.y} width={plotWidth} />
            <Trace layout={layout} />
            {active !== null && (
              <ActivePoint layout={layout} index={active} value={values[active] ?? null} height={plotHeight} />
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
