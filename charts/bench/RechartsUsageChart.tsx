import { formatKwh } from '@harakeke/design-system';
import { useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { amountValue, type Granularity, type UsagePoint } from '../src/model/usage.js';
import { fill } from '../src/primitives/paint.js';

export interface RechartsUsageChartProps {
  /** The same points UsageChart takes. */
  points: readonly UsagePoint[];
  granularity: Granularity;
  /** Chart width in px (UsageChart measures its container; this is that container's width). */
  width: number;
  /** Height of the SVG in px, the same as UsageChart's plot height; the legend is added below it. */
  height: number;
}

interface Row {
  start: string;
  electricity: number;
  naturalGas: number;
  estimated: boolean;
}

const LEGEND_HEIGHT = 32;

// Idiomatic Recharts: Intl formatters in the Auckland zone for ticks and the tooltip's label.
const tickDay = new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', day: 'numeric', month: 'short' });
const dayName = new Intl.DateTimeFormat('en-NZ', {
  timeZone: 'Pacific/Auckland',
  weekday: 'long',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
const hourName = new Intl.DateTimeFormat('en-NZ', {
  timeZone: 'Pacific/Auckland',
  weekday: 'long',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** A calendar date is read at midnight UTC, which is midday of the same date in Auckland. */
const instantOf = (start: string) => Date.parse(start.length === 10 ? `${start}T00:00:00Z` : start);

/**
 * The benchmark's baseline: UsageChart's picture drawn the way a Recharts user would draw it. Stacked bars for
 * electricity and gas (coloured by the charts' own paint classes, which the bars inherit since they get no `fill`),
 * value and time axes, grid lines, legend and a tooltip; estimated days faded through Cells only when there are
 * any (a Cell per bar would slow a year of hours down for nothing). No animation.
 */
export function RechartsUsageChart({ points, granularity, width, height }: RechartsUsageChartProps) {
  const rows = useMemo<Row[]>(
    () =>
      points.map((point) => ({
        start: point.start,
        electricity: amountValue(point.electricity, 'kwh'),
        naturalGas: amountValue(point.naturalGas, 'kwh'),
        estimated: point.electricity?.type === 'estimated' || point.naturalGas?.type === 'estimated',
      })),
    [points],
  );
  const hasEstimates = rows.some((row) => row.estimated);
  const nameOf = granularity === 'HOURLY' ? hourName : dayName;
  const cells = (series: string) =>
    hasEstimates
      ? rows.map((row, index) => <Cell key={`${series}-${index}`} fillOpacity={row.estimated ? 0.5 : 1} />)
      : null;

  return (
    <BarChart
      width={width}
      height={height + LEGEND_HEIGHT}
      data={rows}
      margin={{ top: 28, right: 8, bottom: 0, left: 0 }}
    >
      <CartesianGrid vertical={false} />
      <XAxis dataKey="start" tickFormatter={(start: string) => tickDay.format(instantOf(start))} />
      <YAxis width={56} />
      <Tooltip
        isAnimationActive={false}
        labelFormatter={(start) => nameOf.format(instantOf(String(start)))}
        formatter={(value) => formatKwh(Number(value))}
      />
      <Legend height={LEGEND_HEIGHT} />
      <Bar
        dataKey="electricity"
        name="Electricity"
        stackId="use"
        isAnimationActive={false}
        className={fill.electricity()}
      >
        {cells('electricity')}
      </Bar>
      <Bar
        dataKey="naturalGas"
        name="Natural gas"
        stackId="use"
        isAnimationActive={false}
        className={fill.naturalGas()}
      >
        {cells('naturalGas')}
      </Bar>
    </BarChart>
  );
}
