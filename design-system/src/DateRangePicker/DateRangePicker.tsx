import { aucklandToday } from '@harakeke/calendar';
import {
  createCalendar,
  isSameDay,
  parseDate,
  toCalendarDate,
  type CalendarDate,
  type DateValue,
} from '@internationalized/date';
import { useRef, useState, type FocusEvent, type ReactNode } from 'react';
import {
  I18nProvider,
  mergeProps,
  useButton,
  useCalendarCell,
  useCalendarGrid,
  useDateField,
  useDateRangePicker,
  useDateSegment,
  useDialog,
  useFocusRing,
  useLocale,
  useRangeCalendar,
  type AriaButtonProps,
  type AriaDatePickerProps,
  type AriaDialogProps,
  type AriaRangeCalendarProps,
} from 'react-aria';
import {
  useDateFieldState,
  useDateRangePickerState,
  useRangeCalendarState,
  type DateFieldState,
  type DateSegment,
  type RangeCalendarState,
} from 'react-stately';
import { FieldDescription, FieldError, FieldLabel, FieldRoot, inputStyles } from '../Field/Field.js';
import { Popover } from '../Select/Popover.js';
import { styled } from '../stitches.config.js';
import { dateRangeError } from './date-range-rules.js';

// spec 1 §9: locale en-NZ (day before month) and weeks start on Sunday, which en-NZ's own week data does not
// say (its first day is Monday), so it is set explicitly.
const LOCALE = 'en-NZ';
const FIRST_DAY_OF_WEEK = 'sun';

const Group = styled('div', {
  ...inputStyles,
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '$1',
  padding: '$1 $1 $1 $3',
  '&:focus-within': { borderColor: '$text' },
  '&[data-invalid]': { borderColor: '$danger', borderWidth: '$thick' },
  '&[data-disabled]': { cursor: 'not-allowed', backgroundColor: '$background' },
});

const Fields = styled('div', { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '$1', flex: 1 });

const FieldBox = styled('div', { display: 'inline-flex', alignItems: 'center', fontVariantNumeric: 'tabular-nums' });

const Segment = styled('div', {
  padding: '0 2px',
  borderRadius: '$sm',
  outline: 'none',
  '&[data-placeholder]': { color: '$textMuted' },
  '&[data-type=literal]': { padding: 0 },
  // The outline is invisible against the fill, but forced colours drop the fill and paint the outline.
  '&:focus': { backgroundColor: '$primary', color: '$onPrimary', outline: '$borderWidths$thin solid $primary' },
});

const IconButton = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  marginInlineStart: 'auto',
  width: '$controlSm',
  height: '$controlSm',
  padding: 0,
  color: '$primary',
  backgroundColor: 'transparent',
  border: '$borderWidths$thin solid transparent',
  borderRadius: '$md',
  cursor: 'pointer',
  '&:hover:not(:disabled)': { backgroundColor: '$surfaceAccent', borderColor: '$border' },
  '&[data-focus-visible]': { outline: '$borderWidths$focus solid $focus', outlineOffset: '2px' },
  '&:disabled': { cursor: 'not-allowed', color: '$textMuted', opacity: 0.6 },
  '& svg': { width: '$icon', height: '$icon' },
});

const CalendarDialog = styled('div', { padding: '$3', '&:focus': { outline: 'none' } });

const CalendarHeader = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  marginBottom: '$2',
});

const CalendarTitle = styled('h2', { margin: 0, fontSize: '$md', fontWeight: '$bold', color: '$text' });

const Grid = styled('table', {
  borderCollapse: 'collapse',
  '& th': { padding: '$1 0', fontSize: '$xs', fontWeight: '$medium', color: '$textMuted', textAlign: 'center' },
  '& td': { padding: 0 },
});

