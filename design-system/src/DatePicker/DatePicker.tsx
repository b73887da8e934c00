import type { CalendarDate, DateValue } from '@internationalized/date';
import { I18nProvider, useDatePicker } from 'react-aria';
import { useDatePickerState } from 'react-stately';
import { DateField } from '../DateRangePicker/DateField.js';
import { dateError } from '../DateRangePicker/date-range-rules.js';
import { pickerError, PickerFrame, usePickerBase, type PickerProps } from '../DateRangePicker/PickerFrame.js';
import { FIRST_DAY_OF_WEEK, PICKER_LOCALE, toDay } from '../DateRangePicker/picker-locale.js';
import { DayCalendar } from '../DateRangePicker/MonthCalendar.js';

export interface DatePickerProps extends PickerProps {
  /** The selected day (controlled); null for none. */
  value?: CalendarDate | null;
  /** The day selected at first (uncontrolled). */
  defaultValue?: CalendarDate | null;
  /** Called with the new day once it is complete. */
  onChange?: (value: CalendarDate | null) => void;
  /** Form field name. */
  name?: string;
}

/**
 * A date field and a calendar popover for choosing one day (the usage page's day of hours): en-NZ day/month/year
 * order, weeks from Sunday, and today's date in Pacific/Auckland (spec 1 §9), as DateRangePicker.
 *
 * Data attributes: `data-state="open" | "closed"` (the calendar) on the root and the group; `data-disabled`,
 * `data-invalid` and `data-required` on the root, and `data-disabled` and `data-invalid` on the group, when they
 * hold; on each day of the calendar, `data-state="selected" | "unselected"`, `data-today`, `data-disabled` and
 * `data-invalid`.
 */
export function DatePicker(props: DatePickerProps) {
  // Inside the component, so the popover's portal keeps the portal's locale wherever the picker is used.
  return (
    <I18nProvider locale={PICKER_LOCALE}>
      <DayPicker {...props} />
    </I18nProvider>
  );
}

function DayPicker(props: DatePickerProps) {
  const { ariaProps, onFocusChange, frame, errorInput } = usePickerBase(props);
  const { onChange, minValue, maxValue } = props;
  const stateProps = {
    ...ariaProps,
    onChange: onChange ? (value: DateValue | null) => onChange(toDay(value)) : undefined,
  };
  const state = useDatePickerState(stateProps);
  const ownMessage = dateError(toDay(state.value), minValue, maxValue);
  const { fieldProps, calendarProps, isInvalid, validationErrors, ...parts } = useDatePicker(
    {
      ...stateProps,
      onFocusChange,
      errorMessage: errorInput.errorMessage ?? ((result) => ownMessage ?? result.validationErrors.join(' ')),
    },
    state,
    frame.groupRef,
  );
  return (
    <PickerFrame
      {...frame}
      {...parts}
      {...pickerError({ ...errorInput, ownMessage, isInvalid, validationErrors })}
      state={state}
      fields={<DateField {...fieldProps} />}
      calendar={<DayCalendar {...calendarProps} firstDayOfWeek={FIRST_DAY_OF_WEEK} />}
    />
  );
}
