import { ChartGrowingBars, ChartSummary, ChartTooltipLine, ChartTooltipTitle } from '@harakeke/design-system';
import { memo, useMemo } from 'react';
import type { UnitMode } from '../model/usage.js';
import type { Margins } from '../primitives/axes.js';
import { ChartFrame, type ChartStateProps } from '../primitives/ChartFrame.js';
import { axisLabel, chartLabel, fill, stroke } from '../primitives/paint.js';
import { useContainerWidth } from '../primitives/use-container-width.js';
import { formatInsightValue } from '../model/insights.js';
import {
  averageNote,
  comparisonSentence,
  describeComparison,
  figuresIn,
  homes,
  type ComparisonFuel,
  type ComparisonUsage,
  type HomeKey,
} from './comparison.js';
import { layoutComparisonColumns, type ComparisonColumnsLayout } from './layout.js';
import { averageHomeFill, averageHomeStroke, efficientHomeFill, efficientHomeStroke, yourHomeFill } from './paint.js';

export interface HomeComparisonProps extends ChartStateProps {
  /** The comparison in kWh and dollars (spec 2 §3 Comparison), for the whole home or the fuel named by `fuel`. */
  comparison?: ComparisonUsage;
  /** kWh, or dollars (spec 1 §4 unit modes). */
  unit: UnitMode;
  /** The fuel the figures are for, when narrowed to one (spec 2 §2: historic trend electricity, gas). */
  fuel?: ComparisonFuel;
  /** The chart's accessible name. */
  title?: string;
  /** Plot height in px. */
  height?: number;
}

const margins: Margins = { top: 24, right: 0, bottom: 40, left: 0 };

/**
 * spec 2 §3 and §4: this home against the average and an efficient home, as three labelled columns with their
 * figures (whole kWh or dollars, spec 2 §5) and a generated sentence saying how this home compares.
 */
export function HomeComparison({
  comparison,
  unit,
  fuel,
  title = 'Home comparison',
  height = 240,
  ...rest
}: HomeComparisonProps) {
  const [containerRef, width] = useContainerWidth();
  const figures = comparison ? figuresIn(comparison, unit) : undefined;
  const values = useMemo(
    () =>
      figures && homes.some((home) => figures[home.field] > 0)
        ? homes.map((home) => Math.max(figures[home.field], 0))
        : [],
    [figures],
  );
  const plotWidth = Math.max(width - margins.left - margins.right, 1);
  const plotHeight = Math.max(height - margins.top - margins.bottom, 1);
  const layout = useMemo(
    () => layoutComparisonColumns({ values, width: plotWidth, height: plotHeight }),
    [values, plotWidth, plotHeight],
  );

  const format = (value: number) => formatInsightValue(value, unit);
  const sentence = figures ? comparisonSentence(figures, unit, fuel) : null;
  const description = useMemo(
    () => (figures ? describeComparison(figures, unit, (value) => formatInsightValue(value, unit), fuel) : ''),
    [figures, unit, fuel],
  );
  const yourNote = figures ? averageNote(figures) : null;
  const noteOf = (key: HomeKey) => (key === 'actual' ? yourNote : null);

  return (
    <ChartFrame
      kind="home-comparison"
      title={title}
      description={description}
      pointsName="homes"
      pageName="one home"
      status={rest.status}
      emptyMessage={rest.emptyMessage ?? 'There is no home comparison for this period yet.'}
      errorDetail={rest.errorDetail}
      onRetry={rest.onRetry}
      height={height}
      containerRef={containerRef}
      width={width}
      count={values.length}
      indexAt={(x) => layout.indexAt(x - margins.left)}
      pageTarget={(index, direction) => index + direction}
      anchorOf={(index) => ({
        x:
          margins.left +
          layout.centreOf(index) +
          (layout.centreOf(index) > plotWidth / 2 ? -1 : 1) * (layout.columnWidth / 2),
        y: margins.top + Math.min(layout.y(values[index] ?? 0), plotHeight / 2),
      })}
      announce={(index) => {
        const home = homes[index];
        if (!home) return '';
        const note = noteOf(home.key);
        return `${home.label}: ${format(values[index] ?? 0)}${note ? `, ${note}` : ''}.`;
      }}
      tooltip={(index) => {
        const home = homes[index];
        if (!home) return null;
        const note = noteOf(home.key);
        return (
          <>
            <ChartTooltipTitle>{home.label}</ChartTooltipTitle>
            <ChartTooltipLine>{format(values[index] ?? 0)}</ChartTooltipLine>
            {note && <ChartTooltipLine>{note[0]?.toUpperCase() + note.slice(1)}</ChartTooltipLine>}
          </>
        );
      }}
      legend={sentence && <ChartSummary data-comparison-sentence="">{sentence}</ChartSummary>}
      table={{
        caption: title,
        columns: [{ header: 'Home' }, { header: 'Use', numeric: true }, { header: 'Cost', numeric: true }],
        rows: comparison
          ? homes.map((home) => [
              home.label,
              formatInsightValue(comparison.UsageInKWh[home.field], 'kwh'),
              formatInsightValue(comparison.UsageInDollars[home.field], 'monetary'),
            ])
          : [],
      }}
    >
      {(active) => (
        <svg width={width} height={height} aria-hidden="true" focusable="false">
          <g transform={`translate(${margins.left},${margins.top})`}>
            {active !== null && (
              <rect
                className={fill.highlight()}
                x={layout.centreOf(active) - layout.step / 2}
                width={layout.step}
                y={-margins.top}
                height={height}
                rx={4}
              />
            )}
            <line className={stroke.axis()} x1={0} x2={plotWidth} y1={plotHeight} y2={plotHeight} />
            {figures && (
              <HomeColumns
                values={values}
                layout={layout}
                height={plotHeight}
                unit={unit}
                fuel={fuel ?? 'Electricity'}
              />
            )}
            <HomeLabels layout={layout} top={plotHeight} />
          </g>
        </svg>
      )}
    </ChartFrame>
  );
}