const Day = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // Seven columns of this fit a 320 px screen with the panel's padding.
  width: '$controlSm',
  height: '$controlSm',
  fontSize: '$sm',
  color: '$text',
  borderRadius: '$md',
  cursor: 'pointer',
  // Borders only on selected days: forced colours drop the fills, and these edges then show the selection
  // (a thin edge through the range, a thick one at its ends).
  border: 0,
  '&:hover:not([data-disabled])': { backgroundColor: '$surfaceAccent' },
  '&[data-today]': { fontWeight: '$bold', textDecoration: 'underline', textUnderlineOffset: '3px' },
  '&[data-state=selected]': {
    backgroundColor: '$surfaceAccent',
    borderRadius: 0,
    border: '$borderWidths$thin solid $surfaceAccent',
  },
  '&[data-selection-start], &[data-selection-end]': {
    backgroundColor: '$primary',
    color: '$onPrimary',
    fontWeight: '$bold',
    border: '$borderWidths$thick solid $primary',
  },
  '&[data-selection-start]': { borderStartStartRadius: '$md', borderEndStartRadius: '$md' },
  '&[data-selection-end]': { borderStartEndRadius: '$md', borderEndEndRadius: '$md' },
  '&[data-focus-visible]': { outline: '$borderWidths$focus solid $focus', outlineOffset: '1px', zIndex: 1 },
  // Not by colour alone: unavailable days are struck through.
  '&[data-disabled]': { color: '$textMuted', cursor: 'not-allowed', textDecoration: 'line-through', opacity: 0.7 },
  '&[data-invalid]': {
    backgroundColor: '$dangerSurface',
    color: '$danger',
    border: '$borderWidths$thin solid $danger',
  },
  '&[hidden]': { display: 'none' },
});

/** A range of calendar dates: both ends inclusive, no time of day. */
export interface DateRangeValue {
  start: CalendarDate;
  end: CalendarDate;
}

export interface DateRangePickerProps {
  /** What the range filters, e.g. 'Transaction dates'. */
  label: ReactNode;
  /** Help text under the label, linked to the fields with aria-describedby. */
  description?: ReactNode;
  /** A message from the caller (e.g. the server refused the range); replaces the picker's own range messages. */
  errorMessage?: ReactNode;
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
  /** Prevents typing and opening the calendar. */
  disabled?: boolean;
  /** Marks both dates as required. */
  required?: boolean;
  /** Form field name of the start date. */
  startName?: string;
  /** Form field name of the end date. */
  endName?: string;
}

/**
 * Two date fields and a calendar popover for choosing a range, as the transaction-history filter needs:
 * en-NZ day/month/year order, weeks from Sunday, and today's date in Pacific/Auckland (spec 1 §9).
 */
export function DateRangePicker(props: DateRangePickerProps) {
  // The provider is inside the component so the portal's locale holds wherever the picker is used; the
  // popover is a React child, so it sees the provider through its portal.
  return (
    <I18nProvider locale={LOCALE}>
      <RangePicker {...props} />
    </I18nProvider>
  );
}

function RangePicker({
  label,
  description,
  errorMessage,
  disabled = false,
  required = false,
  minValue,
  maxValue,
  onChange,
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
    isDisabled: disabled,
    isRequired: required,
    // Only the caller's message forces the invalid state; range problems are found by the picker itself.
    isInvalid: errorMessage ? true : undefined,
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
  const ref = useRef<HTMLDivElement>(null);
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
  const shownError = errorMessage ?? (isInvalid && !editing ? (ownMessage ?? validationErrors.join(' ')) : undefined);
  const showInvalid = Boolean(shownError);

  return (
    <FieldRoot data-disabled={disabled || undefined} data-invalid={showInvalid || undefined}>
      <FieldLabel as="span" {...labelProps}>
        {label}
      </FieldLabel>
      {description && <FieldDescription {...descriptionProps}>{description}</FieldDescription>}
      <Group
        {...groupProps}
        ref={ref}
        data-state={state.isOpen ? 'open' : 'closed'}
        data-invalid={showInvalid || undefined}
        data-disabled={disabled || undefined}
      >
        <Fields>
          <DateField {...startFieldProps} />
          <span aria-hidden="true">–</span>
          <DateField {...endFieldProps} />
        </Fields>
        <CalendarButton {...buttonProps} />
      </Group>
      <FieldError props={errorMessageProps}>{shownError}</FieldError>
      {state.isOpen && (
        <Popover state={state} triggerRef={ref} placement="bottom start">
          <Dialog {...dialogProps}>
            <RangeCalendar {...calendarProps} firstDayOfWeek={FIRST_DAY_OF_WEEK} />
          </Dialog>
        </Popover>
      )}
    </FieldRoot>
  );
}

/** The picker is day-granular; this also drops the time of day of a date-time a caller might pass. */
function toDay(value: DateValue | null | undefined): CalendarDate | null {
  return value ? toCalendarDate(value) : null;
}

function toDateRange(range: { start: DateValue; end: DateValue } | null): DateRangeValue | null {
  if (!range) return null;
  return { start: toCalendarDate(range.start), end: toCalendarDate(range.end) };
}

function DateField(props: AriaDatePickerProps<DateValue>) {
  const { locale } = useLocale();
  const state = useDateFieldState({ ...props, locale, createCalendar });
  const ref = useRef<HTMLDivElement>(null);
  const { fieldProps } = useDateField(props, state, ref);
  return (
    <FieldBox {...fieldProps} ref={ref}>
      {state.segments.map((segment, index) => (
        <DateSegmentView key={index} segment={segment} state={state} />
      ))}
    </FieldBox>
  );
}

function DateSegmentView({ segment, state }: { segment: DateSegment; state: DateFieldState }) {
  const ref = useRef<HTMLDivElement>(null);
  const { segmentProps } = useDateSegment(segment, state, ref);
  return (
    <Segment {...segmentProps} ref={ref} data-type={segment.type} data-placeholder={segment.isPlaceholder || undefined}>
      {segment.text}
    </Segment>
  );
}

function CalendarButton(props: AriaButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <IconButton {...mergeProps(buttonProps, focusProps)} ref={ref} data-focus-visible={isFocusVisible || undefined}>
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <rect x="3" y="4" width="14" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M3 8h14M7 2.5v3M13 2.5v3" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </IconButton>
  );
}

