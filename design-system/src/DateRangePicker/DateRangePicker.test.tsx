import { CalendarDate } from '@internationalized/date';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker.js';
import { dateRangePickerExamples as examples } from './DateRangePicker.examples.js';

const APRIL: DateRangePickerProps['value'] = {
  start: new CalendarDate(2026, 4, 5),
  end: new CalendarDate(2026, 4, 18),
};

function Picker(props: Partial<DateRangePickerProps>) {
  return <DateRangePicker label="Transaction dates" {...props} />;
}

// While the calendar is open, react-aria hides everything else from assistive technology.
const calendarButton = () => screen.getByRole('button', { name: /Calendar/, hidden: true });
const group = () => screen.getByRole('group', { name: 'Transaction dates', hidden: true });
const day = (name: RegExp) => within(screen.getByRole('grid')).getByRole('button', { name });
const segmentTypes = (field: 'Start' | 'End') =>
  within(group())
    .getAllByRole('spinbutton', { name: new RegExp(`${field} Date`) })
    .map((segment) => segment.getAttribute('data-type'));

afterEach(() => {
  vi.useRealTimers();
});

describe('DateRangePicker', () => {
  it('has a start and an end field in en-NZ order, day before month', () => {
    renderInBrand(<Picker defaultValue={APRIL} />);
    expect(segmentTypes('Start')).toEqual(['day', 'month', 'year']);
    expect(segmentTypes('End')).toEqual(['day', 'month', 'year']);
    expect(group()).toHaveTextContent('05/04/2026–18/04/2026');
  });

  it('names the end before the start as an invalid range, linked to the fields', () => {
    renderInBrand(examples.EndBeforeStart.render());
    const message = 'The end date must be on or after the start date.';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(group()).toHaveAttribute('data-invalid', 'true');
    expect(group().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
  });

  it('names the limits when a date is outside them', () => {
    renderInBrand(examples.OutsideLimits.render());
    expect(screen.getByRole('alert')).toHaveTextContent('Choose dates between 01 Jan 2016 and 30 Nov 2026.');
  });

  it("shows the caller's message instead of its own", () => {
    renderInBrand(<Picker defaultValue={APRIL} isInvalid errorMessage="We could not load transactions." />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load transactions.');
  });

  it('shows no error for a valid range', () => {
    renderInBrand(<Picker defaultValue={APRIL} minValue={new CalendarDate(2016, 1, 1)} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts the calendar week on Sunday', async () => {
    renderInBrand(<Picker defaultValue={APRIL} />);
    await userEvent.click(calendarButton());
    const grid = screen.getByRole('grid', { name: 'April 2026' });
    const headers = within(grid)
      .getAllByRole('columnheader', { hidden: true })
      .map((header) => header.textContent);
    expect(headers).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    // 1 April 2026 is a Wednesday: the fourth column of the first week.
    // The header row is hidden from assistive technology (the day buttons name their weekday), so row 0 is week 1.
    const firstWeek = within(grid).getAllByRole('row')[0]!;
    const cells = within(firstWeek).getAllByRole('gridcell');
    expect(cells[3]).toHaveTextContent('1');
    expect(within(cells[3]!).getByRole('button')).toHaveAccessibleName(/Wednesday, 1 April 2026/);
  });

  it('chooses a range with two presses in the calendar', async () => {
    const onChange = vi.fn();
    renderInBrand(<Picker onChange={onChange} defaultValue={APRIL} />);
    await userEvent.click(calendarButton());
    await userEvent.click(day(/Friday, 10 April 2026/));
    await userEvent.click(day(/Tuesday, 21 April 2026/));
    expect(onChange).toHaveBeenCalledWith({ start: new CalendarDate(2026, 4, 10), end: new CalendarDate(2026, 4, 21) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(group()).toHaveTextContent('10/04/2026–21/04/2026');
  });

  it('disables days outside the limits and the way to earlier months', async () => {
    renderInBrand(examples.Open.render());
    const grid = screen.getByRole('grid', { name: 'April 2026' });
    expect(within(grid).getByRole('button', { name: /Thursday, 2 April 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(grid).getByRole('button', { name: /Friday, 3 April 2026/ })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it("marks Auckland's today, even when it is still yesterday in UTC", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 12:30 UTC on 4 April is 01:30 on Sunday 5 April in Auckland.
    vi.setSystemTime(new Date('2026-04-04T12:30:00Z'));
    renderInBrand(<Picker />);
    await userEvent.click(calendarButton());
    expect(screen.getByRole('grid', { name: 'April 2026' })).toBeInTheDocument();
    const today = day(/, 5 April 2026/);
    expect(today).toHaveAttribute('data-today', 'true');
    expect(today).toHaveFocus();
    expect(day(/, 4 April 2026/)).not.toHaveAttribute('data-today');
  });

  describe('keyboard', () => {
    it('opens the calendar, moves by day and week, chooses both ends with Enter and returns focus', async () => {
      const onChange = vi.fn();
      renderInBrand(<Picker onChange={onChange} defaultValue={APRIL} />);
      calendarButton().focus();
      await userEvent.keyboard('{Enter}');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(day(/, 5 April 2026/)).toHaveFocus();

      await userEvent.keyboard('{ArrowRight}{Enter}');
      // react-aria moves on one day after the first end is chosen, to show a range is being drawn: 7 April.
      expect(day(/, 7 April 2026/)).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}{Enter}');
      expect(onChange).toHaveBeenCalledWith({
        start: new CalendarDate(2026, 4, 6),
        end: new CalendarDate(2026, 4, 14),
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // react-aria's FocusScope restores focus in the next animation frame.
      await waitFor(() => expect(calendarButton()).toHaveFocus());
    });

    it('closes with Escape without changing the range and returns focus to the button', async () => {
      const onChange = vi.fn();
      renderInBrand(<Picker onChange={onChange} defaultValue={APRIL} />);
      calendarButton().focus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard('{ArrowRight}{Enter}{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onChange).not.toHaveBeenCalled();
      // react-aria's FocusScope restores focus in the next animation frame.
      await waitFor(() => expect(calendarButton()).toHaveFocus());
      expect(group()).toHaveTextContent('05/04/2026–18/04/2026');
    });

    it('takes typed dates, day first', async () => {
      const onChange = vi.fn();
      renderInBrand(<Picker onChange={onChange} />);
      await userEvent.tab();
      expect(within(group()).getAllByRole('spinbutton')[0]).toHaveFocus();
      await userEvent.keyboard('05042026');
      await userEvent.keyboard('18042026');
      expect(onChange).toHaveBeenLastCalledWith({
        start: new CalendarDate(2026, 4, 5),
        end: new CalendarDate(2026, 4, 18),
      });
    });

    it('reports a typed end before the start as an invalid range while the customer is still typing', async () => {
      renderInBrand(<Picker defaultValue={APRIL} />);
      const endDay = within(group()).getAllByRole('spinbutton', { name: /End Date/ })[0]!;
      endDay.focus();
      await userEvent.keyboard('01');
      expect(group()).toHaveTextContent('05/04/2026–01/04/2026');
      expect(screen.getByRole('alert')).toHaveTextContent('The end date must be on or after the start date.');
      expect(group()).toHaveAttribute('data-invalid', 'true');
    });

    it('waits for a year still being typed before naming the limits', async () => {
      renderInBrand(<Picker defaultValue={APRIL} minValue={new CalendarDate(2016, 1, 1)} />);
      const startYear = within(group()).getAllByRole('spinbutton', { name: /Start Date/ })[2]!;
      startYear.focus();
      // 0002, 0020 and 0201 on the way to 2015 are years half typed, not dates before 2016.
      await userEvent.keyboard('201');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await userEvent.keyboard('5');
      expect(screen.getByRole('alert')).toHaveTextContent('Choose dates on or after 01 Jan 2016.');
    });
  });

  describe('onChangeEnd', () => {
    it('reports a typed range once, on Enter, not each range on the way', async () => {
      const onChange = vi.fn();
      const onChangeEnd = vi.fn();
      renderInBrand(<Picker defaultValue={APRIL} onChange={onChange} onChangeEnd={onChangeEnd} />);
      await userEvent.click(within(group()).getAllByRole('spinbutton', { name: /End Date/ })[0]!);
      // The end's day retyped as 25: react-aria has a whole range at '2' already.
      await userEvent.keyboard('25');
      expect(onChange).toHaveBeenCalledTimes(2);
      expect(onChangeEnd).not.toHaveBeenCalled();
      await userEvent.keyboard('{Enter}');
      expect(onChangeEnd).toHaveBeenCalledTimes(1);
      expect(onChangeEnd).toHaveBeenCalledWith({ start: APRIL!.start, end: new CalendarDate(2026, 4, 25) });
    });

    it('reports a typed range once the customer leaves the picker, not between its fields', async () => {
      const onChangeEnd = vi.fn();
      renderInBrand(<Picker defaultValue={APRIL} onChangeEnd={onChangeEnd} />);
      await userEvent.click(within(group()).getAllByRole('spinbutton', { name: /Start Date/ })[0]!);
      await userEvent.keyboard('01');
      await userEvent.click(within(group()).getAllByRole('spinbutton', { name: /End Date/ })[0]!);
      await userEvent.keyboard('30');
      expect(onChangeEnd).not.toHaveBeenCalled();
      await userEvent.click(document.body);
      expect(onChangeEnd).toHaveBeenCalledTimes(1);
      expect(onChangeEnd).toHaveBeenCalledWith({
        start: new CalendarDate(2026, 4, 1),
        end: new CalendarDate(2026, 4, 30),
      });
    });

    it('reports a range chosen in the calendar at once', async () => {
      const onChangeEnd = vi.fn();
      renderInBrand(<Picker defaultValue={APRIL} onChangeEnd={onChangeEnd} />);
      await userEvent.click(calendarButton());
      await userEvent.click(day(/Friday, 10 April 2026/));
      expect(onChangeEnd).not.toHaveBeenCalled();
      await userEvent.click(day(/Tuesday, 21 April 2026/));
      expect(onChangeEnd).toHaveBeenCalledTimes(1);
      expect(onChangeEnd).toHaveBeenCalledWith({
        start: new CalendarDate(2026, 4, 10),
        end: new CalendarDate(2026, 4, 21),
      });
    });
  });
});
