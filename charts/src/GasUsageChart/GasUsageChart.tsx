import { addDays, daysBetween, formatDate, formatKwh, formatNzd } from '@harakeke/design-system';
import { memo, useId, useMemo } from 'react';
import { countNote, describeChart } from '../a11y/describe.js';
import { wholeValueAxis } from '../layout/value-axis.js';
import { formatValue } from '../model/point-names.js';
import type { UnitMode } from '../model/usage.js';
import { ValueAxisView, type Margins } from '../primitives/axes.js';
import { ChartFrame, type ChartStateProps } from '../primitives/ChartFrame.js';
import { HatchPattern } from '../primitives/HatchPattern.js';
import { Legend, type LegendItem } from '../primitives/Legend.js';
import { axisLabel, fadedFill, fill, stroke } from '../primitives/paint.js';
import { TooltipContent, tooltipSentence, type TooltipContentProps } from '../primitives/TooltipContent.js';
import { useContainerWidth } from '../primitives/use-container-width.js';
import { gasValue, layoutGasBars, type GasBarsLayout, type GasReading } from './layout.js';

export interface GasUsageChartProps extends ChartStateProps {
  /** The year's readings in order (spec 2 §3 consumptionList). */
  readings: readonly GasReading[];
  /** kWh, or dollars when cost is included. */
  unit: UnitMode;
  /** The year shown, for the name and description. */
  year: number;
  /** The chart's accessible name; defaults to 'Natural gas use in {year}'. */
  title?: string;
  /** Plot height in px. */
  height?: number;
}

const margins: Margins = { top: 16, right: 8, bottom: 28, left: 64 };

/** The reading's period, as the balloon's heading: '01 Mar 2026 to 31 Mar 2026'. */
function periodName(reading: GasReading): string {
  return `${formatDate(reading.startDate, 'DD MMM YYYY')} to ${formatDate(reading.endDate, 'DD MMM YYYY')}`;
}

/** The axis label of a reading: the month its period mostly covers, i.e. the month of its midpoint. */
function monthLabel(reading: GasReading): string {
  const middle = addDays(reading.startDate, Math.floor(daysBetween(reading.startDate, reading.endDate) / 2));
  return formatDate(middle, 'MMM');
}

/** spec 2 §3: the balloon: total $ and kWh, daily average $ and kWh, start and end date. */
function balloon(reading: GasReading): TooltipContentProps {
  if (reading.type === 'empty') return { title: periodName(reading), rows: [], notes: ['No reading for this period'] };
  return {
    title: periodName(reading),
    rows: [
      { label: 'Total', value: `${formatNzd(reading.total.costNZD)} (${formatKwh(reading.total.kw)})` },
      {
        label: 'Daily average',
        value: `${formatNzd(reading.dailyAverage.costNZD)} (${formatKwh(reading.dailyAverage.kw)})`,
      },
    ],
    notes: reading.type === 'estimated' ? ['Estimated reading'] : [],
  };
}

/**
 * spec 2 §3: a year of natural gas readings as bars, one per reading period, estimated readings faded and hatched,
 * each with the balloon of its totals and daily averages.
 */