// The columns do not change when only the active home moves: memoised, so a key press redraws one rectangle.
const HomeColumns = memo(function HomeColumns({
  values,
  layout,
  height,
  unit,
  fuel,
}: {
  values: readonly number[];
  layout: ComparisonColumnsLayout;
  height: number;
  unit: UnitMode;
  fuel: ComparisonFuel;
}) {
  return (
    <g data-columns="">
      {homes.map((home, index) => {
        const value = values[index] ?? 0;
        const top = layout.y(value);
        const x = layout.columnX(index);
        const column = { x, y: top, width: layout.columnWidth, height: height - top };
        return (
          <g key={home.key} data-home={home.key} data-value={value}>
            <ChartGrowingBars>
              {home.key === 'actual' && <rect className={yourHomeFill[fuel]()} {...column} />}
              {home.key === 'average' && (
                <rect
                  className={`${averageHomeFill()} ${averageHomeStroke()}`}
                  {...inset(column)}
                  strokeWidth={2}
                  strokeDasharray="6 4"
                />
              )}
              {home.key === 'efficient' && (
                <rect className={`${efficientHomeFill()} ${efficientHomeStroke()}`} {...inset(column)} />
              )}
            </ChartGrowingBars>
            <text className={chartLabel()} x={layout.centreOf(index)} y={top - 8} textAnchor="middle">
              {formatInsightValue(value, unit)}
            </text>
          </g>
        );
      })}
    </g>
  );
});

// A stroke is centred on the edge: draw outlined columns 1 px inside so all three share the same outer size.
function inset({ x, y, width, height }: { x: number; y: number; width: number; height: number }) {
  return { x: x + 1, y: y + 1, width: Math.max(width - 2, 0), height: Math.max(height - 1, 0) };
}

const HomeLabels = memo(function HomeLabels({ layout, top }: { layout: ComparisonColumnsLayout; top: number }) {
  return (
    <g data-axis="homes" transform={`translate(0,${top})`}>
      {homes.map((home, index) => {
        const [first = '', ...others] = home.label.split(' ');
        return (
          <text key={home.key} className={axisLabel()} x={layout.centreOf(index)} y={16} textAnchor="middle">
            {layout.labelsWrap ? (
              <>
                <tspan x={layout.centreOf(index)}>{first}</tspan>
                <tspan x={layout.centreOf(index)} dy="1.2em">
                  {others.join(' ')}
                </tspan>
              </>
            ) : (
              home.label
            )}
          </text>
        );
      })}
    </g>
  );
});
