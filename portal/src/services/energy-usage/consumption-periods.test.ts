import { describe, expect, it } from 'vitest';
import {
  billWindowKey,
  billWindowOptions,
  dayOptions,
  daysText,
  periodName,
  HOURLY_DAYS,
  monthOptions,
  usagePeriodOptions,
  yearOptions,
} from './consumption-periods.js';

describe('bill window options (spec 1 §3, spec 2 §9)', () => {
  const options = billWindowOptions({ startDate: '2026-11-03', endDate: '2026-12-02' });

  it('offers the current window first, labelled and keyed by its name and start date', () => {
    expect(options[0]).toEqual({
      key: 'Current billing window_2026_11_03',
      label: 'Current billing window',
      startDate: '2026-11-03',
      endDate: '2026-12-02',
    });
  });

  it('then the 24 periods before it, each as long as the current window, with a readable label', () => {
    expect(options).toHaveLength(25);
    expect(options[1]).toEqual({
      key: 'Billing window_2026_10_04',
      label: '04 Oct 2026 – 02 Nov 2026',
      startDate: '2026-10-04',
      endDate: '2026-11-02',
    });
    // Each ends the day before the next one starts, 30 days long.
    for (const [index, option] of options.slice(1).entries()) {
      const later = options[index];
      expect(new Date(`${option.endDate}T00:00Z`).getTime() + 86_400_000).toBe(
        new Date(`${later?.startDate}T00:00Z`).getTime(),
      );
    }
    // 24 × 30 days back.
    expect(options.at(-1)).toMatchObject({ startDate: '2024-11-13', endDate: '2024-12-12' });
    expect(new Set(options.map((option) => option.key)).size).toBe(25);
  });

  it('steps back across a year end', () => {
    const january = billWindowOptions({ startDate: '2027-01-10', endDate: '2027-02-09' });
    expect(january[1]).toMatchObject({
      key: 'Billing window_2026_12_10',
      label: '10 Dec 2026 – 09 Jan 2027',
      startDate: '2026-12-10',
      endDate: '2027-01-09',
    });
  });

  it('keeps whole calendar days across a change of daylight saving (27 Sep 2026 in Auckland)', () => {
    const october = billWindowOptions({ startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(october[1]).toMatchObject({ startDate: '2026-08-31', endDate: '2026-09-30' });
    expect(october[2]).toMatchObject({ startDate: '2026-07-31', endDate: '2026-08-30' });
    // Ending on 5 April 2026, the day daylight saving ends.
    const april = billWindowOptions({ startDate: '2026-05-06', endDate: '2026-06-04' });
    expect(april[1]).toMatchObject({ startDate: '2026-04-06', endDate: '2026-05-05' });
    expect(april[2]).toMatchObject({ startDate: '2026-03-07', endDate: '2026-04-05' });
  });

  it('keys a window by its name and its start date as year_month_day', () => {
    expect(billWindowKey('Current billing window', '2026-11-03')).toBe('Current billing window_2026_11_03');
  });
});

describe('month options', () => {
  it('offers this month and the 24 before it, across year ends', () => {
    const options = monthOptions('2026-01-15');
    expect(options).toHaveLength(25);
    expect(options[0]).toEqual({
      key: 'Month_2026_01_01',
      label: 'January 2026',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
    expect(options[1]).toMatchObject({ label: 'December 2025', startDate: '2025-12-01', endDate: '2025-12-31' });
    expect(options.at(-1)).toMatchObject({ label: 'January 2024', startDate: '2024-01-01' });
    expect(monthOptions('2028-03-01')[1]).toMatchObject({ startDate: '2028-02-01', endDate: '2028-02-29' });
  });
});

describe('the usage page’s options (spec 2 §2, §3)', () => {
  it('offers the hourly view yesterday first, then the month before it, never today', () => {
    const options = dayOptions('2026-11-29');
    expect(options).toHaveLength(HOURLY_DAYS);
    expect(options[0]).toEqual({
      key: 'Day_2026_11_28',
      label: 'Yesterday',
      startDate: '2026-11-28',
      endDate: '2026-11-28',
    });
    expect(options[1]).toMatchObject({ label: 'Fri 27 Nov 2026', startDate: '2026-11-27' });
  });

  it('offers the monthly view this year back to the year the usage starts, and no earlier', () => {
    expect(yearOptions('2026-11-29').map((option) => option.label)).toEqual(['2026', '2025', '2024', '2023']);
    expect(yearOptions('2026-11-29')[1]).toMatchObject({ startDate: '2025-01-01', endDate: '2025-12-31' });
  });

  it('chooses the options by granularity', () => {
    const context = { currentWindow: { startDate: '2026-11-16', endDate: '2026-12-15' }, today: '2026-11-29' };
    expect(usagePeriodOptions('HOURLY', context)[0]?.startDate).toBe('2026-11-28');
    expect(usagePeriodOptions('DAILY', context)[0]?.label).toBe('November 2026');
    // Every month of the readings, as the monthly view offers every year: back to November 2023.
    expect(usagePeriodOptions('DAILY', context).at(-1)?.label).toBe('November 2023');
    expect(usagePeriodOptions('DAILY', context)).toHaveLength(37);
    expect(usagePeriodOptions('MONTHLY', context)[0]?.label).toBe('2026');
    expect(usagePeriodOptions('BILL_WINDOW', context)[0]?.label).toBe('Current billing window');
  });
});

describe('periods by name', () => {
  it('names a day short, and a range with its year once, or each year when they differ', () => {
    expect(daysText({ startDate: '2026-11-28', endDate: '2026-11-28' })).toBe('Sat 28 Nov 2026');
    expect(daysText({ startDate: '2026-11-16', endDate: '2026-12-15' })).toBe('16 Nov – 15 Dec 2026');
    expect(daysText({ startDate: '2025-12-16', endDate: '2026-01-15' })).toBe('16 Dec 2025 – 15 Jan 2026');
  });

  it.each([
    ['HOURLY' as const, { startDate: '2026-04-05', endDate: '2026-04-05' }, 'Sun 5 Apr 2026'],
    ['DAILY' as const, { startDate: '2026-10-01', endDate: '2026-10-31' }, 'October 2026'],
    ['MONTHLY' as const, { startDate: '2024-01-01', endDate: '2024-12-31' }, '2024'],
    ['BILL_WINDOW' as const, { startDate: '2026-10-16', endDate: '2026-11-15' }, '16 Oct – 15 Nov 2026'],
  ])('names a %s period', (granularity, period, name) => {
    expect(periodName(granularity, period)).toBe(name);
  });
});
