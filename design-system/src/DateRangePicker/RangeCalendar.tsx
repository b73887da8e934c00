import { createCalendar, type DateValue } from '@internationalized/date';
import { useRef } from 'react';
import { useLocale, useRangeCalendar, type AriaRangeCalendarProps } from 'react-aria';
import { useRangeCalendarState } from 'react-stately';
import { styled } from '../stitches.config.js';
import { CalendarGrid } from './CalendarGrid.js';
import { MonthButton } from './MonthButton.js';
import type { FIRST_DAY_OF_WEEK } from './picker-locale.js';

const Header = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  marginBottom: '$2',
});

const Title = styled('h2', { margin: 0, fontSize: '$md', fontWeight: '$bold', color: '$text' });

export interface RangeCalendarProps extends AriaRangeCalendarProps<DateValue> {
  /** The first column of the month grid (spec 1 §9: Sunday). */
  firstDayOfWeek: typeof FIRST_DAY_OF_WEEK;
}

/** The month calendar in the picker's popover: the month's name between its arrows, above the grid of days. */
export function RangeCalendar(props: RangeCalendarProps) {
  const { locale } = useLocale();
  const state = useRangeCalendarState({ ...props, locale, createCalendar });
  const ref = useRef<HTMLDivElement>(null);
  const { calendarProps, prevButtonProps, nextButtonProps, title } = useRangeCalendar(props, state, ref);
  return (
    <div {...calendarProps} ref={ref}>
      <Header>
        <MonthButton {...prevButtonProps} direction="previous" />
        <Title>{title}</Title>
        <MonthButton {...nextButtonProps} direction="next" />
      </Header>
      <CalendarGrid state={state} firstDayOfWeek={props.firstDayOfWeek} />
    </div>
  );
}
