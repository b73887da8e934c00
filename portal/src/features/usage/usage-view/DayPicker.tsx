import { addDays, Button, DatePicker, Inline } from '@harakeke/design-system';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { useRef, useState } from 'react';

/** The day shown by the hour, the days it can be, and its change (spec 2 §2 hourly granularity). */
export interface DayPickerProps {
  /** 'YYYY-MM-DD'. */
  value: string;
  /** The first and last days with readings to show. */
  first: string;
  last: string;
  onChange: (date: string) => void;
}

/**
 * Any day of the readings for the hourly view: typed, from the calendar, or a day either side with Previous day and
 * Next day (which stop at the limits), so a week can be walked hour by hour.
 */
export function DayPicker({ value, first, last, onChange }: DayPickerProps) {
  // The field holds what is typed, even a day it cannot show (it says why as soon as the day is typed), and follows
  // the day shown when that changes from outside (Previous day, Next day).
  const [typed, setTyped] = useState<CalendarDate | null>(() => parseDate(value));
  const [followed, setFollowed] = useState(value);
  if (followed !== value) {
    setFollowed(value);
    setTyped(parseDate(value));
  }
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  // At a limit the button pressed is disabled: focus goes to the other one rather than to the page.
  const step = (days: number) => {
    const day = addDays(value, days);
    onChange(day);
    if (day >= last) previous.current?.focus();
    else if (day <= first) next.current?.focus();
  };
  return (
    <Inline gap="2" rowGap="2" wrap align="end">
      <DatePicker
        label="Day"
        value={typed}
        minValue={parseDate(first)}
        maxValue={parseDate(last)}
        onChange={setTyped}
        // spec 2 §2: each day shown loads its hours, so only the day the customer is done with is shown (on leaving
        // the field, on Enter, or chosen in the calendar), not each day on the way as it is typed (day 1 before 15).
        onChangeEnd={(day) => day && onChange(day.toString())}
      />
      <Button ref={previous} variant="secondary" size="sm" isDisabled={value <= first} onClick={() => step(-1)}>
        Previous day
      </Button>
      <Button ref={next} variant="secondary" size="sm" isDisabled={value >= last} onClick={() => step(1)}>
        Next day
      </Button>
    </Inline>
  );
}
