import type { DateValue } from '@internationalized/date';
import { useRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import {
  useCalendar,
  useLocale,
  useRangeCalendar,
  type AriaButtonProps,
  type AriaCalendarProps,
  type AriaRangeCalendarProps,
} from 'react-aria';
import { useCalendarState, useRangeCalendarState } from 'react-stately';
import { styled } from '../stitches.config.js';
import { CalendarGrid } from './CalendarGrid.js';
import { MonthButton } from './MonthButton.js';
import { createGregorianCalendar, type FIRST_DAY_OF_WEEK } from './picker-locale.js';

const Header = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  marginBottom: '$2',
});

const Title = styled('h2', { margin: 0, fontSize: '$md', fontWeight: '$bold', color: '$text' });

/** What either calendar's hook gives its frame. */
interface CalendarFrameProps {
  calendarProps: HTMLAttributes<HTMLElement>;
  prevButtonProps: AriaButtonProps;
  nextButtonProps: AriaButtonProps;
  title: string;
  children: ReactNode;
}

/** The month's name between its arrows, above the grid of days. */
function CalendarFrame({
  calendarProps,
  prevButtonProps,
  nextButtonProps,
  title,
  children,
  ref,
}: CalendarFrameProps & { ref: Ref<HTMLDivElement> }) {
  return (
    <div {...calendarProps} ref={ref}>
      <Header>
        <MonthButton {...prevButtonProps} direction="previous" />
        <Title>{title}</Title>
        <MonthButton {...nextButtonProps} direction="next" />
      </Header>
      {children}
    </div>
  );
}

export interface RangeCalendarProps extends AriaRangeCalendarProps<DateValue> {
  /** The first column of the month grid (spec 1 §9: Sunday). */
  firstDayOfWeek: typeof FIRST_DAY_OF_WEEK;
}

/** The month calendar in the range picker's popover. */
export function RangeCalendar(props: RangeCalendarProps) {
  const { locale } = useLocale();
  const state = useRangeCalendarState({ ...props, locale, createCalendar: createGregorianCalendar });
  const ref = useRef<HTMLDivElement>(null);
  return (
    <CalendarFrame {...useRangeCalendar(props, state, ref)} ref={ref}>
      <CalendarGrid state={state} firstDayOfWeek={props.firstDayOfWeek} />
    </CalendarFrame>
  );
}

export interface DayCalendarProps extends AriaCalendarProps<DateValue> {
  /** The first column of the month grid (spec 1 §9: Sunday). */
  firstDayOfWeek: typeof FIRST_DAY_OF_WEEK;
}

/** The month calendar in the date picker's popover: one day chosen. */
export function DayCalendar(props: DayCalendarProps) {
  const { locale } = useLocale();
  const state = useCalendarState({ ...props, locale, createCalendar: createGregorianCalendar });
  const ref = useRef<HTMLDivElement>(null);
  return (
    <CalendarFrame {...useCalendar(props, state)} ref={ref}>
      <CalendarGrid state={state} firstDayOfWeek={props.firstDayOfWeek} />
    </CalendarFrame>
  );
}
