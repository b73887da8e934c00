import { describe, expect, it } from 'vitest';
import { demoPeriod } from '../../../widgets/test-fixtures.js';
import { dailyAverageOf, toUsagePoints, usageGraphUnit } from './usage-graph.js';

describe('usageGraphUnit (spec 1 §4)', () => {
  it.each([
    { unitMode: 'monetary', costIncluded: true, unit: 'monetary', why: 'money when the cost is included' },
    { unitMode: 'monetary', costIncluded: false, unit: 'kwh', why: 'kWh for a value plan (cost not included)' },
    { unitMode: 'kwh', costIncluded: true, unit: 'kwh', why: 'kWh for a buying group' },
    { unitMode: 'kwh', costIncluded: false, unit: 'kwh', why: 'kWh for a buying group on a value plan' },
  ] as const)('$why', ({ unitMode, costIncluded, unit }) => {
    expect(usageGraphUnit(unitMode, costIncluded)).toBe(unit);
  });
});

describe('the period as chart data', () => {
  const period = demoPeriod({ startDate: '2026-10-16', days: 3, readDays: 2, estimated: 1 });

  it('has one electricity point per day, keeping the reading type', () => {
    expect(toUsagePoints(period).map((point) => [point.start, point.electricity?.type])).toEqual([
      ['2026-10-16', 'actual'],
      ['2026-10-17', 'estimated'],
      ['2026-10-18', 'empty'],
    ]);
  });

  it('takes the daily average in the chart’s unit', () => {
    const average = { costNZD: 6.54, kwWhole: 21, kwDecimal: '05' };
    expect(dailyAverageOf({ ...period, dailyAverage: average }, 'kwh')).toBe(21.05);
    expect(dailyAverageOf({ ...period, dailyAverage: average }, 'monetary')).toBe(6.54);
  });
});
