import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DayPicker } from './DayPicker.js';

/** The hourly view's Day on 15 April 2026, with readings from 1 January 2025 to 29 November 2026. */
function renderDayPicker() {
  const onChange = vi.fn();
  const user = userEvent.setup();
  renderInBrand(<DayPicker value="2026-04-15" first="2025-01-01" last="2026-11-29" onChange={onChange} />);
  // While the calendar is open, react-aria hides everything else from assistive technology.
  const day = screen.getByRole('group', { name: 'Day', hidden: true });
  const segments = () => within(day).getAllByRole('spinbutton', { hidden: true });
  return { onChange, user, day, segments };
}

describe('DayPicker', () => {
  it('shows a day typed only once it is typed in full and Enter is pressed, not each day on the way', async () => {
    const { onChange, user, day, segments } = renderDayPicker();
    await user.click(segments()[0]!);
    // The day typed over as 20: react-aria has a whole date, the 2nd, at the first key.
    await user.keyboard('20');
    await user.click(segments()[1]!);
    await user.keyboard('05');
    expect(day).toHaveTextContent('20/05/2026');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('2026-05-20');
  });

  it('shows a day typed once the customer leaves the field, even for the calendar button beside it', async () => {
    const { onChange, user, day, segments } = renderDayPicker();
    await user.click(segments()[0]!);
    await user.keyboard('03');
    expect(onChange).not.toHaveBeenCalled();
    // From the month (the day is typed in full, so focus moved on) to the year: still in the field.
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    // On to the calendar button: out of the field, so the chart follows the day the field shows.
    await user.tab();
    expect(within(day).getByRole('button', { name: /Calendar/ })).toHaveFocus();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('2026-04-03');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous day' })).toHaveFocus();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows a day chosen in the calendar at once', async () => {
    const { onChange, user, day } = renderDayPicker();
    await user.click(within(day).getByRole('button', { name: /Calendar/ }));
    await user.click(within(screen.getByRole('grid')).getByRole('button', { name: /Friday, 10 April 2026/ }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('2026-04-10');
  });

  it('says why a day after the readings is refused as soon as it is typed', async () => {
    const { user, day, segments } = renderDayPicker();
    await user.click(segments()[2]!);
    await user.keyboard('2027');
    expect(day).toHaveTextContent('15/04/2027');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a date between 01 Jan 2025 and 29 Nov 2026.');
  });

  it('moves a day either side with Previous day and Next day at once', async () => {
    const { onChange, user } = renderDayPicker();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-04-16');
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-04-14');
  });
});
