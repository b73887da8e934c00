import { memo, useId, useMemo } from 'react';
import { wholeValueAxis } from '../layout/value-axis.js';
import type { UnitMode } from '../model/usage.js';
import { ValueAxisView, type Margins } from '../primitives/axes.js';
import { ChartFrame, type ChartStateProps } from '../primitives/ChartFrame.js';
import { HatchPattern } from '../primitives/HatchPattern.js';
import { Legend, type LegendItem } from '../primitives/Legend.js';
import { axisLabel, fadedFill, fill, stroke } from '../primitives/paint.js';
import { TooltipContent, tooltipSentence } from '../primitives/TooltipContent.js';
import { useContainerWidth } from '../primitives/use-container-width.js';
import { gasValue, layoutGasBars, type GasBarsLayout, type GasReading } from './layout.js';
import { gasUsageText } from './text-model.js';

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
  const text = useMemo(() => gasUsageText({ title, readings, unit, year }), [title, readings, unit, year]);
  const axis = useMemo(() => wholeValueAxis(Math.max(0, ...values), unit), [values, unit]);
  const layout = useMemo(
    () => layoutGasBars(readings, unit, plotWidth, plotHeight, axis.max),
    [readings, unit, plotWidth, plotHeight, axis.max],
  );
  const legend: LegendItem[] = text.legend.map((entry) => ({
    label: entry.label,
    swatch:
      entry.kind === 'series' ? (
        <rect className={fill.naturalGas()} x={1} y={1} width={14} height={14} />
      ) : (
        <>
          <rect className={fadedFill.naturalGas()} x={1} y={1} width={14} height={14} />
          <rect fill={`url(#${id}-hatch)`} x={1} y={1} width={14} height={14} />
        </>
      ),
  }));

  return (
    <ChartFrame
      {...rest}
      kind="gas-usage"
      title={title}
      description={text.description}
      pointsName="readings"
      pageName="three readings"
      status={rest.status}
      emptyMessage={rest.emptyMessage ?? text.emptyMessage}
      height={height}
      containerRef={containerRef}
      width={width}
      count={readings.length}
      indexAt={(x) => layout.indexAt(x - margins.left)}
      pageTarget={(index, direction) => index + direction * 3}
      anchorOf={(index) => ({ x: margins.left + layout.centreOf(index), y: margins.top })}
      tooltip={(index) => <TooltipContent {...text.tooltip(index)} />}
      announce={(index) => tooltipSentence(text.tooltip(index))}
      legend={<Legend items={legend} />}
      table={text.table}
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
                  {layout.labelShown(index) ? text.axisLabels[index] : ''}
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