function Dialog({ children, ...props }: AriaDialogProps & { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { dialogProps } = useDialog(props, ref);
  return (
    <CalendarDialog {...dialogProps} ref={ref}>
      {children}
    </CalendarDialog>
  );
}

function RangeCalendar(props: AriaRangeCalendarProps<DateValue> & { firstDayOfWeek: typeof FIRST_DAY_OF_WEEK }) {
  const { locale } = useLocale();
  const state = useRangeCalendarState({ ...props, locale, createCalendar });
  const ref = useRef<HTMLDivElement>(null);
  const { calendarProps, prevButtonProps, nextButtonProps, title } = useRangeCalendar(props, state, ref);
  return (
    <div {...calendarProps} ref={ref}>
      <CalendarHeader>
        <NavButton {...prevButtonProps} direction="previous" />
        <CalendarTitle>{title}</CalendarTitle>
        <NavButton {...nextButtonProps} direction="next" />
      </CalendarHeader>
      <CalendarGrid state={state} firstDayOfWeek={props.firstDayOfWeek} />
    </div>
  );
}

function NavButton({ direction, ...props }: AriaButtonProps & { direction: 'previous' | 'next' }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <IconButton
      {...mergeProps(buttonProps, focusProps)}
      ref={ref}
      css={{ marginInlineStart: 0 }}
      data-focus-visible={isFocusVisible || undefined}
    >
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d={direction === 'previous' ? 'M10 3.5 5.5 8l4.5 4.5' : 'M6 3.5 10.5 8 6 12.5'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </IconButton>
  );
}

function CalendarGrid({
  state,
  firstDayOfWeek,
}: {
  state: RangeCalendarState;
  firstDayOfWeek: typeof FIRST_DAY_OF_WEEK;
}) {
  const { gridProps, headerProps, weekDays, weeksInMonth } = useCalendarGrid(
    { firstDayOfWeek, weekdayStyle: 'short' },
    state,
  );
  return (
    <Grid {...gridProps}>
      <thead {...headerProps}>
        <tr>
          {weekDays.map((day, index) => (
            <th key={index}>{day}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: weeksInMonth }, (_, weekIndex) => (
          <tr key={weekIndex}>
            {state
              .getDatesInWeek(weekIndex)
              .map((date, index) =>
                date ? <CalendarCell key={index} state={state} date={date} /> : <td key={index} />,
              )}
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}

function CalendarCell({ state, date }: { state: RangeCalendarState; date: CalendarDate }) {
  const ref = useRef<HTMLDivElement>(null);
  const {
    cellProps,
    buttonProps,
    isSelected,
    isOutsideVisibleRange,
    isDisabled,
    isUnavailable,
    isInvalid,
    formattedDate,
  } = useCalendarCell({ date }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const range = state.highlightedRange;
  const isStart = isSelected && range ? isSameDay(date, range.start) : false;
  const isEnd = isSelected && range ? isSameDay(date, range.end) : false;
  return (
    <td {...cellProps}>
      <Day
        {...mergeProps(buttonProps, focusProps)}
        ref={ref}
        hidden={isOutsideVisibleRange}
        data-state={isSelected ? 'selected' : undefined}
        data-selection-start={isStart || undefined}
        data-selection-end={isEnd || undefined}
        data-today={date.toString() === aucklandToday() || undefined}
        data-disabled={isDisabled || isUnavailable || undefined}
        data-invalid={isInvalid || undefined}
        data-focus-visible={isFocusVisible || undefined}
      >
        {formattedDate}
      </Day>
    </td>
  );
}
