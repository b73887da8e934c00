import { USAGE_PERIOD_MAX_DAYS } from '@harakeke/contract';
import { DateRangePicker, dateRangeError, daysBetween, type DateRangeValue } from '@harakeke/design-system';
import { parseDate } from '@internationalized/date';
import { useState } from 'react';
import type { DayRange } from './period-comparison.js';

/**
 * The days to compare with, as typed: the field keeps what is typed (a year half-typed, a day outside the readings)
 * and says what is wrong as soon as the dates are typed, and only a range of readings' days the customer is done with
 * is compared.
 */
export interface CustomDatesProps {
  range: DayRange | null;
  onChange: (range: DayRange) => void;
  limits: { first: string; last: string };
}

export function CustomDates({ range, onChange, limits }: CustomDatesProps) {
  const [first, last] = [parseDate(limits.first), parseDate(limits.last)];
  const [typed, setTyped] = useState<DateRangeValue | null>(
    () => range && { start: parseDate(range.startDate), end: parseDate(range.endDate) },
  );
  // The totals add up at most USAGE_PERIOD_MAX_DAYS days (the contract's period); the picker says so at once.
  // Counted only for dates inside the readings: a year half typed ('0002') is no day the calendar counts from.
  const inLimits = (value: DateRangeValue | null): value is DateRangeValue =>
    value !== null && !dateRangeError(value, first, last);
  const daysOf = (value: DateRangeValue) => daysBetween(value.start.toString(), value.end.toString()) + 1;
  const tooLong = inLimits(typed) && daysOf(typed) > USAGE_PERIOD_MAX_DAYS;
  return (
    <DateRangePicker
      label="Dates to compare"
      value={typed}
      minValue={first}
      maxValue={last}
      isInvalid={tooLong}
      errorMessage={tooLong ? `Choose at most ${USAGE_PERIOD_MAX_DAYS} days.` : undefined}
      onChange={setTyped}
      // spec 2 §3: each range compared loads its totals, so only the range the customer is done with (on leaving the
      // field, on Enter, or chosen in the calendar) is compared, not each one on the way as a date is typed.
      onChangeEnd={(value) => {
        if (inLimits(value) && daysOf(value) <= USAGE_PERIOD_MAX_DAYS) {
          onChange({ startDate: value.start.toString(), endDate: value.end.toString() });
        }
      }}
    />
  );
}
