import { energyBarText } from '../src/EnergyBarChart/text-model.js';
import { layoutEnergyBars } from '../src/layout/energy-bars.js';
import { monthGuideBands } from '../src/layout/guide-bands.js';
import { barBands } from '../src/layout/scales.js';
import { timeTicks } from '../src/layout/time-axis.js';
import { wholeValueAxis } from '../src/layout/value-axis.js';
import { dateAt, pointCalendar } from '../src/model/point-calendar.js';
import type { SeriesKey } from '../src/model/usage.js';
import { tableRowsOf } from '../src/primitives/DataTable.js';
import type { Dataset } from './data.js';

/** EnergyBarChart's margins (left 56, right 8, top 28, bottom 28) around UsageChart's 240 px plot. */
const PLOT_WIDTH = 960 - 64;
const PLOT_HEIGHT = 240 - 56;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The pure work behind one EnergyBarChart render, step by step as the component does it, each timed alone
 * (median of `repeats`): where a first render's milliseconds go before React and the browser add theirs. The last
 * rows are work a render does not do: the bands' scale on its own (inside the layout), and the names and cells of
 * every point, made only when the data table is opened.
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
    const calendar = time('pointCalendar (instants, days, hours)', () => pointCalendar(points));
    const text = time('energyBarText (totals, types, description)', () =>
      energyBarText({
        title: 'Your energy use',
        subject: 'hourly electricity and natural gas use',
        points,
        granularity,
        unit,
        series,
        creditLabel: 'PowerShout credit applied',
        calendar,
      }),
    );
    const axis = time('wholeValueAxis', () => {
      let max = 0;
      for (const total of text.totals) if (total > max) max = total;
      return wholeValueAxis(max, unit);
    });
    const layout = time('layoutEnergyBars', () =>
      layoutEnergyBars({
        points,
        series,
        unit,
        width: PLOT_WIDTH,
        height: PLOT_HEIGHT,
        max: axis.max,
        totals: text.totals,
        types: text.types,
      }),
    );
    time('timeTicks', () => timeTicks(calendar, granularity, layout.step));
    if (granularity === 'DAILY') {
      time('monthGuideBands', () =>
        monthGuideBands(Array.from({ length: calendar.count }, (_, index) => dateAt(calendar, index))),
      );
    }
    time('of which: barBands (d3 band scale)', () => barBands(points.length, PLOT_WIDTH, 0.3));
    // Not part of a render: what opening the data table costs (every point's name and cells), on a fresh text
    // model so no name is cached from an earlier repeat.
    const fresh = energyBarText({
      title: 'Your energy use',
      subject: 'hourly electricity and natural gas use',
      points,
      granularity,
      unit,
      series,
      creditLabel: 'PowerShout credit applied',
      calendar,
    });
    time('not in a render: the opened table (names and cells)', () => tableRowsOf(fresh.table.rows));
  }
  return Object.fromEntries([...samples].map(([name, values]) => [name, median(values)]));
}
