import type { AriaButtonProps } from 'react-aria';
import { PickerButton } from './PickerButton.js';

/** The button at the end of the field that opens the calendar (react-aria names it "Calendar"). */
export function CalendarButton(props: AriaButtonProps) {
  return (
    <PickerButton {...props} atFieldEnd>
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <rect x="3" y="4" width="14" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M3 8h14M7 2.5v3M13 2.5v3" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </PickerButton>
  );
}
