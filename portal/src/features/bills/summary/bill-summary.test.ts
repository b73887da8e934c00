import { describe, expect, it } from 'vitest';
import { balanceStanding, billPeriodProgress, isOwing, supplyTypesText, totalBalanceText } from './bill-summary.js';

const supply = (supplyType: 'electricity' | 'naturalGas') => ({
  supplyPointId: `sp-${supplyType}`,
  supplyType,
  address: '12 Kōwhai Street',
  kwh: 100,
  amount: 10,
});

describe('balanceStanding', () => {
  it.each([
    [{ overdue: 62.1, total: 182.5 }, 'overdue'],
    [{ overdue: 0, total: 184.52 }, 'owing'],
    [{ overdue: 0, total: -12 }, 'inCredit'],
    [{ overdue: 0, total: 0 }, 'paidUp'],
  ] as const)('%o is %s', (balance, standing) => {
    expect(balanceStanding(balance)).toBe(standing);
  });
});

describe('totalBalanceText', () => {
  it.each([
    [184.52, '$184.52'],
    [-12, '$12.00 in credit'],
    [0, '$0.00'],
  ])('%d reads %s', (total, text) => {
    expect(totalBalanceText(total)).toBe(text);
  });
});

describe('isOwing', () => {
  it('is true with a total or an overdue amount to pay, false in credit or paid up', () => {
    expect(isOwing({ overdue: 0, total: 10 })).toBe(true);
    expect(isOwing({ overdue: 5, total: 0 })).toBe(true);
    expect(isOwing({ overdue: 0, total: -12 })).toBe(false);
    expect(isOwing({ overdue: 0, total: 0 })).toBe(false);
  });
});

describe('billPeriodProgress', () => {
  const period = { startDate: '2026-11-16', endDate: '2026-12-15' };
  it.each([
    [10, 30, { value: 10, maxValue: 30, valueLabel: 'Day 10 of 30' }],
    [0, 30, { value: 0, maxValue: 30, valueLabel: 'Day 0 of 30' }],
    [35, 30, { value: 30, maxValue: 30, valueLabel: 'Day 30 of 30' }],
    [-2, 30, { value: 0, maxValue: 30, valueLabel: 'Day 0 of 30' }],
    [0, 0, { value: 0, maxValue: 1, valueLabel: 'Day 0 of 1' }],
  ])('%d days of %d', (daysElapsed, daysInBillPeriod, progress) => {
    expect(billPeriodProgress({ ...period, daysElapsed, daysInBillPeriod })).toEqual(progress);
  });
});

describe('supplyTypesText', () => {
  it.each([
    [[supply('electricity')], 'Electricity'],
    [[supply('naturalGas')], 'Natural gas'],
    [[supply('naturalGas'), supply('electricity'), supply('electricity')], 'Electricity and natural gas'],
    [[], 'No supplies'],
  ])('names the supply types of a bill', (supplies, text) => {
    expect(supplyTypesText({ supplies })).toBe(text);
  });
});
