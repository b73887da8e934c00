import { useCalendarGrid } from 'react-aria';
import type { CalendarState, RangeCalendarState } from 'react-stately';
import { styled } from '../stitches.config.js';
import { CalendarDay } from './CalendarDay.js';
import type { FIRST_DAY_OF_WEEK } from './picker-locale.js';

const Grid = styled('table', {
  borderCollapse: 'collapse',
  '& th': { padding: '$1 0', fontSize: '$xs', fontWeight: '$medium', color: '$textMuted', textAlign: 'center' },
  '& td': { padding: 0 },
});

export interface CalendarGridProps {
  /** The calendar's state (one date or a range): the visible month, the selection and the focused date. */
  state: CalendarState | RangeCalendarState;
  /** The first column (spec 1 §9: Sunday). */
  firstDayOfWeek: typeof FIRST_DAY_OF_WEEK;
}

/** One month as a grid: short weekday names over a row per week, empty cells where the month has no day. */
export function CalendarGrid({ state, firstDayOfWeek }: CalendarGridProps) {
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
                date ? <CalendarDay key={index} state={state} date={date} /> : <td key={index} />,
              )}
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}