export function GasUsageChart({
  readings,
  unit,
  year,
  title = `Natural gas use in ${year}`,
  height = 240,
  ...rest
}: GasUsageChartProps) {
  const [containerRef, width] = useContainerWidth();
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const plotWidth = Math.max(width - margins.left - margins.right, 1);
  const plotHeight = Math.max(height - margins.top - margins.bottom, 1);
  const values = useMemo(() => readings.map((reading) => gasValue(reading, unit)), [readings, unit]);
  const axis = useMemo(() => wholeValueAxis(Math.max(0, ...values), unit), [values, unit]);
  const layout = useMemo(
    () => layoutGasBars(readings, unit, plotWidth, plotHeight, axis.max),
    [readings, unit, plotWidth, plotHeight, axis.max],
  );
  const estimated = readings.filter((reading) => reading.type === 'estimated').length;
  const empty = readings.filter((reading) => reading.type === 'empty').length;
  const description = describeChart({
    kind: 'Bar chart',
    subject: `natural gas use in ${year}, one bar per reading`,
    labels: readings.map(periodName),
    values: readings.map((reading, index) => (reading.type === 'empty' ? null : (values[index] ?? 0))),
    format: (value) => formatValue(value, unit),
    notes: [
      ...countNote(estimated, 'reading', 'readings', 'estimated'),
      ...countNote(empty, 'period', 'periods', 'without a reading'),
    ],
  });
  const legend: LegendItem[] = [
    { label: 'Natural gas', swatch: <rect className={fill.naturalGas()} x={1} y={1} width={14} height={14} /> },
    ...(estimated > 0
      ? [
          {
            label: 'Estimated',
            swatch: (
              <>
                <rect className={fadedFill.naturalGas()} x={1} y={1} width={14} height={14} />
                <rect fill={`url(#${id}-hatch)`} x={1} y={1} width={14} height={14} />
              </>
            ),
          },
        ]
      : []),
  ];

  return (
    <ChartFrame
      {...rest}
      kind="gas-usage"
      title={title}
      description={description}
      pointsName="readings"
      pageName="three readings"
      status={rest.status}
      emptyMessage={rest.emptyMessage ?? `There are no natural gas readings for ${year}.`}
      height={height}
      containerRef={containerRef}
      width={width}
      count={readings.length}
      indexAt={(x) => layout.indexAt(x - margins.left)}
      pageTarget={(index, direction) => index + direction * 3}
      anchorOf={(index) => ({ x: margins.left + layout.centreOf(index), y: margins.top })}
      tooltip={(index) => <TooltipContent {...balloon(readings[index] as GasReading)} />}
      announce={(index) => tooltipSentence(balloon(readings[index] as GasReading))}
      legend={<Legend items={legend} />}
      table={{
        caption: title,
        columns: [
          { header: 'Period' },
          { header: 'Usage (kWh)', numeric: true },
          { header: 'Dollars', numeric: true },
          { header: 'Average per day (kWh)', numeric: true },
          { header: 'Average dollars per day', numeric: true },
          { header: 'Reading' },
        ],
        rows: readings.map((reading) => [
          periodName(reading),
          reading.type === 'empty' ? 'No data' : formatKwh(reading.total.kw),
          reading.type === 'empty' ? 'No data' : formatNzd(reading.total.costNZD),
          reading.type === 'empty' ? 'No data' : formatKwh(reading.dailyAverage.kw),
          reading.type === 'empty' ? 'No data' : formatNzd(reading.dailyAverage.costNZD),
          reading.type === 'estimated' ? 'Estimated' : reading.type === 'empty' ? 'No reading' : 'Actual',
        ]),
      }}
    >
      {(active) => (
        <svg width={width} height={height} aria-hidden="true" focusable="false">
          <defs>
            <HatchPattern id={`${id}-hatch`} className={stroke.naturalGas()} />
          </defs>
          <g transform={`translate(${margins.left},${margins.top})`}>
            <ValueAxisView axis={axis} y={layout.y} width={plotWidth} />
            {active !== null && (
              <rect
                className={fill.highlight()}
                x={layout.slotStart(active)}
                width={layout.step}
                y={0}
                height={plotHeight}
              />
            )}
            <GasBars layout={layout} hatchId={`${id}-hatch`} />
            <g transform={`translate(0,${plotHeight})`}>
              {readings.map((reading, index) => (
                <text
                  key={reading.startDate}
                  className={axisLabel()}
                  x={layout.centreOf(index)}
                  y={18}
                  textAnchor="middle"
                >
                  {layout.step >= 28 || index % 2 === 0 ? monthLabel(reading) : ''}
                </text>
              ))}
            </g>
          </g>
        </svg>
      )}
    </ChartFrame>
  );
}

const GasBars = memo(function GasBars({ layout, hatchId }: { layout: GasBarsLayout; hatchId: string }) {
  return (
    <g data-bars="">
      {layout.bars.map((bar) =>
        bar.type === 'empty' ? (
          <path
            key={bar.index}
            data-reading="empty"
            className={stroke.text()}
            d={`M${bar.x},${bar.y - 2}h${bar.width}`}
            strokeWidth={2}
            strokeDasharray="2 2"
          />
        ) : (
          <g key={bar.index} data-reading={bar.type}>
            <rect
              className={bar.type === 'estimated' ? fadedFill.naturalGas() : fill.naturalGas()}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
            />
            {bar.type === 'estimated' && (
              <rect fill={`url(#${hatchId})`} x={bar.x} y={bar.y} width={bar.width} height={bar.height} />
            )}
          </g>
        ),
      )}
    </g>
  );
});
