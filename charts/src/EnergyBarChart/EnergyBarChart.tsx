import { ChartGrowingBars, iconGlyph } from '@harakeke/design-system';
import { memo, useId, useMemo, type ReactNode } from 'react';
import { layoutEnergyBars, type EnergyBarsLayout } from '../layout/energy-bars.js';
import { monthGuideBands, placeGuideBands, type PlacedGuideBand } from '../layout/guide-bands.js';
import { pageNameOf, pageTarget } from '../layout/paging.js';
import { timeTicks } from '../layout/time-axis.js';
import { wholeValueAxis } from '../layout/value-axis.js';
import { dateAt, pointCalendar } from '../model/point-calendar.js';
import type { Granularity, SeriesKey, UnitMode, UsagePoint } from '../model/usage.js';
import { TimeAxisView, ValueAxisView, type Margins } from '../primitives/axes.js';
import { ChartFrame, type ChartKind, type ChartStateProps } from '../primitives/ChartFrame.js';
import { HatchPattern } from '../primitives/HatchPattern.js';
import { Legend, type LegendItem } from '../primitives/Legend.js';
import { chartLabel, fadedFill, fill, gasDots, iconInk, stroke } from '../primitives/paint.js';
import { TooltipContent } from '../primitives/TooltipContent.js';
import { tooltipSentence } from '../primitives/tooltip-text.js';
import { DEFAULT_CHART_WIDTH, useMeasuredWidth } from '../primitives/use-container-width.js';
import { energyBarText, type EnergyBarLegendEntry } from './text-model.js';

export interface EnergyBarChartProps extends ChartStateProps {
  /** The chart's accessible name. */
  title: string;
  /** What the chart shows, for the generated description: 'daily electricity and natural gas use'. */
  subject: string;
  /** Which chart this is: its `data-chart` (the bill period chart and the usage chart share this body). */
  kind: ChartKind;
  /** The intervals to draw, in time order. */
  points: readonly UsagePoint[];
  /** What one point is: an hour, a day (of a month or a bill window) or a month. */
  granularity: Granularity;
  /** kWh, or dollars (spec 1 §4 unit modes). */
  unit: UnitMode;
  /** Which fuels to stack, bottom first. */
  series: readonly SeriesKey[];
  /** The error's title (ChartFrame's default is spec 2 §8's). */
  errorTitle?: string;
  /** The daily average in the chart's unit, drawn as a dashed line. */
  average?: number;
  /** Monthly guide bands behind daily bars. */
  guideBands?: boolean;
  /** What the credit-applied marker is called in this brand (spec 1 §2). */
  creditLabel?: string;
  /** Plot height in px. */
  height?: number;
}

const margins: Margins = { top: 28, right: 8, bottom: 28, left: 56 };

/**
 * Stacked energy bars over time, the shared body of the bill period and usage charts: whole-value axis, Auckland
 * time axis, optional monthly guide bands and dashed average, hatched estimates, marked empty intervals and credit
 * days, and the accessible frame.
 */
