import { CalendarDate } from '@internationalized/date';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { DatePicker, type DatePickerProps } from './DatePicker.js';
import { datePickerExamples as examples } from './DatePicker.examples.js';

const CLOCKS_GO_BACK = new CalendarDate(2026, 4, 5);

function Picker(props: Partial<DatePickerProps>) {
  return <DatePicker label="Day" {...props} />;
}

// While the calendar is open, react-aria hides everything else from assistive technology.
const calendarButton = () => screen.getByRole('button', { name: /Calendar/, hidden: true });
const group = () => screen.getByRole('group', { name: 'Day', hidden: true });
const day = (name: RegExp) => within(screen.getByRole('grid')).getByRole('button', { name });

describe('DatePicker', () => {
  it('has one field in en-NZ order, day before month', () => {
    renderInBrand(<Picker defaultValue={CLOCKS_GO_BACK} />);
    const types = within(group())
      .getAllByRole('spinbutton')
      .map((segment) => segment.getAttribute('data-type'));
    expect(types).toEqual(['day', 'month', 'year']);
    expect(group()).toHaveTextContent('05/04/2026');
  });

  it('names the limits when the day is outside them, linked to the field', () => {
    renderInBrand(examples.OutsideLimits.render());
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a date between 30 Nov 2023 and 29 Nov 2026.');
    expect(group()).toHaveAttribute('data-invalid', 'true');
  });

  it("shows the caller's message instead of its own", () => {
    renderInBrand(examples.CallerError.render());
    expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t load this day. Please try again.');
  });

  it('starts the calendar week on Sunday and chooses a day with one press', async () => {
    const onChange = vi.fn();
    renderInBrand(<Picker defaultValue={CLOCKS_GO_BACK} onChange={onChange} />);
    await userEvent.click(calendarButton());
    const grid = screen.getByRole('grid', { name: 'April 2026' });
    const headers = within(grid)
      .getAllByRole('columnheader', { hidden: true })
      .map((header) => header.textContent);
    expect(headers[0]).toBe('Sun');
    expect(day(/Sunday, 5 April 2026/)).toHaveAttribute('data-state', 'selected');
    await userEvent.click(day(/Monday, 6 April 2026/));
    expect(onChange).toHaveBeenCalledWith(new CalendarDate(2026, 4, 6));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(group()).toHaveTextContent('06/04/2026');
  });

  it('strikes out days after the latest, and offers no later month', () => {
    renderInBrand(examples.Open.render());
    const grid = screen.getByRole('grid', { name: 'November 2026' });
    expect(within(grid).getByRole('button', { name: /Monday, 30 November 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(grid).getByRole('button', { name: /Sunday, 29 November 2026/ })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('is used from the keyboard: opens, moves a week, chooses with Enter and returns focus', async () => {
    const onChange = vi.fn();
    renderInBrand(<Picker onChange={onChange} defaultValue={CLOCKS_GO_BACK} />);
    calendarButton().focus();
    await userEvent.keyboard('{Enter}');
    expect(day(/, 5 April 2026/)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(new CalendarDate(2026, 4, 12));
    await waitFor(() => expect(calendarButton()).toHaveFocus());
  });

  it('takes a typed day, day first', async () => {
    const onChange = vi.fn();
    renderInBrand(<Picker onChange={onChange} />);
    await userEvent.click(within(group()).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('27092026');
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 9, 27));
  });

  describe('onChangeEnd', () => {
    it('reports a typed day once, on Enter, not each day on the way', async () => {
      const onChange = vi.fn();
      const onChangeEnd = vi.fn();
      renderInBrand(<Picker defaultValue={CLOCKS_GO_BACK} onChange={onChange} onChangeEnd={onChangeEnd} />);
      await userEvent.click(within(group()).getAllByRole('spinbutton')[0]!);
      // The day retyped as 15: react-aria has a whole date at '1' already.
      await userEvent.keyboard('15');
      expect(onChange).toHaveBeenCalledWith(new CalendarDate(2026, 4, 1));
      expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 4, 15));
      expect(onChangeEnd).not.toHaveBeenCalled();
      await userEvent.keyboard('{Enter}');
      expect(onChangeEnd).toHaveBeenCalledTimes(1);
      expect(onChangeEnd).toHaveBeenCalledWith(new CalendarDate(2026, 4, 15));
      expect(group()).toHaveTextContent('15/04/2026');
    });

    it('reports a typed day once the customer leaves the picker, not between its fields', async () => {
      const onChangeEnd = vi.fn();
      const onBlur = vi.fn();
      renderInBrand(<Picker defaultValue={CLOCKS_GO_BACK} onChangeEnd={onChangeEnd} onBlur={onBlur} />);
      await userEvent.click(within(group()).getAllByRole('spinbutton')[0]!);
      await userEvent.keyboard('20');
      await userEvent.click(within(group()).getAllByRole('spinbutton')[1]!);
      await userEvent.keyboard('05');
      expect(onChangeEnd).not.toHaveBeenCalled();
      await userEvent.click(document.body);
      expect(onChangeEnd).toHaveBeenCalledTimes(1);
      expect(onChangeEnd).toHaveBeenCalledWith(new CalendarDate(2026, 5, 20));
      expect(onBlur).toHaveBeenCalledTimes(1);
    });

    it('reports a typed day when Tab leaves the field for the calendar button, still inside the picker', async () => {
      const onChangeEnd = vi.fn();
      renderInBrand(<Picker defaultValue={CLOCKS_GO_BACK} onChangeEnd={onChangeEnd} />);
      await userEvent.click(within(group()).getAllByRole('spinbutton')[2]!);
      await userEvent.keyboard('2025');
      await userEvent.tab();
      expect(calendarButton()).toHaveFocus();
      expect(onChangeEnd).toHaveBeenCalledTimes(1);
      expect(onChangeEnd).toHaveBeenCalledWith(new CalendarDate(2025, 4, 5));
    });

    it('reports nothing when the customer leaves without changing the day', async () => {
      const onChangeEnd = vi.fn();
      renderInBrand(<Picker defaultValue={CLOCKS_GO_BACK} onChangeEnd={onChangeEnd} />);
      await userEvent.click(within(group()).getAllByRole('spinbutton')[0]!);
      await userEvent.keyboard('{Enter}');
      await userEvent.click(document.body);
      expect(onChangeEnd).not.toHaveBeenCalled();
    });

    it('reports a day chosen in the calendar at once', async () => {
      const onChangeEnd = vi.fn();
      renderInBrand(<Picker defaultValue={CLOCKS_GO_BACK} onChangeEnd={onChangeEnd} />);
      await userEvent.click(calendarButton());
      await userEvent.click(day(/Monday, 6 April 2026/));
      expect(onChangeEnd).toHaveBeenCalledTimes(1);
      expect(onChangeEnd).toHaveBeenCalledWith(new CalendarDate(2026, 4, 6));
      // Leaving afterwards reports it no second time.
      await waitFor(() => expect(calendarButton()).toHaveFocus());
      await userEvent.click(document.body);
      expect(onChangeEnd).toHaveBeenCalledTimes(1);
    });
  });

  it('names the limits as soon as a typed day is outside them, but not for a year still being typed', async () => {
    renderInBrand(<Picker defaultValue={CLOCKS_GO_BACK} minValue={new CalendarDate(2023, 11, 30)} />);
    await userEvent.click(within(group()).getAllByRole('spinbutton')[2]!);
    // 0002, 0020 and 0202 on the way to 2022 are years half typed, not days before the limit.
    await userEvent.keyboard('202');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.keyboard('2');
    expect(group()).toHaveTextContent('05/04/2022');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a date on or after 30 Nov 2023.');
    expect(group()).toHaveAttribute('data-invalid', 'true');
  });

  it('names a year left half typed once the customer leaves the picker', async () => {
    renderInBrand(<Picker defaultValue={CLOCKS_GO_BACK} minValue={new CalendarDate(2023, 11, 30)} />);
    await userEvent.click(within(group()).getAllByRole('spinbutton')[2]!);
    await userEvent.keyboard('20');
    await userEvent.click(document.body);
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a date on or after 30 Nov 2023.');
  });
});
