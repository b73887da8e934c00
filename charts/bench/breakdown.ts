import { describeChart } from '../src/a11y/describe.js';
import { layoutEnergyBars } from '../src/layout/energy-bars.js';
import { monthGuideBands } from '../src/layout/guide-bands.js';
import { timeTicks } from '../src/layout/time-axis.js';
import { wholeValueAxis } from '../src/layout/value-axis.js';
import { formatValue, pointName } from '../src/model/point-names.js';
import { amountValue, pointTime, pointTotal, pointType, type SeriesKey, type UsagePoint } from '../src/model/usage.js';
import type { Dataset } from './data.js';

/** EnergyBarChart's margins (left 56, right 8, top 28, bottom 28) around UsageChart's 240 px plot. */
const PLOT_WIDTH = 960 - 64;
const PLOT_HEIGHT = 240 - 56;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The pure work behind one EnergyBarChart render, step by step as the component does it, each timed alone
 * (median of `repeats`): where a first render's milliseconds go before React and the browser add theirs.
 */
export function breakdown({ points, granularity }: Dataset, repeats: number): Record<string, number> {
  const series: SeriesKey[] = points.some((point) => point.naturalGas)
    ? ['electricity', 'naturalGas']
    : ['electricity'];
  const unit = 'kwh';
  const samples = new Map<string, number[]>();
  const time = <T>(name: string, work: () => T): T => {
    const start = performance.now();
    const result = work();
    const list = samples.get(name) ?? [];
    list.push(performance.now() - start);
    samples.set(name, list);
    return result;
  };
  for (let repeat = 0; repeat < repeats; repeat += 1) {
    const times = time('pointTime × n', () => points.map(pointTime));
    const instants = time('Date.parse × n (hourly)', () =>
      granularity === 'HOURLY' ? points.map((point) => Date.parse(point.start)) : [],
    );
    const totals = time('pointTotal × n', () => points.map((point) => pointTotal(point, series, unit)));
    const axis = time('wholeValueAxis', () => wholeValueAxis(Math.max(0, ...totals), unit));
    const layout = time('layoutEnergyBars', () =>
      layoutEnergyBars({ points, series, unit, width: PLOT_WIDTH, height: PLOT_HEIGHT, max: axis.max }),
    );
    time('timeTicks', () => timeTicks(times, granularity, layout.step));
    if (granularity === 'DAILY') time('monthGuideBands', () => monthGuideBands(times.map((t) => t.date)));
    const names = time('pointName × n', () => times.map((t, index) => pointName(t, granularity, instants[index])));
    const types = time('pointType × n', () => points.map((point) => pointType(point, series)));
    time('describeChart', () =>
      describeChart({
        kind: 'Bar chart',
        subject: 'hourly electricity and natural gas use',
        labels: names,
        values: totals.map((total, index) => (types[index] === 'empty' ? null : total)),
        format: (value) => formatValue(value, unit),
      }),
    );
    // The data table's cells, which EnergyBarChart formats on every render although the table is closed.
    time('table cells: formatValue × n × (series + total)', () =>
      points.map((point: UsagePoint, index) => [
        names[index] ?? '',
        ...series.map((key) => formatValue(amountValue(point[key], unit), unit)),
        formatValue(totals[index] ?? 0, unit),
      ]),
    );
  }
  return Object.fromEntries([...samples].map(([name, values]) => [name, median(values)]));
}
