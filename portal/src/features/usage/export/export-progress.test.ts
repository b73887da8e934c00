import { describe, expect, it } from 'vitest';
import { expectedRows, percentDone, rowsIn } from './export-progress.js';

describe('the usage file’s progress', () => {
  it.each([
    ['a day of half-hours', { startDate: '2026-11-28', endDate: '2026-11-28', interval: 'halfHour' as const }, 49],
    [
      'the day the clocks go forward',
      { startDate: '2026-09-27', endDate: '2026-09-27', interval: 'halfHour' as const },
      47,
    ],
    [
      'the day the clocks go back',
      { startDate: '2026-04-05', endDate: '2026-04-05', interval: 'halfHour' as const },
      51,
    ],
    ['a month of days', { startDate: '2026-10-01', endDate: '2026-10-31', interval: 'day' as const }, 32],
    ['months across a new year', { startDate: '2025-11-15', endDate: '2026-02-03', interval: 'month' as const }, 5],
    ['24 months', { startDate: '2024-11-29', endDate: '2026-11-28', interval: 'month' as const }, 26],
  ])('expects %s', (_case, request, rows) => {
    expect(expectedRows(request)).toBe(rows);
  });

  it('counts rows by their line ends and never says done before the file is in', () => {
    expect(rowsIn(new TextEncoder().encode('Date,kWh\r\n2026-11-01,1.00\r\n2026-11-'))).toBe(2);
    expect(percentDone(16, 32)).toBe(50);
    expect(percentDone(40, 32)).toBe(99);
  });
});