export function EnergyBarChart(props: EnergyBarChartProps) {
  const {
    points,
    granularity,
    unit,
    series,
    height = 240,
    guideBands = false,
    creditLabel = 'PowerShout credit applied',
  } = props;
  // Null until the container is measured: the bars are laid out once, at the width they are drawn at.
  const [containerRef, width] = useMeasuredWidth();
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const plotWidth = width === null ? null : Math.max(width - margins.left - margins.right, 1);
  const plotHeight = Math.max(height - margins.top - margins.bottom, 1);

  // The points' Auckland calendar, once per change of data: the names, the time axis, guide bands and paging read it.
  const calendar = useMemo(() => pointCalendar(points), [points]);
  const text = useMemo(
    () =>
      energyBarText({
        title: props.title,
        subject: props.subject,
        points,
        granularity,
        unit,
        series,
        average: props.average,
        creditLabel,
        calendar,
      }),
    [props.title, props.subject, points, granularity, unit, series, props.average, creditLabel, calendar],
  );
  const { totals, types } = text;
  const axis = useMemo(() => {
    let max = Math.max(0, props.average ?? 0);
    for (const total of totals) if (total > max) max = total;
    return wholeValueAxis(max, unit);
  }, [totals, unit, props.average]);
  const layout = useMemo(
    () =>
      plotWidth === null
        ? null
        : layoutEnergyBars({
            points,
            series,
            unit,
            width: plotWidth,
            height: plotHeight,
            max: axis.max,
            totals,
            types,
          }),
    [points, series, unit, plotWidth, plotHeight, axis.max, totals, types],
  );
  const step = layout?.step;
  const ticks = useMemo(
    () => (step === undefined ? [] : timeTicks(calendar, granularity, step)),
    [calendar, granularity, step],
  );
  const slotStartOf = layout?.slotStart;
  const bands = useMemo(
    () =>
      slotStartOf && guideBands && granularity !== 'MONTHLY' && granularity !== 'HOURLY'
        ? placeGuideBands(
            monthGuideBands(Array.from({ length: calendar.count }, (_, index) => dateAt(calendar, index))),
            slotStartOf,
          )
        : [],
    [guideBands, granularity, calendar, slotStartOf],
  );

  const legendItems: LegendItem[] = text.legend.map((entry) => ({
    label: entry.label,
    swatch: <LegendSwatch entry={entry} patternPrefix={id} />,
  }));

  return (
    <ChartFrame
      kind={props.kind}
      title={props.title}
      description={text.description}
      pointsName={text.pointsName}
      pageName={pageNameOf[granularity]}
      status={props.status}
      emptyMessage={props.emptyMessage}
      errorTitle={props.errorTitle}
      errorDetail={props.errorDetail}
      onRetry={props.onRetry}
      height={height}
      containerRef={containerRef}
      width={width ?? DEFAULT_CHART_WIDTH}
      count={points.length}
      indexAt={(x) => layout?.indexAt(x - margins.left) ?? 0}
      pageTarget={(index, direction) => pageTarget(calendar, index, direction, granularity)}
      anchorOf={(index) => ({ x: margins.left + (layout?.centreOf(index) ?? 0), y: margins.top })}
      announce={(index) => tooltipSentence(text.tooltip(index))}
      tooltip={(index) => <TooltipContent {...text.tooltip(index)} />}
      legend={<Legend items={legendItems} />}
      table={text.table}
    >
      {(active) =>
        // Nothing in the plot until the container is measured: that render is never painted (use-container-width).
        width !== null &&
        plotWidth !== null &&
        layout && (
          <svg width={width} height={height} aria-hidden="true" focusable="false">
            <defs>
              {series.map((key) => (
                <HatchPattern key={key} id={`${id}-hatch-${key}`} className={stroke[key]()} />
              ))}
              <pattern id={`${id}-dots`} patternUnits="userSpaceOnUse" width={5} height={5}>
                <circle className={gasDots()} cx={2.5} cy={2.5} r={1} />
              </pattern>
            </defs>
            <g transform={`translate(${margins.left},${margins.top})`}>
              {bands.length > 0 && <GuideBands bands={bands} height={plotHeight} />}
              <ValueAxisView axis={axis} y={layout.y} width={plotWidth} />
              {active !== null && (
                <rect
                  className={fill.highlight()}
                  x={layout.centreOf(active) - Math.max(layout.step, 4) / 2}
                  width={Math.max(layout.step, 4)}
                  y={0}
                  height={plotHeight}
                />
              )}
              <BarLayer layout={layout} patternPrefix={id} />
              <EmptyMarks layout={layout} baseline={plotHeight} />
              {props.average !== undefined && (
                <line
                  data-average=""
                  className={stroke.average()}
                  x1={0}
                  x2={plotWidth}
                  y1={layout.y(props.average)}
                  y2={layout.y(props.average)}
                  strokeWidth={2}
                  strokeDasharray="6 4"
                />
              )}
              <RevisedMarks revised={text.revised} layout={layout} totals={totals} />
              <CreditMarks points={points} layout={layout} totals={totals} revised={text.revised} />
              <TimeAxisView ticks={ticks} xOf={layout.slotStart} top={plotHeight} width={plotWidth} />
            </g>
          </svg>
        )
      }
    </ChartFrame>
  );
}

// The bars do not change when only the active point moves: memoised, so a tooltip move redraws a rectangle, not
// thousands of bars.
const BarLayer = memo(function BarLayer({
  layout,
  patternPrefix,
}: {
  layout: EnergyBarsLayout;
  patternPrefix: string;
}) {
  return (
    <ChartGrowingBars data-bars="">
      {layout.paths.map(({ series, type, d }) => (
        <g key={`${series}-${type}`} data-series={series} data-reading={type}>
          <path className={type === 'estimated' ? fadedFill[series]() : fill[series]()} d={d} />
          {series === 'naturalGas' && <path fill={`url(#${patternPrefix}-dots)`} d={d} />}
          {type === 'estimated' && <path fill={`url(#${patternPrefix}-hatch-${series})`} d={d} />}
        </g>
      ))}
    </ChartGrowingBars>
  );
});

