import { describe, expect, it } from 'vitest';
import { demoPeriod } from '../../../test-support/widget-fixtures.js';
import { usageGraphOf } from './usage-graph.js';

const window = { startDate: '2026-10-16', endDate: '2026-10-18' };
const electricity = demoPeriod({ startDate: '2026-10-16', days: 3, readDays: 2, estimated: 1 });

describe('the usage graph of a billing window', () => {
  it('has one point per day, electricity and natural gas of the day together', () => {
    const graph = usageGraphOf(
      { electricity, naturalGas: demoPeriod({ startDate: '2026-10-16', days: 3 }) },
      'monetary',
      window,
    );
    expect(graph.days.map((day) => [day.start, day.electricity?.type, day.naturalGas?.type])).toEqual([
      ['2026-10-16', 'actual', 'actual'],
      ['2026-10-17', 'estimated', 'estimated'],
      ['2026-10-18', 'empty', 'estimated'],
    ]);
    expect(graph.hasNaturalGas).toBe(true);
  });

  it('is in dollars when the cost is included, in kWh for a buying group or a value plan (spec 1 §4)', () => {
    expect(usageGraphOf({ electricity, naturalGas: null }, 'monetary', window).unit).toBe('monetary');
    expect(usageGraphOf({ electricity, naturalGas: null }, 'kwh', window).unit).toBe('kwh');
    const valuePlan = { ...electricity, costIncluded: false };
    expect(usageGraphOf({ electricity: valuePlan, naturalGas: null }, 'monetary', window).unit).toBe('kwh');
  });

  it('draws the daily average in the chart’s unit', () => {
    const average = { costNZD: 6.54, kwWhole: 21, kwDecimal: '05' };
    const usage = { electricity: { ...electricity, dailyAverage: average }, naturalGas: null };
    expect(usageGraphOf(usage, 'kwh', window).dailyAverage).toBe(21.05);
    expect(usageGraphOf(usage, 'monetary', window).dailyAverage).toBe(6.54);
  });
});
