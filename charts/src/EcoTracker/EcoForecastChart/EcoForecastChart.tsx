import { ChartNote, formatDate } from '@harakeke/design-system';
import { memo, useMemo } from 'react';
import { pageTarget } from '../../layout/paging.js';
import { ChartFrame, type ChartStateProps } from '../../primitives/ChartFrame.js';
import { Legend, type LegendItem } from '../../primitives/Legend.js';
import { axisLabel, chartLabel, fill, stroke } from '../../primitives/paint.js';
import { TooltipContent } from '../../primitives/TooltipContent.js';
import { tensePhrase } from '../carbon-level.js';
import { ecoFriendlyFill, notEcoFriendlyCell } from '../paint.js';
import { useContainerWidth } from '../../primitives/use-container-width.js';
import {
  clockChangeNote,
  describeForecast,
  ecoStateText,
  FORECAST_MARGINS,
  forecastCells,
  hasPassed,
  layoutForecastGrid,
  type EcoForecastDay,
  type ForecastCell,
  type ForecastDaySummary,
  type ForecastGridLayout,
} from './layout.js';

export interface EcoForecastChartProps extends ChartStateProps {
  /** The days of the nextSevenDay call, each with its date and HourlyBreakdown (spec 2 §3 Forecast). */
  days: readonly EcoForecastDay[];
  /** The current instant (epoch ms): hours before it have passed and are said with 'was' (spec 2 §4); none if unset. */
  now?: number;
  /** The chart's accessible name. */
  title?: string;
}

/** Clock hours labelled on the left: every third hour has room at 12 px a row. */
const LABELLED_HOURS = [0, 3, 6, 9, 12, 15, 18, 21];

function hourText(hour: number): string {
  return `${hour % 12 === 0 ? 12 : hour % 12}${hour < 12 ? 'am' : 'pm'}`;
}

/**
 * spec 2 §2 and §3 'Forecast': the eco-friendly hours of the next seven days as a calendar grid, days across and
 * Auckland clock hours down. An eco-friendly hour is a solid cell, any other a hollow one, so fill, not colour,
 * tells them apart; each day's count of eco-friendly hours sits under its column. The arrow keys move hour by hour
 * and Page Up and Page Down to the same hour on the day before or after. Days with 23 or 25 hours keep every real
 * hour: the repeated 2am shares its row in two halves, the missing one leaves a gap.
 */
export function EcoForecastChart({ days, now, title = 'Eco-friendly hours forecast', ...rest }: EcoForecastChartProps) {
  const [containerRef, width] = useContainerWidth();
  const { cells, days: summaries } = useMemo(() => forecastCells(days), [days]);
  const layout = useMemo(
    () => layoutForecastGrid({ cells, dayCount: summaries.length, width }),
    [cells, summaries.length, width],
  );
  const times = useMemo(() => cells.map((cell) => cell.time), [cells]);
  const description = useMemo(() => describeForecast(summaries), [summaries]);
  const isPast = (cell: ForecastCell) => hasPassed(cell, now);
  const nowAt = now === undefined ? null : layout.positionOf(now);

  const tooltipOf = (index: number) => {
    const cell = cells[index] as ForecastCell;
    const day = summaries[cell.day] as ForecastDaySummary;
    return {
      title: cell.name,
      rows: [
        { label: 'This hour', value: ecoStateText(cell.ecoFriendly) },
        { label: 'Eco-friendly that day', value: `${day.ecoFriendlyHours} of ${day.hours} hours` },
      ],
      notes: isPast(cell) ? ['This hour has passed'] : [],
    };
  };

  const announce = (index: number) => {
    const cell = cells[index] as ForecastCell;
    const day = summaries[cell.day] as ForecastDaySummary;
    const state =
      cell.ecoFriendly === null
        ? 'no forecast'
        : tensePhrase(isPast(cell) ? 'past' : 'forecast', cell.ecoFriendly ? 'eco-friendly' : 'not eco-friendly');
    return `${cell.name}: ${state}. ${day.ecoFriendlyHours} of ${day.hours} hours eco-friendly that day.`;
  };

  const has = (value: boolean | null) => cells.some((cell) => cell.ecoFriendly === value);
  const legendItems: LegendItem[] = [
    { label: 'Eco-friendly hour', swatch: <rect className={ecoFriendlyFill()} x={1} y={4} width={14} height={8} /> },
    {
      label: 'Not eco-friendly',
      swatch: <rect className={notEcoFriendlyCell()} x={1.5} y={4.5} width={13} height={7} />,
    },
    ...(has(null)
      ? [{ label: 'No forecast', swatch: <NoForecastMark box={{ x: 1, y: 4, width: 14, height: 8 }} /> }]
      : []),
    ...(nowAt
      ? [
          {
            label: 'Now: hours above it have passed',
            swatch: <line className={stroke.text()} x1={0} x2={16} y1={8} y2={8} strokeWidth={2} />,
          },
        ]
      : []),
  ];

  const clockChanges = summaries.map(clockChangeNote).filter((note): note is string => note !== null);

  return (
    <div data-eco-forecast="">
      <ChartFrame
        kind="eco-forecast"
        title={title}
        description={description}
        pointsName="hours"
        pageName="a day"
        status={rest.status ?? (cells.length === 0 ? 'empty' : 'ready')}
        emptyMessage={rest.emptyMessage ?? 'There is no forecast to show yet.'}
        errorDetail={rest.errorDetail}
        onRetry={rest.onRetry}
        height={layout.height}
        containerRef={containerRef}
        width={width}
        count={cells.length}
        indexAt={(x, y) => layout.indexAt(x, y)}
        pageTarget={(index, direction) => pageTarget(times, index, direction, 'HOURLY')}
        anchorOf={(index) => {
          const box = layout.boxOf(index);
          return { x: box.x + box.width / 2, y: box.y + box.height + 4 };
        }}
        announce={announce}
        tooltip={(index) => <TooltipContent {...tooltipOf(index)} />}
        legend={
          <>
            <Legend items={legendItems} />
            {clockChanges.map((note) => (
              <ChartNote key={note}>{note}</ChartNote>
            ))}
          </>
        }
        table={{
          caption: title,
          columns: [{ header: 'Hour' }, { header: 'Forecast' }],
          rows: cells.map((cell) => [
            cell.name,
            isPast(cell) ? `${ecoStateText(cell.ecoFriendly)} (passed)` : ecoStateText(cell.ecoFriendly),
          ]),
        }}
      >
        {(active) => (
          <svg width={width} height={layout.height} aria-hidden="true" focusable="false">
            <GridFrame summaries={summaries} layout={layout} />
            <Cells cells={cells} layout={layout} now={now} />
            {nowAt && (
              <line
                data-now=""
                className={stroke.text()}
                x1={layout.columnX(nowAt.day)}
                x2={layout.columnEnd(nowAt.day)}
                y1={nowAt.y}
                y2={nowAt.y}
                strokeWidth={2}
              />
            )}
            {active !== null && <ActiveCell box={layout.boxOf(active)} />}
          </svg>
        )}
      </ChartFrame>
    </div>
  );
}

