import { useRef, type FocusEvent, type RefObject } from 'react';

/**
 * When a picker's date is done, for `onChangeEnd` (react-aria's word for it on sliders). react-aria reports every
 * complete date as it is typed, so retyping the day 15 reports day 1 on the way; a caller that loads something for
 * the date waits for the customer to be done instead: when they leave the picker (react-aria's `onBlur`, which moving
 * between its fields or into its calendar does not fire) or press Enter. A day chosen in the calendar is a finished
 * choice, so it ends at once.
 */
export function usePickerChangeEnd<T>(onChangeEnd: ((value: T) => void) | undefined) {
  // In a ref, not state: it is read only by the handlers below, and nothing on screen depends on it.
  const pending = useRef<{ value: T } | null>(null);
  const end = () => {
    const change = pending.current;
    pending.current = null;
    if (change) onChangeEnd?.(change.value);
  };
  return {
    /** Notes each change of the picker's value, typed or chosen, to report once it ends. */
    changed: (value: T) => {
      pending.current = { value };
    },
    /** Ends the change when the customer leaves the picker. */
    onBlur: end,
    /**
     * Ends the change when focus leaves a date field for anything but another date field of the picker: Tab from the
     * last field reaches the calendar button, still inside the picker, and the chart must not stay on the old date
     * while the field shows the new one. Moving from the start's fields to the end's does not end a range.
     */
    onFieldBlur:
      (group: RefObject<HTMLElement | null>) =>
      (event: FocusEvent): void => {
        const next = event.relatedTarget;
        const toAnotherField =
          next instanceof Element && next.getAttribute('role') === 'spinbutton' && group.current?.contains(next);
        if (!toAnotherField) end();
      },
    /**
     * Ends the change on Enter, for each date field: given to the picker's group instead, it would never see Enter,
     * which the field's press handling (react-aria's useDatePickerGroup) stops there.
     */
    onKeyDown: (event: { key: string }) => {
      if (event.key === 'Enter') end();
    },
    /** The calendar's onChange, ending the change it makes at once. */
    chosen:
      <V>(onChange: ((value: V) => void) | undefined) =>
      (value: V) => {
        onChange?.(value);
        end();
      },
  };
}
