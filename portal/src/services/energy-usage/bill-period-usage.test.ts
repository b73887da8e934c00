import type { PeriodData } from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { demoPeriod } from '../../test-support/widget-fixtures.js';
import {
  billPeriodCostIncluded,
  billPeriodDailyAverage,
  billPeriodPoints,
  isEmptyBillPeriodUsage,
} from './bill-period-usage.js';

/** A period whose day `index` had a PowerShout credit taken off. */
function withCreditOn(period: PeriodData, index: number): PeriodData {
  const usage = period.dailyUsage.usage.map((day, at) =>
    at === index
      ? {
          ...day,
          costBreakdown: { energy: 4, dailyCharge: 2.1, levies: 0.2, gst: 0.95, discounts: 0, powershoutCredits: 1.2 },
        }
      : day,
  );
  return { ...period, dailyUsage: { usage } };
}

const electricity = demoPeriod({ startDate: '2026-10-30', days: 4, readDays: 3, estimated: 1 });
const gas = demoPeriod({ startDate: '2026-10-30', days: 4, readDays: 3, estimated: 0 });

describe('a bill period’s days as the chart takes them (spec 1 §2)', () => {
  it('puts each day’s electricity and natural gas in one point, in date order across a month end', () => {
    const points = billPeriodPoints({ electricity, naturalGas: gas });
    expect(points.map((point) => point.start)).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(points[0]).toEqual({
      start: '2026-10-30',
      electricity: {
        kWh: electricity.dailyUsage.usage[0]?.kw,
        costNZD: electricity.dailyUsage.usage[0]?.costNZD,
        type: 'actual',
      },
      naturalGas: { kWh: gas.dailyUsage.usage[0]?.kw, costNZD: gas.dailyUsage.usage[0]?.costNZD, type: 'actual' },
    });
    expect(points.map((point) => [point.electricity?.type, point.naturalGas?.type])).toEqual([
      ['actual', 'actual'],
      ['actual', 'actual'],
      ['estimated', 'actual'],
      ['empty', 'empty'],
    ]);
  });

  it('marks a day with a PowerShout credit on either supply as credit applied', () => {
    const points = billPeriodPoints({ electricity: withCreditOn(electricity, 1), naturalGas: withCreditOn(gas, 2) });
    expect(points.map((point) => point.creditApplied ?? false)).toEqual([false, true, true, false]);
  });

  it('has electricity only for a site without advanced gas, and nothing for a site with neither', () => {
    const points = billPeriodPoints({ electricity, naturalGas: null });
    expect(points.every((point) => point.naturalGas === undefined)).toBe(true);
    expect(isEmptyBillPeriodUsage({ electricity, naturalGas: null })).toBe(false);
    expect(isEmptyBillPeriodUsage({ electricity: null, naturalGas: null })).toBe(true);
  });

  it('adds the supplies’ daily averages in the chart’s unit', () => {
    const usage = {
      electricity: { ...electricity, dailyAverage: { costNZD: 6.54, kwWhole: 21, kwDecimal: '05' } },
      naturalGas: { ...gas, dailyAverage: { costNZD: 3.1, kwWhole: 30, kwDecimal: '50' } },
    };
    expect(billPeriodDailyAverage(usage, 'kwh')).toBe(51.55);
    expect(billPeriodDailyAverage(usage, 'monetary')).toBe(9.64);
  });

  it('includes the cost only when every supply shown includes it', () => {
    expect(billPeriodCostIncluded({ electricity, naturalGas: gas })).toBe(true);
    expect(billPeriodCostIncluded({ electricity, naturalGas: { ...gas, costIncluded: false } })).toBe(false);
    expect(billPeriodCostIncluded({ electricity: null, naturalGas: null })).toBe(false);
  });
});
