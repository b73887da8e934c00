import { formatKwh } from '@harakeke/design-system';
import { kowhai } from '@harakeke/themes';
import { useLayoutEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { amountValue, type Granularity, type UsagePoint } from '../src/model/usage.js';

export interface UplotUsageChartProps {
  /** The same points UsageChart takes. */
  points: readonly UsagePoint[];
  granularity: Granularity;
  /** Canvas width in px (UsageChart measures its container; this is that container's width). */
  width: number;
  /** Canvas height in px, axes included, the same as UsageChart's plot height; uPlot's legend goes below it. */
  height: number;
  /** Called after every canvas draw: the bench's signal that the bars are on screen (a canvas has no DOM to watch). */
  onDraw?: () => void;
}

/** uPlot's data, one array per column, and the unstacked values its legend shows. */
interface Columns {
  data: uPlot.AlignedData;
  electricity: number[];
  naturalGas: number[];
  estimated: boolean[];
  /** Seconds between points: uPlot's x scale is padded by half of it so the end bars are whole. */
  interval: number;
}

const { chart: palette, color } = kowhai.tokens;
const AUCKLAND = 'Pacific/Auckland';

/** A canvas has no CSS classes: the brand's hex colour with an alpha, as the faded fill of an estimate. */
function withAlpha(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

/** A calendar date is read at midnight UTC, which is midday of the same date in Auckland (as the Recharts page). */
const secondsOf = (start: string) => Date.parse(start.length === 10 ? `${start}T00:00:00Z` : start) / 1000;

/**
 * uPlot stacks nothing itself: its stacking recipe is to add each series onto the one below and fill between them
 * with a band, while the legend reads the values before stacking.
 */
function columnsOf(points: readonly UsagePoint[]): Columns {
  const count = points.length;
  const x = new Array<number>(count);
  const electricity = new Array<number>(count);
  const naturalGas = new Array<number>(count);
  const total = new Array<number>(count);
  const estimated = new Array<boolean>(count);
  for (let index = 0; index < count; index += 1) {
    const point = points[index] as UsagePoint;
    x[index] = secondsOf(point.start);
    electricity[index] = amountValue(point.electricity, 'kwh');
    naturalGas[index] = amountValue(point.naturalGas, 'kwh');
    total[index] = (electricity[index] as number) + (naturalGas[index] as number);
    estimated[index] = point.electricity?.type === 'estimated' || point.naturalGas?.type === 'estimated';
  }
  const interval = count > 1 ? (x[1] as number) - (x[0] as number) : 3600;
  return { data: [x, electricity, total], electricity, naturalGas, estimated, interval };
}

/**
 * The benchmark's fastest baseline: UsageChart's picture drawn the way a uPlot user draws it. uPlot's `bars` path
 * builder for both series, gas stacked on electricity through a band, a time x axis in Auckland (`tzDate`), value
 * axis and grid, and uPlot's live legend as the tooltip (its cursor moves it; uPlot has no keyboard access, no screen
 * reader text and no data table). Estimated days get faded bars through the builder's per-bar fill, only when there
 * are any. Drawn on a canvas, so nothing animates.
 *
 * Created in a layout effect, so uPlot draws in the same task React commits in: its fastest path to the screen.
 * New points go through `setData`, as uPlot's wrappers do; the chart is built again only when its shape changes.
 */
export function UplotUsageChart({ points, granularity, width, height, onDraw }: UplotUsageChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const drawn = useRef(onDraw);
  const columns = useMemo(() => columnsOf(points), [points]);
  const latest = useRef(columns);
  const hasEstimates = useMemo(() => columns.estimated.some(Boolean), [columns]);

  useLayoutEffect(() => {
    drawn.current = onDraw;
  }, [onDraw]);

  // New data, same chart: uPlot redraws from the new columns. On the first commit there is no chart yet, and the
  // effect below builds it from these columns.
  useLayoutEffect(() => {
    latest.current = columns;
    plot.current?.setData(columns.data);
  }, [columns]);

  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const fadedWhereEstimated = (colour: string) =>
      hasEstimates
        ? {
            fill: {
              unit: 3 as const,
              values: () => latest.current.estimated.map((estimated) => (estimated ? withAlpha(colour, 0.45) : colour)),
            },
          }
        : undefined;
    const bars = (colour: string) => uPlot.paths.bars?.({ size: [0.7, Infinity], disp: fadedWhereEstimated(colour) });
    const legendValue = (values: () => number[]) => (_: uPlot, __: number, ___: number, index: number | null) =>
      index === null ? '--' : formatKwh(values()[index] ?? 0);
    const options: uPlot.Options = {
      width,
      height,
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), AUCKLAND),
      scales: {
        x: {
          time: true,
          range: (_, min, max) => {
            const half = latest.current.interval / 2;
            return [min - half, max + half];
          },
        },
        // Bars stand on zero: uPlot's own y range fits the data, which would cut the bars' feet off.
        y: { range: (_, __, max) => uPlot.rangeNum(0, max, 0.1, true) },
      },
      series: [
        {
          label: granularity === 'HOURLY' ? 'Hour' : 'Day',
          value: granularity === 'HOURLY' ? '{WWWW} {DD} {MMM} {YYYY}, {h}:{mm}{aa}' : '{WWWW} {DD} {MMM} {YYYY}',
        },
        {
          label: 'Electricity',
          width: 0,
          fill: palette.electricity,
          stroke: palette.electricity,
          paths: bars(palette.electricity),
          points: { show: false },
          value: legendValue(() => latest.current.electricity),
        },
        {
          label: 'Natural gas',
          width: 0,
          fill: palette.naturalGas,
          stroke: palette.naturalGas,
          paths: bars(palette.naturalGas),
          points: { show: false },
          value: legendValue(() => latest.current.naturalGas),
        },
      ],
      // Gas's bars stand on electricity's: the band runs from the stacked total (2) down to electricity (1).
      bands: [{ series: [2, 1] }],
      axes: [
        { stroke: color.textMuted, grid: { show: false }, ticks: { stroke: color.border } },
        { stroke: color.textMuted, size: 56, grid: { stroke: color.divider }, ticks: { show: false } },
      ],
      hooks: { draw: [() => drawn.current?.()] },
    };
    const chart = new uPlot(options, latest.current.data, element);
    plot.current = chart;
    return () => {
      chart.destroy();
      plot.current = null;
    };
  }, [granularity, width, height, hasEstimates]);

  return <div ref={host} data-uplot-chart="" />;
}