const EmptyMarks = memo(function EmptyMarks({ layout, baseline }: { layout: EnergyBarsLayout; baseline: number }) {
  if (layout.emptyIndices.length === 0 || layout.step < 4) return null;
  const d = layout.emptyIndices
    .map((index) => `M${layout.centreOf(index) - layout.barWidth / 2},${baseline - 2}h${layout.barWidth}`)
    .join('');
  return <path data-empty="" className={stroke.text()} d={d} strokeWidth={2} strokeDasharray="2 2" />;
});

const GuideBands = memo(function GuideBands({ bands, height }: { bands: readonly PlacedGuideBand[]; height: number }) {
  return (
    <g data-guide-bands="">
      {bands.map((band) => (
        <g key={band.month} data-month={band.month} data-label-visible={band.labelVisible}>
          {band.shaded && <rect className={fill.guideBand()} x={band.x} width={band.width} y={0} height={height} />}
          {band.labelVisible && (
            <text className={chartLabel()} x={band.labelX} y={-10}>
              {band.label}
            </text>
          )}
        </g>
      ))}
    </g>
  );
});

const CREDIT_ICON = 14;

/** The ring over a revised bar: its radius, and the room it takes above the bar (a credit mark goes over it). */
const REVISED_RING = 3;
const REVISED_ROOM = 2 * REVISED_RING + 4;

/** A small ring over each revised bar (first estimated, since read): a shape, not a colour, so it reads in any mode. */
const RevisedMarks = memo(function RevisedMarks({
  revised,
  layout,
  totals,
}: {
  revised: readonly boolean[];
  layout: EnergyBarsLayout;
  totals: readonly number[];
}) {
  if (layout.step < 4) return null;
  let d = '';
  revised.forEach((isRevised, index) => {
    if (!isRevised) return;
    const [x, y] = [layout.centreOf(index), layout.y(totals[index] ?? 0) - REVISED_RING - 3];
    d += `M${x - REVISED_RING},${y}a${REVISED_RING},${REVISED_RING} 0 1,0 ${2 * REVISED_RING},0a${REVISED_RING},${REVISED_RING} 0 1,0 ${-2 * REVISED_RING},0`;
  });
  return d ? <path data-revised="" className={stroke.text()} fill="none" strokeWidth={1.5} d={d} /> : null;
});

function CreditMarks({
  points,
  layout,
  totals,
  revised,
}: {
  points: readonly UsagePoint[];
  layout: EnergyBarsLayout;
  totals: readonly number[];
  revised: readonly boolean[];
}) {
  if (layout.step < 4) return null;
  const marks: ReactNode[] = [];
  points.forEach((point, index) => {
    if (!point.creditApplied) return;
    const size = Math.min(CREDIT_ICON, Math.max(layout.step, 8));
    marks.push(
      <svg
        key={index}
        data-credit-applied=""
        className={iconInk()}
        x={layout.centreOf(index) - size / 2}
        y={layout.y(totals[index] ?? 0) - size - 2 - (revised[index] ? REVISED_ROOM : 0)}
        width={size}
        height={size}
        viewBox="0 0 24 24"
      >
        {iconGlyph('credit-applied')}
      </svg>,
    );
  });
  return <g data-credits="">{marks}</g>;
}

/** How the chart draws a legend entry, in a 16×16 box. */
function LegendSwatch({ entry, patternPrefix }: { entry: EnergyBarLegendEntry; patternPrefix: string }) {
  switch (entry.kind) {
    case 'series':
      return <SeriesSwatch series={entry.series} patternId={`${patternPrefix}-dots`} />;
    case 'estimated':
      return <EstimatedSwatch series={entry.series} patternId={`${patternPrefix}-hatch-${entry.series}`} />;
    case 'average':
      return <line className={stroke.average()} x1={0} x2={16} y1={8} y2={8} strokeWidth={2} strokeDasharray="4 3" />;
    case 'credit':
      return (
        <svg className={iconInk()} viewBox="0 0 24 24" width={16} height={16}>
          {iconGlyph('credit-applied')}
        </svg>
      );
    case 'revised':
      return <circle className={stroke.text()} fill="none" strokeWidth={1.5} cx={8} cy={8} r={REVISED_RING + 1} />;
  }
}

function SeriesSwatch({ series, patternId }: { series: SeriesKey; patternId: string }) {
  return (
    <>
      <rect className={fill[series]()} x={1} y={1} width={14} height={14} />
      {series === 'naturalGas' && <rect fill={`url(#${patternId})`} x={1} y={1} width={14} height={14} />}
    </>
  );
}

function EstimatedSwatch({ series, patternId }: { series: SeriesKey; patternId: string }) {
  return (
    <>
      <rect className={fadedFill[series]()} x={1} y={1} width={14} height={14} />
      <rect fill={`url(#${patternId})`} x={1} y={1} width={14} height={14} />
    </>
  );
}
