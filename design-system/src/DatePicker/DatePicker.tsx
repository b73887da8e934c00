import type { CalendarDate, DateValue } from '@internationalized/date';
import { I18nProvider, useDatePicker } from 'react-aria';
import { useDatePickerState } from 'react-stately';
import { DateField } from '../DateRangePicker/DateField.js';
import { dateError } from '../DateRangePicker/date-range-rules.js';
import { pickerError, PickerFrame, usePickerBase, type PickerProps } from '../DateRangePicker/PickerFrame.js';
import { FIRST_DAY_OF_WEEK, PICKER_LOCALE, toDay } from '../DateRangePicker/picker-locale.js';
import { DayCalendar } from '../DateRangePicker/MonthCalendar.js';
import { usePickerChangeEnd } from '../DateRangePicker/picker-change-end.js';

export interface DatePickerProps extends PickerProps {
  /** The selected day (controlled); null for none. */
  value?: CalendarDate | null;
  /** The day selected at first (uncontrolled). */
  defaultValue?: CalendarDate | null;
  /** Called with the new day once it is complete, as each typed one is (for the caller that holds `value`). */
  onChange?: (value: CalendarDate | null) => void;
  /** Called with the new day once the customer is done: on leaving the picker, on Enter, or on a day chosen. */
  onChangeEnd?: (value: CalendarDate | null) => void;
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
  const { onChange, onChangeEnd, onBlur, minValue, maxValue } = props;
  const changeEnd = usePickerChangeEnd(onChangeEnd);
  const stateProps = {
    ...ariaProps,
    onChange: (value: DateValue | null) => {
      changeEnd.changed(toDay(value));
      onChange?.(toDay(value));
    },
  };
  const state = useDatePickerState(stateProps);
  const day = toDay(state.value);
  const ownMessage = dateError(day, minValue, maxValue);
  const { fieldProps, calendarProps, isInvalid, validationErrors, ...parts } = useDatePicker(
    {
      ...stateProps,
      onFocusChange,
      onBlur: (event) => {
        changeEnd.onBlur();
        onBlur?.(event);
      },
      errorMessage: errorInput.errorMessage ?? ((result) => ownMessage ?? result.validationErrors.join(' ')),
    },
    state,
    frame.groupRef,
  );
  return (
    <PickerFrame
      {...frame}
      {...parts}
      {...pickerError({ ...errorInput, dates: [day], ownMessage, isInvalid, validationErrors })}
      state={state}
      fields={
        <DateField {...fieldProps} onKeyDown={changeEnd.onKeyDown} onBlur={changeEnd.onFieldBlur(frame.groupRef)} />
      }
      calendar={
        <DayCalendar
          {...calendarProps}
          onChange={changeEnd.chosen(calendarProps.onChange)}
          firstDayOfWeek={FIRST_DAY_OF_WEEK}
        />
      }
    />
  );
}
