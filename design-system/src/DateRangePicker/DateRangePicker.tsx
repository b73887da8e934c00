import { aucklandToday } from '@harakeke/calendar';
import { parseDate, type CalendarDate, type DateValue } from '@internationalized/date';
import { useState, type FocusEvent, type ReactNode, type Ref } from 'react';
import { I18nProvider, useDateRangePicker, useObjectRef } from 'react-aria';
import { useDateRangePickerState } from 'react-stately';
import { FieldDescription, FieldError, FieldLabel, FieldRoot, fieldStateAttributes } from '../Field/Field.js';
import { Popover } from '../Popover/index.js';
import { CalendarButton } from './CalendarButton.js';
import { CalendarDialog } from './CalendarDialog.js';
import { DateField } from './DateField.js';
import { dateRangeError } from './date-range-rules.js';
import { FIRST_DAY_OF_WEEK, PICKER_LOCALE, toDateRange, toDay, type DateRangeValue } from './picker-locale.js';
import { PickerDates as Dates, PickerGroup as Group } from './picker-group.js';
import { RangeCalendar } from './RangeCalendar.js';

export type { DateRangeValue } from './picker-locale.js';

export interface DateRangePickerProps {
  /** What the range filters, e.g. 'Transaction dates'. */
  label: ReactNode;
  /** Help text under the label, linked to the fields with aria-describedby. */
  description?: ReactNode;
  /**
   * The message shown while invalid: with `isInvalid` (e.g. the server refused the range), or in place of the
   * picker's own message when the range itself is wrong.
   */
  errorMessage?: ReactNode;
  /** Marks the range as wrong from outside (e.g. the server refused it): the danger border and `errorMessage`. */
  isInvalid?: boolean;
  /** The selected range (controlled); null for none. */
  value?: DateRangeValue | null;
  /** The range selected at first (uncontrolled). */
  defaultValue?: DateRangeValue | null;
  /** Called with the new range once both ends are complete. */
  onChange?: (value: DateRangeValue | null) => void;
  /** Called when focus leaves the picker, so a form can mark it touched. */
  onBlur?: (event: FocusEvent) => void;
  /** The earliest date that may be chosen, e.g. 1 January 2016, the earliest data (spec 1 §9). */
  minValue?: CalendarDate | null;
  /** The latest date that may be chosen. */
  maxValue?: CalendarDate | null;
  /** Opens the calendar on first render (uncontrolled); for screenshots of the open state. */
  defaultOpen?: boolean;
  /** Whether the calendar is open, when the caller holds it (controlled). */
  isOpen?: boolean;
  /** Called when the calendar opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Prevents typing and opening the calendar, and fades the field. */
  isDisabled?: boolean;
  /** Marks both dates as required. */
  isRequired?: boolean;
  /** Form field name of the start date. */
  startName?: string;
  /** Form field name of the end date. */
  endName?: string;
  /** The group holding the two dates and the calendar button (role group). */
  ref?: Ref<HTMLDivElement>;
  /** Class names added to the field's root. */
  className?: string;
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

function RangePicker({
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
}: DateRangePickerProps) {
  // Dates shown and focused first are Auckland's, whatever the device's time zone; read once per mount.
  const [todayInAuckland] = useState(() => parseDate(aucklandToday()));
  const stateProps = {
    ...rest,
    label,
    description,
    minValue,
    maxValue,
    isDisabled,
    isRequired,
    // Only the caller forces the invalid state; range problems are found by the picker itself.
    isInvalid: isInvalidFromCaller || undefined,
    onChange: onChange
      ? (range: { start: DateValue; end: DateValue } | null) => onChange(toDateRange(range))
      : undefined,
    placeholderValue: todayInAuckland,
    firstDayOfWeek: FIRST_DAY_OF_WEEK,
    shouldForceLeadingZeros: true,
  } as const;
  // Whether the customer is still in the fields: a half-typed year is 'year 202' to react-aria, so the range's own
  // errors wait until focus leaves the picker (spec 1: a field shows its error once touched). Moving into the
  // calendar popover does not count as leaving.
  const [editing, setEditing] = useState(false);
  const state = useDateRangePickerState(stateProps);
  const ref = useObjectRef(forwardedRef);
  const ownMessage = dateRangeError(
    { start: toDay(state.value?.start), end: toDay(state.value?.end) },
    minValue,
    maxValue,
  );
  const {
    labelProps,
    groupProps,
    startFieldProps,
    endFieldProps,
    buttonProps,
    dialogProps,
    calendarProps,
    descriptionProps,
    errorMessageProps,
    isInvalid,
    validationErrors,
  } = useDateRangePicker(
    {
      ...stateProps,
      onFocusChange: setEditing,
      errorMessage: errorMessage ?? ((result) => ownMessage ?? result.validationErrors.join(' ')),
    },
    state,
    ref,
  );
  // As every field: the caller's `isInvalid` shows `errorMessage` at once; the range's own problems show once the
  // customer has left the fields, in the caller's words when it gave some.
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
      <Group
        {...groupProps}
        ref={ref}
        data-state={openState}
        data-invalid={showInvalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        <Dates>
          <DateField {...startFieldProps} />
          <span aria-hidden="true">–</span>
          <DateField {...endFieldProps} />
        </Dates>
        <CalendarButton {...buttonProps} />
      </Group>
      <FieldError props={errorMessageProps}>{shownError}</FieldError>
      {state.isOpen && (
        <Popover state={state} triggerRef={ref} placement="bottom start">
          <CalendarDialog {...dialogProps}>
            <RangeCalendar {...calendarProps} firstDayOfWeek={FIRST_DAY_OF_WEEK} />
          </CalendarDialog>
        </Popover>
      )}
    </FieldRoot>
  );
}
