import { describe, expect, it } from 'vitest';
import {
  amountValue,
  pointTime,
  pointTotal,
  pointType,
  type EnergyAmount,
  type ReadingType,
  type UsagePoint,
} from './usage.js';

const amount = (kWh: number, costNZD: number, type: ReadingType = 'actual'): EnergyAmount => ({ kWh, costNZD, type });

describe('pointTime', () => {
  it.each([
    { start: '2026-04-05', clock: '2026-04-05 0:00 NZDT', why: 'a date starts at Auckland midnight' },
    { start: '2026-07-01', clock: '2026-07-01 0:00 NZST', why: 'a month’s first day, in winter' },
    { start: '2026-09-27', clock: '2026-09-27 0:00 NZST', why: 'the 23-hour day' },
    { start: '2026-04-05T02:00:00+13:00', clock: '2026-04-05 2:00 NZDT', why: 'the first 2am, by its offset' },
    { start: '2026-04-05T02:00:00+12:00', clock: '2026-04-05 2:00 NZST', why: 'the second 2am, by its offset' },
    { start: '2026-04-04T14:00:00.000Z', clock: '2026-04-05 2:00 NZST', why: 'the second 2am, in UTC' },
    { start: '2026-09-26T14:00:00Z', clock: '2026-09-27 3:00 NZDT', why: '3am straight after 1am' },
    { start: '2026-06-09T12:30:00Z', clock: '2026-06-10 0:30 NZST', why: 'an instant in UTC, read in Auckland' },
  ])('$start → $clock ($why)', ({ start, clock }) => {
    const time = pointTime({ start });
    expect(
      `${time.date} ${time.hour}:${String(time.minute).padStart(2, '0')} ${time.daylightSaving ? 'NZDT' : 'NZST'}`,
    ).toBe(clock);
  });

  it.each(['not a date', '2026-02-30', '2026-13-01', ''])('rejects %j with a RangeError', (start) => {
    expect(() => pointTime({ start })).toThrow(RangeError);
  });
});

describe('amountValue', () => {
  it.each([
    { amount: amount(12.5, 3.88), unit: 'kwh', value: 12.5 },
    { amount: amount(12.5, 3.88), unit: 'monetary', value: 3.88 },
    { amount: amount(4, 1, 'estimated'), unit: 'kwh', value: 4 },
    { amount: amount(0, 0, 'empty'), unit: 'kwh', value: 0 },
    // An empty reading draws nothing even if numbers came with it.
    { amount: amount(7, 2, 'empty'), unit: 'kwh', value: 0 },
    { amount: amount(7, 2, 'empty'), unit: 'monetary', value: 0 },
    { amount: undefined, unit: 'kwh', value: 0 },
  ] as const)('$amount in $unit is $value', ({ amount: given, unit, value }) => {
    expect(amountValue(given, unit)).toBe(value);
  });
});

describe('pointType', () => {
  const point = (electricity?: EnergyAmount, naturalGas?: EnergyAmount): UsagePoint => ({
    start: '2026-05-01',
    ...(electricity ? { electricity } : {}),
    ...(naturalGas ? { naturalGas } : {}),
  });
  const actual = amount(1, 1);
  const estimated = amount(1, 1, 'estimated');
  const empty = amount(0, 0, 'empty');

  it.each([
    { name: 'both actual', p: point(actual, actual), type: 'actual' },
    { name: 'one estimated', p: point(actual, estimated), type: 'estimated' },
    { name: 'both estimated', p: point(estimated, estimated), type: 'estimated' },
    { name: 'one empty, one actual', p: point(empty, actual), type: 'actual' },
    { name: 'one empty, one estimated', p: point(estimated, empty), type: 'estimated' },
    { name: 'both empty', p: point(empty, empty), type: 'empty' },
    { name: 'no readings at all', p: point(), type: 'empty' },
    { name: 'electricity only, no gas reading', p: point(actual), type: 'actual' },
  ] as const)('$name: $type', ({ p, type }) => {
    expect(pointType(p, ['electricity', 'naturalGas'])).toBe(type);
  });

  it('looks only at the series shown', () => {
    const p = point(actual, estimated);
    expect(pointType(p, ['electricity'])).toBe('actual');
    expect(pointType(p, ['naturalGas'])).toBe('estimated');
    expect(pointType(point(empty, actual), ['electricity'])).toBe('empty');
  });
});

describe('pointTotal', () => {
  const p: UsagePoint = {
    start: '2026-05-01',
    electricity: amount(10.25, 3.18),
    naturalGas: amount(4.5, 0.54, 'estimated'),
  };

  it.each([
    { series: ['electricity', 'naturalGas'], unit: 'kwh', total: 14.75 },
    { series: ['electricity', 'naturalGas'], unit: 'monetary', total: 3.72 },
    { series: ['electricity'], unit: 'kwh', total: 10.25 },
    { series: ['naturalGas'], unit: 'monetary', total: 0.54 },
    { series: [], unit: 'kwh', total: 0 },
  ] as const)('$series in $unit: $total', ({ series, unit, total }) => {
    expect(pointTotal(p, series, unit)).toBeCloseTo(total, 10);
  });

  it('counts empty and missing readings as nothing', () => {
    expect(
      pointTotal({ start: '2026-05-01', electricity: amount(9, 3, 'empty') }, ['electricity', 'naturalGas'], 'kwh'),
    ).toBe(0);
  });
});