// Day names, clock hours and counts: redrawn only when the days or the width change.
const GridFrame = memo(function GridFrame({
  summaries,
  layout,
}: {
  summaries: readonly ForecastDaySummary[];
  layout: ForecastGridLayout;
}) {
  const { top, left } = FORECAST_MARGINS;
  const { gridBottom, gridRight } = layout;
  return (
    <g data-grid-frame="">
      {LABELLED_HOURS.map((hour) => (
        <g key={hour}>
          <line className={stroke.grid()} x1={left} x2={gridRight} y1={layout.rowY(hour)} y2={layout.rowY(hour)} />
          <text className={axisLabel()} x={left - 6} y={layout.rowCentre(hour)} dy="0.35em" textAnchor="end">
            {hourText(hour)}
          </text>
        </g>
      ))}
      <line className={stroke.axis()} x1={left} x2={gridRight} y1={gridBottom} y2={gridBottom} />
      {summaries.map((day, index) => {
        const [weekday, dayOfMonth] = formatDate(day.date, 'ddd D').split(' ');
        const centre = layout.columnCentre(index);
        return (
          <g key={day.date} data-day={day.date} data-hours={day.hours} data-eco-hours={day.ecoFriendlyHours}>
            <text className={axisLabel()} x={centre} y={top - 24} textAnchor="middle">
              {weekday}
            </text>
            <text className={chartLabel()} x={centre} y={top - 8} textAnchor="middle">
              {dayOfMonth}
            </text>
            <text className={chartLabel()} x={centre} y={gridBottom + 20} textAnchor="middle">
              {day.ecoFriendlyHours}
            </text>
          </g>
        );
      })}
      {/* The counts' row needs its meaning beside it: 'eco hours' in the hour labels' column. */}
      <text className={axisLabel()} x={left - 6} y={gridBottom + 14} textAnchor="end">
        Eco
      </text>
      <text className={axisLabel()} x={left - 6} y={gridBottom + 27} textAnchor="end">
        hours
      </text>
    </g>
  );
});

// The cells do not change when only the active hour moves.
const Cells = memo(function Cells({
  cells,
  layout,
  now,
}: {
  cells: readonly ForecastCell[];
  layout: ForecastGridLayout;
  now?: number;
}) {
  return (
    <g data-cells="">
      {cells.map((cell, index) => {
        const box = layout.boxOf(index);
        const past = hasPassed(cell, now);
        const state = cell.ecoFriendly === null ? 'unknown' : cell.ecoFriendly ? 'eco-friendly' : 'not-eco-friendly';
        return (
          <g key={cell.instant} data-hour={cell.instant} data-eco={state} data-past={past || undefined}>
            {cell.ecoFriendly === null ? (
              <NoForecastMark box={box} />
            ) : cell.ecoFriendly ? (
              <rect className={ecoFriendlyFill()} x={box.x} y={box.y} width={box.width} height={box.height} rx={1} />
            ) : (
              <rect
                className={notEcoFriendlyCell()}
                x={box.x + 0.5}
                y={box.y + 0.5}
                width={Math.max(box.width - 1, 0)}
                height={Math.max(box.height - 1, 0)}
                rx={1}
              />
            )}
          </g>
        );
      })}
    </g>
  );
});

function NoForecastMark({ box }: { box: { x: number; y: number; width: number; height: number } }) {
  const y = box.y + box.height / 2;
  return (
    <line
      className={stroke.estimated()}
      x1={box.x + 1}
      x2={box.x + box.width - 1}
      y1={y}
      y2={y}
      strokeWidth={2}
      strokeDasharray="2 2"
    />
  );
}

function ActiveCell({ box }: { box: { x: number; y: number; width: number; height: number } }) {
  return (
    <g data-active-cell="">
      <rect className={fill.highlight()} x={box.x - 2} y={box.y - 2} width={box.width + 4} height={box.height + 4} />
      <rect
        className={stroke.focus()}
        fill="none"
        x={box.x - 2}
        y={box.y - 2}
        width={box.width + 4}
        height={box.height + 4}
        strokeWidth={2}
      />
    </g>
  );
}
