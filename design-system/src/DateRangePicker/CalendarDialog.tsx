import { useRef, type ReactNode } from 'react';
import { useDialog, type AriaDialogProps } from 'react-aria';
import { styled } from '../stitches.config.js';

const Panel = styled('div', { padding: '$3', '&:focus': { outline: 'none' } });

export interface CalendarDialogProps extends AriaDialogProps {
  /** The calendar. */
  children: ReactNode;
}

/**
 * The dialog role around the calendar inside the picker's popover. Not the package's Dialog: that one is modal
 * (Radix), with a scrim, a title and a close button, and takes focus from the page; this is react-aria's
 * non-modal popover dialog, placed against the field and closed by Escape or a press outside, as react-aria's
 * date picker pattern expects.
 */
export function CalendarDialog({ children, ...props }: CalendarDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { dialogProps } = useDialog(props, ref);
  return (
    <Panel {...dialogProps} ref={ref}>
      {children}
    </Panel>
  );
}
