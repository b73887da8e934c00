import { aucklandToday } from '@harakeke/calendar';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  useState,
  type DOMAttributes,
  type FocusEvent,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { useObjectRef, type AriaButtonProps, type AriaDialogProps } from 'react-aria';
import type { OverlayTriggerState } from 'react-stately';
import { FieldDescription, FieldError, FieldLabel, FieldRoot, fieldStateAttributes } from '../Field/Field.js';
import { Popover } from '../Popover/index.js';
import { CalendarButton } from './CalendarButton.js';
import { CalendarDialog } from './CalendarDialog.js';
import { PickerDates, PickerGroup } from './picker-group.js';
import { FIRST_DAY_OF_WEEK } from './picker-locale.js';

/** What both pickers (one day, a range) take besides their value. */
export interface PickerProps {
  /** What the date is for, e.g. 'Day', 'Transaction dates'. */
  label: ReactNode;
  /** Help text under the label, linked to the fields with aria-describedby. */
  description?: ReactNode;
  /**
   * The message shown while invalid: with `isInvalid` (e.g. the server refused it), or in place of the picker's own
   * message when the date itself is wrong.
   */
  errorMessage?: ReactNode;
  /** Marks the date as wrong from outside (e.g. the server refused it): the danger border and `errorMessage`. */
  isInvalid?: boolean;
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
  /** Marks the date as required. */
  isRequired?: boolean;
  /** The group holding the date fields and the calendar button (role group). */
  ref?: Ref<HTMLDivElement>;
  /** Class names added to the field's root. */
  className?: string;
}

/**
 * What both pickers hand react-aria from their props: Auckland's today as the placeholder (whatever the device's
 * time zone, read once per mount), weeks from Sunday, leading zeros, and `isInvalid` only when the caller forces it
 * (the picker finds its own problems). Also whether the customer is still in the fields (the calendar's popover
 * counts), for pickerError, and the group's ref.
 */
export function usePickerBase<P extends PickerProps>({
  isInvalid = false,
  isDisabled = false,
  isRequired = false,
  errorMessage,
  className,
  ref,
  ...rest
}: P) {
  const [todayInAuckland] = useState(() => parseDate(aucklandToday()));
  const [editing, setEditing] = useState(false);
  const groupRef = useObjectRef(ref);
  return {
    ariaProps: {
      ...rest,
      isDisabled,
      isRequired,
      isInvalid: isInvalid || undefined,
      placeholderValue: todayInAuckland,
      firstDayOfWeek: FIRST_DAY_OF_WEEK,
      shouldForceLeadingZeros: true,
    },
    onFocusChange: setEditing,
    frame: { label: rest.label, description: rest.description, className, isDisabled, isRequired, groupRef },
    errorInput: { isInvalidFromCaller: isInvalid, errorMessage, editing },
  };
}

/**
 * What a picker shows as its error: the caller's `isInvalid` shows `errorMessage` at once; the picker's own problem
 * (a date outside the limits, an end before the start) as soon as the dates typed are whole, in the caller's words
 * when it gave some. A year typed in fewer than four digits is a date to react-aria ('0202' on the way to '2026'), but
 * not yet the customer's: its problem waits until they leave the fields.
 */
export function pickerError({
  isInvalidFromCaller,
  errorMessage,
  ownMessage,
  isInvalid,
  validationErrors,
  editing,
  dates,
}: {
  isInvalidFromCaller: boolean;
  errorMessage: ReactNode;
  ownMessage: string | undefined;
  isInvalid: boolean;
  validationErrors: readonly string[];
  editing: boolean;
  /** The picker's dates as typed, to tell a year still being typed. */
  dates: readonly (CalendarDate | null)[];
}): { showInvalid: boolean; shownError: ReactNode } {
  const yearBeingTyped = editing && dates.some((date) => date !== null && date.year < 1000);
  const ownError = isInvalid && !yearBeingTyped ? (ownMessage ?? validationErrors.join(' ')) : undefined;
  const showInvalid = isInvalidFromCaller || Boolean(ownError);
  return { showInvalid, shownError: showInvalid ? (errorMessage ?? ownError) : undefined };
}

/** The parts of react-aria's picker hooks the frame lays out. */
export interface PickerFrameProps {
  label: ReactNode;
  description?: ReactNode;
  className?: string;
  isDisabled: boolean;
  isRequired: boolean;
  showInvalid: boolean;
  shownError: ReactNode;
  state: OverlayTriggerState;
  groupRef: RefObject<HTMLDivElement | null>;
  labelProps: DOMAttributes<Element>;
  groupProps: DOMAttributes<Element>;
  descriptionProps: DOMAttributes<Element>;
  errorMessageProps: DOMAttributes<Element>;
  buttonProps: AriaButtonProps;
  dialogProps: AriaDialogProps;
  /** The date field, or the two of a range. */
  fields: ReactNode;
  /** The month calendar of the popover. */
  calendar: ReactNode;
}

/**
 * Both pickers' field: the label and help, one input-like box of date fields and the calendar button, the error,
 * and the calendar's non-modal popover while open.
 */
export function PickerFrame({
  label,
  description,
  className,
  isDisabled,
  isRequired,
  showInvalid,
  shownError,
  state,
  groupRef,
  labelProps,
  groupProps,
  descriptionProps,
  errorMessageProps,
  buttonProps,
  dialogProps,
  fields,
  calendar,
}: PickerFrameProps) {
  const openState = state.isOpen ? 'open' : 'closed';
  return (
    <FieldRoot
      className={className}
      data-state={openState}
      {...fieldStateAttributes({ isDisabled, isInvalid: showInvalid, isRequired })}
    >
      <FieldLabel as="span" {...(labelProps as HTMLAttributes<HTMLSpanElement>)}>
        {label}
      </FieldLabel>
      {description && <FieldDescription {...descriptionProps}>{description}</FieldDescription>}
      <PickerGroup
        {...groupProps}
        ref={groupRef}
        data-state={openState}
        data-invalid={showInvalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        <PickerDates>{fields}</PickerDates>
        <CalendarButton {...buttonProps} />
      </PickerGroup>
      <FieldError props={errorMessageProps}>{shownError}</FieldError>
      {state.isOpen && (
        <Popover state={state} triggerRef={groupRef} placement="bottom start">
          <CalendarDialog {...dialogProps}>{calendar}</CalendarDialog>
        </Popover>
      )}
    </FieldRoot>
  );
}
