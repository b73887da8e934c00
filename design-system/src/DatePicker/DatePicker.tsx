import { aucklandToday } from '@harakeke/calendar';
import { parseDate, type CalendarDate, type DateValue } from '@internationalized/date';
import { useState, type FocusEvent, type ReactNode, type Ref } from 'react';
import { I18nProvider, useDatePicker, useObjectRef } from 'react-aria';
import { useDatePickerState } from 'react-stately';
import { FieldDescription, FieldError, FieldLabel, FieldRoot, fieldStateAttributes } from '../Field/Field.js';
import { Popover } from '../Popover/index.js';
import { CalendarButton } from '../DateRangePicker/CalendarButton.js';
import { CalendarDialog } from '../DateRangePicker/CalendarDialog.js';
import { DateField } from '../DateRangePicker/DateField.js';
import { dateError } from '../DateRangePicker/date-range-rules.js';
import { PickerDates, PickerGroup } from '../DateRangePicker/picker-group.js';
import { FIRST_DAY_OF_WEEK, PICKER_LOCALE, toDay } from '../DateRangePicker/picker-locale.js';
import { DayCalendar } from '../DateRangePicker/RangeCalendar.js';

export interface DatePickerProps {
  /** What the date is for, e.g. 'Day'. */
  label: ReactNode;
  /** Help text under the label, linked to the field with aria-describedby. */
  description?: ReactNode;
  /** The message shown while invalid: with `isInvalid`, or in place of the picker's own when the date is outside. */
  errorMessage?: ReactNode;
  /** Marks the date as wrong from outside (e.g. the server refused it): the danger border and `errorMessage`. */
  isInvalid?: boolean;
  /** The selected day (controlled); null for none. */
  value?: CalendarDate | null;
  /** The day selected at first (uncontrolled). */
  defaultValue?: CalendarDate | null;
  /** Called with the new day once it is complete. */
  onChange?: (value: CalendarDate | null) => void;
  /** Called when focus leaves the picker, so a form can mark it touched. */
  onBlur?: (event: FocusEvent) => void;
  /** The earliest day that may be chosen. */
  minValue?: CalendarDate | null;
  /** The latest day that may be chosen. */
  maxValue?: CalendarDate | null;
  /** Opens the calendar on first render (uncontrolled); for screenshots of the open state. */
  defaultOpen?: boolean;
  /** Whether the calendar is open, when the caller holds it (controlled). */
  isOpen?: boolean;
  /** Called when the calendar opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Prevents typing and opening the calendar, and fades the field. */
  isDisabled?: boolean;
  /** Marks the date as required. */
  isRequired?: boolean;
  /** Form field name. */
  name?: string;
  /** The group holding the date and the calendar button (role group). */
  ref?: Ref<HTMLDivElement>;
  /** Class names added to the field's root. */
  className?: string;
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

function DayPicker({
  label,
  description,
  errorMessage,
  isInvalid: isInvalidFromCaller = false,
  isDisabled = false,
  isRequired = false,
  minValue,
  maxValue,
  onChange,
  ref: forwardedRef,
  className,
  ...rest
}: DatePickerProps) {
  const [todayInAuckland] = useState(() => parseDate(aucklandToday()));
  const stateProps = {
    ...rest,
    label,
    description,
    minValue,
    maxValue,
    isDisabled,
    isRequired,
    isInvalid: isInvalidFromCaller || undefined,
    onChange: onChange ? (value: DateValue | null) => onChange(toDay(value)) : undefined,
    placeholderValue: todayInAuckland,
    firstDayOfWeek: FIRST_DAY_OF_WEEK,
    shouldForceLeadingZeros: true,
  } as const;
  // As the range picker: a half-typed year is a date to react-aria, so the picker's own error waits until focus
  // leaves the field (the calendar's popover is still the field).
  const [editing, setEditing] = useState(false);
  const state = useDatePickerState(stateProps);
  const ref = useObjectRef(forwardedRef);
  const ownMessage = dateError(toDay(state.value), minValue, maxValue);
  const {
    labelProps,
    groupProps,
    fieldProps,
    buttonProps,
    dialogProps,
    calendarProps,
    descriptionProps,
    errorMessageProps,
    isInvalid,
    validationErrors,
  } = useDatePicker(
    {
      ...stateProps,
      onFocusChange: setEditing,
      errorMessage: errorMessage ?? ((result) => ownMessage ?? result.validationErrors.join(' ')),
    },
    state,
    ref,
  );
  const ownError = isInvalid && !editing ? (ownMessage ?? validationErrors.join(' ')) : undefined;
  const showInvalid = isInvalidFromCaller || Boolean(ownError);
  const shownError = showInvalid ? (errorMessage ?? ownError) : undefined;
  const openState = state.isOpen ? 'open' : 'closed';

  return (
    <FieldRoot
      className={className}
      data-state={openState}
      {...fieldStateAttributes({ isDisabled, isInvalid: showInvalid, isRequired })}
    >
      <FieldLabel as="span" {...labelProps}>
        {label}
      </FieldLabel>
      {description && <FieldDescription {...descriptionProps}>{description}</FieldDescription>}
      <PickerGroup
        {...groupProps}
        ref={ref}
        data-state={openState}
        data-invalid={showInvalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        <PickerDates>
          <DateField {...fieldProps} />
        </PickerDates>
        <CalendarButton {...buttonProps} />
      </PickerGroup>
      <FieldError props={errorMessageProps}>{shownError}</FieldError>
      {state.isOpen && (
        <Popover state={state} triggerRef={ref} placement="bottom start">
          <CalendarDialog {...dialogProps}>
            <DayCalendar {...calendarProps} firstDayOfWeek={FIRST_DAY_OF_WEEK} />
          </CalendarDialog>
        </Popover>
      )}
    </FieldRoot>
  );
}
