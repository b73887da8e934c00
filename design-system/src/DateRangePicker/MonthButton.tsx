import type { AriaButtonProps } from 'react-aria';
import { PickerButton } from './PickerButton.js';

export interface MonthButtonProps extends AriaButtonProps {
  /** Which way the button moves the calendar. */
  direction: 'previous' | 'next';
}

/** The calendar header's previous-month or next-month button. */
export function MonthButton({ direction, ...props }: MonthButtonProps) {
  return (
    <PickerButton {...props}>
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d={direction === 'previous' ? 'M10 3.5 5.5 8l4.5 4.5' : 'M6 3.5 10.5 8 6 12.5'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </PickerButton>
  );
}
