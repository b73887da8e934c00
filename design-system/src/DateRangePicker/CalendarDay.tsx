import { aucklandToday } from '@harakeke/calendar';
import { isSameDay, type CalendarDate } from '@internationalized/date';
import { useRef } from 'react';
import { mergeProps, useCalendarCell, useFocusRing } from 'react-aria';
import type { CalendarState, RangeCalendarState } from 'react-stately';
import { styled } from '../stitches.config.js';

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
  '&[data-today]': {
    fontWeight: '$bold',
    textDecoration: 'underline',
    textUnderlineOffset: '$space$underlineOffset',
  },
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
  // Half the usual focus offset: the days sit edge to edge, and a wider ring would cover the next day's number.
  '&[data-focus-visible]': {
    outline: '$borderWidths$focus solid $focus',
    outlineOffset: 'calc($space$focusOffset / 2)',
    zIndex: 1,
  },
  // Not by colour alone: unavailable days are struck through.
  '&[data-disabled]': { color: '$textMuted', cursor: 'not-allowed', textDecoration: 'line-through', opacity: 0.7 },
  '&[data-invalid]': {
    backgroundColor: '$dangerSurface',
    color: '$danger',
    border: '$borderWidths$thin solid $danger',
  },
  '&[hidden]': { display: 'none' },
});

export interface CalendarDayProps {
  /** The calendar's state: one date, or a range. */
  state: CalendarState | RangeCalendarState;
  /** The day this cell shows. */
  date: CalendarDate;
}

/**
 * One day of the calendar grid, a button in a grid cell. Data attributes: `data-state="selected" | "unselected"`, selected inside the
 * selected (or highlighted) range, `data-selection-start` / `data-selection-end` at its ends, `data-today` on
 * Auckland's today, and `data-disabled`, `data-invalid` and `data-focus-visible` while they hold.
 */
export function CalendarDay({ state, date }: CalendarDayProps) {
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
  // One date is a range of a day: its cell is both the start and the end.
  const range =
    'highlightedRange' in state ? state.highlightedRange : state.value && { start: state.value, end: state.value };
  const isStart = isSelected && range ? isSameDay(date, range.start) : false;
  const isEnd = isSelected && range ? isSameDay(date, range.end) : false;
  return (
    <td {...cellProps}>
      <Day
        {...mergeProps(buttonProps, focusProps)}
        ref={ref}
        hidden={isOutsideVisibleRange}
        data-state={isSelected ? 'selected' : 'unselected'}
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
