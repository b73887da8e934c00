import { memo } from 'react';
import type { TimeTick } from '../layout/time-axis.js';
import type { ValueAxis } from '../layout/value-axis.js';
import { axisLabel, stroke } from './paint.js';

/** Space around the plot for axis labels (px). */
export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Whole-value labels on the left and a light grid line at each. */
export const ValueAxisView = memo(function ValueAxisView({
  axis,
  y,
  width,
}: {
  axis: ValueAxis;
  y: (value: number) => number;
  width: number;
}) {
  return (
    <g data-axis="value">
      {axis.ticks.map((tick) => (
        <g key={tick.value} transform={`translate(0,${y(tick.value)})`}>
          <line className={tick.value === 0 ? stroke.axis() : stroke.grid()} x1={0} x2={width} />
          <text className={axisLabel()} x={-6} dy="0.32em" textAnchor="end">
            {tick.label}
          </text>
        </g>
      ))}
    </g>
  );
});

/** Room a label needs after its tick (px): about the width of '30 Sep'. */
const END_LABEL_ROOM = 44;

/** Time labels under the plot, each at the start of its unit. */
export const TimeAxisView = memo(function TimeAxisView({
  ticks,
  xOf,
  top,
  width,
}: {
  ticks: readonly TimeTick[];
  xOf: (index: number) => number;
  top: number;
  /** The plot's width: a label that would run past it ends at the edge instead. */
  width: number;
}) {
  return (
    <g data-axis="time" transform={`translate(0,${top})`}>
      {ticks.map((tick) => {
        const x = xOf(tick.index);
        const atEnd = x > width - END_LABEL_ROOM;
        return (
          <g key={tick.index} transform={`translate(${x},0)`}>
            <line className={stroke.axis()} y1={0} y2={4} />
            <text
              className={axisLabel()}
              x={atEnd ? Math.max(width - x, 0) : 0}
              y={16}
              textAnchor={atEnd ? 'end' : 'start'}
            >
              {tick.label}
            </text>
          </g>
        );
      })}
    </g>
  );
});
