import { CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import { defineExamples } from '../examples.js';
import { DateRangePicker, type DateRangeValue } from './DateRangePicker.js';

// Fixed dates, so screenshots do not change from day to day.
const EARLIEST = new CalendarDate(2016, 1, 1); // spec 1 §9: earliest data year 2016
const LATEST = new CalendarDate(2026, 11, 30);
const SIX_MONTHS: DateRangeValue = { start: new CalendarDate(2026, 5, 1), end: new CalendarDate(2026, 11, 30) };

// The field holds each range as it is typed; the summary follows only the range the customer is done with, so
// retyping a date shows no range on the way.
function FilterWithSummary() {
  const [typed, setTyped] = useState<DateRangeValue | null>(SIX_MONTHS);
  const [shown, setShown] = useState<DateRangeValue | null>(SIX_MONTHS);
  return (
    <div>
      <DateRangePicker
        label="Transaction dates"
        value={typed}
        onChange={setTyped}
        onChangeEnd={setShown}
        minValue={EARLIEST}
        maxValue={LATEST}
      />
      <p aria-live="polite">
        {shown ? `Showing ${shown.start.toString()} to ${shown.end.toString()}` : 'Showing all transactions'}
      </p>
    </div>
  );
}

export const dateRangePickerExamples = defineExamples({
  Empty: {
    description: 'No range yet: the fields show the en-NZ order dd/mm/yyyy.',
    render: () => <DateRangePicker label="Transaction dates" />,
  },
  Selected: {
    description: 'A transaction-history range of about six months.',
    render: () => <DateRangePicker label="Transaction dates" defaultValue={SIX_MONTHS} />,
  },
  WithDescription: {
    render: () => (
      <DateRangePicker
        label="Transaction dates"
        description="Transactions from 2016 onwards are available."
        defaultValue={SIX_MONTHS}
        minValue={EARLIEST}
        maxValue={LATEST}
      />
    ),
  },
  Controlled: {
    description: 'The caller holds the range as typed, and reacts once the customer is done with it (onChangeEnd).',
    render: () => <FilterWithSummary />,
  },
  EndBeforeStart: {
    description: 'An invalid range: the end date is before the start date.',
    render: () => (
      <DateRangePicker
        label="Transaction dates"
        defaultValue={{ start: new CalendarDate(2026, 4, 20), end: new CalendarDate(2026, 4, 5) }}
      />
    ),
  },
  OutsideLimits: {
    description: 'A start before the earliest date allowed.',
    render: () => (
      <DateRangePicker
        label="Transaction dates"
        defaultValue={{ start: new CalendarDate(2015, 12, 1), end: new CalendarDate(2016, 1, 31) }}
        minValue={EARLIEST}
        maxValue={LATEST}
      />
    ),
  },
  CallerError: {
    description: 'A message from the caller, e.g. when loading the range failed.',
    render: () => (
      <DateRangePicker
        label="Transaction dates"
        defaultValue={SIX_MONTHS}
        isInvalid
        errorMessage="We could not load transactions for these dates. Please try again."
      />
    ),
  },
  Disabled: {
    render: () => <DateRangePicker label="Transaction dates" defaultValue={SIX_MONTHS} isDisabled />,
  },
  Open: {
    description: 'The calendar open on April 2026: weeks start on Sunday; days before the minimum are struck through.',
    render: () => (
      <DateRangePicker
        label="Transaction dates"
        defaultValue={{ start: new CalendarDate(2026, 4, 5), end: new CalendarDate(2026, 4, 18) }}
        minValue={new CalendarDate(2026, 4, 3)}
        maxValue={LATEST}
        defaultOpen
      />
    ),
  },
});
