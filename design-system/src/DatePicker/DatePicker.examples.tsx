import { CalendarDate } from '@internationalized/date';
import { defineExamples } from '../examples.js';
import { DatePicker } from './DatePicker.js';

// Fixed dates, so screenshots do not change from day to day.
const EARLIEST = new CalendarDate(2023, 11, 30);
const LATEST = new CalendarDate(2026, 11, 29);
const CLOCKS_GO_BACK = new CalendarDate(2026, 4, 5);

export const datePickerExamples = defineExamples({
  Empty: {
    description: 'No day yet: the field shows the en-NZ order dd/mm/yyyy.',
    render: () => <DatePicker label="Day" />,
  },
  Selected: {
    description: 'The day daylight saving ended in 2026.',
    render: () => <DatePicker label="Day" defaultValue={CLOCKS_GO_BACK} />,
  },
  OutsideLimits: {
    description: 'A day after the latest allowed.',
    render: () => (
      <DatePicker label="Day" defaultValue={new CalendarDate(2026, 12, 3)} minValue={EARLIEST} maxValue={LATEST} />
    ),
  },
  CallerError: {
    description: 'A message from the caller, e.g. when the server refused the day.',
    render: () => (
      <DatePicker
        label="Day"
        defaultValue={CLOCKS_GO_BACK}
        isInvalid
        errorMessage="We couldn’t load this day. Please try again."
      />
    ),
  },
  Open: {
    description: 'The calendar open on November 2026: weeks start on Sunday; days after the latest are struck through.',
    render: () => (
      <DatePicker
        label="Day"
        defaultValue={new CalendarDate(2026, 11, 20)}
        minValue={EARLIEST}
        maxValue={LATEST}
        defaultOpen
      />
    ),
  },
});
