import type { DateValue } from '@internationalized/date';
import { I18nProvider, useDateRangePicker } from 'react-aria';
import { useDateRangePickerState } from 'react-stately';
import { DateField } from './DateField.js';
import { dateRangeError } from './date-range-rules.js';
import { FIRST_DAY_OF_WEEK, PICKER_LOCALE, toDateRange, toDay, type DateRangeValue } from './picker-locale.js';
import { pickerError, PickerFrame, usePickerBase, type PickerProps } from './PickerFrame.js';
import { RangeCalendar } from './MonthCalendar.js';
import { usePickerChangeEnd } from './picker-change-end.js';

export type { DateRangeValue } from './picker-locale.js';

export interface DateRangePickerProps extends PickerProps {
  /** The selected range (controlled); null for none. */
  value?: DateRangeValue | null;
  /** The range selected at first (uncontrolled). */
  defaultValue?: DateRangeValue | null;
  /** Called with the new range once both ends are complete, as each typed one is (for the caller that holds `value`). */
  onChange?: (value: DateRangeValue | null) => void;
  /** Called with the new range once the customer is done: on leaving the picker, on Enter, or on a range chosen. */
  onChangeEnd?: (value: DateRangeValue | null) => void;
  /** Form field name of the start date. */
  startName?: string;
  /** Form field name of the end date. */
  endName?: string;
}

/**
 * Two date fields and a calendar popover for choosing a range, as the transaction-history filter needs:
 * en-NZ day/month/year order, weeks from Sunday, and today's date in Pacific/Auckland (spec 1 §9).
 *
 * Data attributes: `data-state="open" | "closed"` (the calendar) on the root and the group; `data-disabled`,
 * `data-invalid` and `data-required` on the root, and `data-disabled` and `data-invalid` on the group, when they
 * hold; on each day of the calendar, `data-state="selected" | "unselected"`, `data-selection-start`,
 * `data-selection-end`, `data-today`, `data-disabled` and `data-invalid`.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  // The provider is inside the component so the portal's locale holds wherever the picker is used; the
  // popover is a React child, so it sees the provider through its portal.
  return (
    <I18nProvider locale={PICKER_LOCALE}>
      <RangePicker {...props} />
    </I18nProvider>
  );
}

function RangePicker(props: DateRangePickerProps) {
  const { ariaProps, onFocusChange, frame, errorInput } = usePickerBase(props);
  const { onChange, onChangeEnd, onBlur, minValue, maxValue } = props;
  const changeEnd = usePickerChangeEnd(onChangeEnd);
  const stateProps = {
    ...ariaProps,
    onChange: (range: { start: DateValue; end: DateValue } | null) => {
      changeEnd.changed(toDateRange(range));
      onChange?.(toDateRange(range));
    },
  };
  const state = useDateRangePickerState(stateProps);
  const range = { start: toDay(state.value?.start), end: toDay(state.value?.end) };
  const ownMessage = dateRangeError(range, minValue, maxValue);
  const { startFieldProps, endFieldProps, calendarProps, isInvalid, validationErrors, ...parts } = useDateRangePicker(
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
      {...pickerError({ ...errorInput, dates: [range.start, range.end], ownMessage, isInvalid, validationErrors })}
      state={state}
      fields={
        <>
          <DateField
            {...startFieldProps}
            onKeyDown={changeEnd.onKeyDown}
            onBlur={changeEnd.onFieldBlur(frame.groupRef)}
          />
          <span aria-hidden="true">–</span>
          <DateField
            {...endFieldProps}
            onKeyDown={changeEnd.onKeyDown}
            onBlur={changeEnd.onFieldBlur(frame.groupRef)}
          />
        </>
      }
      calendar={
        <RangeCalendar
          {...calendarProps}
          onChange={changeEnd.chosen(calendarProps.onChange)}
          firstDayOfWeek={FIRST_DAY_OF_WEEK}
        />
      }
    />
  );
}
