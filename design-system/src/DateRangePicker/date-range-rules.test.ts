import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { dateError, dateRangeError, type PartialDateRange } from './date-range-rules.js';

const d = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new CalendarDate(year, month, day);
};
const range = (start: string | null, end: string | null): PartialDateRange => ({
  start: start ? d(start) : null,
  end: end ? d(end) : null,
});

describe('dateRangeError', () => {
  const min = d('2016-01-01');
  const max = d('2026-11-30');

  it.each<[string, PartialDateRange | null, CalendarDate | null, CalendarDate | null, string | undefined]>([
    ['no range yet', null, min, max, undefined],
    ['half a range', range('2026-04-05', null), min, max, undefined],
    ['a one-day range', range('2026-04-05', '2026-04-05'), min, max, undefined],
    ['a range inside the bounds', range('2026-01-01', '2026-04-30'), min, max, undefined],
    ['a range touching both bounds', range('2016-01-01', '2026-11-30'), min, max, undefined],
    [
      'an end before the start',
      range('2026-04-20', '2026-04-05'),
      min,
      max,
      'The end date must be on or after the start date.',
    ],
    [
      'a start before the minimum',
      range('2015-12-31', '2016-02-01'),
      min,
      max,
      'Choose dates between 01 Jan 2016 and 30 Nov 2026.',
    ],
    [
      'an end after the maximum',
      range('2026-11-01', '2026-12-01'),
      min,
      max,
      'Choose dates between 01 Jan 2016 and 30 Nov 2026.',
    ],
    ['only a minimum', range('2015-06-01', null), min, null, 'Choose dates on or after 01 Jan 2016.'],
    ['only a maximum', range(null, '2027-01-01'), null, max, 'Choose dates on or before 30 Nov 2026.'],
    ['no bounds', range('1999-01-01', '2099-01-01'), null, null, undefined],
  ])('%s', (_case, value, minValue, maxValue, message) => {
    expect(dateRangeError(value, minValue, maxValue)).toBe(message);
  });
});

describe('dateError', () => {
  const min = d('2023-11-30');
  const max = d('2026-11-29');

  it.each<[string, CalendarDate | null, CalendarDate | null, CalendarDate | null, string | undefined]>([
    ['no date yet', null, min, max, undefined],
    ['a day inside the limits', d('2026-04-05'), min, max, undefined],
    ['the first day allowed', d('2023-11-30'), min, max, undefined],
    ['a day before', d('2023-11-29'), min, max, 'Choose a date between 30 Nov 2023 and 29 Nov 2026.'],
    ['a day after', d('2026-11-30'), min, max, 'Choose a date between 30 Nov 2023 and 29 Nov 2026.'],
    ['a day after, with only a latest', d('2026-11-30'), null, max, 'Choose a date on or before 29 Nov 2026.'],
    ['a day before, with only an earliest', d('2023-01-01'), min, null, 'Choose a date on or after 30 Nov 2023.'],
  ])('%s', (_case, date, earliest, latest, message) => {
    expect(dateError(date, earliest, latest)).toBe(message);
  });
});
