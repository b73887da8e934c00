import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aucklandInstant, aucklandWallClock, hoursOfAucklandDay } from '@harakeke/design-system';
import { EcoForecastChart, type EcoForecastChartProps } from './EcoForecastChart.js';
import type { EcoForecastDay } from './layout.js';

/** Saturday 26 and Sunday 27 September 2026 (23 hours): the hours before 6am are eco-friendly. */
const days: EcoForecastDay[] = ['2026-09-26', '2026-09-27'].map((date) => ({
  date,
  HourlyBreakdown: hoursOfAucklandDay(date).map((instant) => {
    const { hour } = aucklandWallClock(instant);
    return { Hour: hour, EcoFriendly: hour < 6 };
  }),
}));

function renderChart(props: Partial<EcoForecastChartProps> = {}) {
  const user = userEvent.setup();
  renderInBrand(<EcoForecastChart days={days} {...props} />);
  return { user, chart: screen.getByRole('application', { name: 'Eco-friendly hours forecast' }) };
}

const tooltip = () => document.querySelector<HTMLElement>('[data-chart-tooltip]');
const announcement = () => screen.getByRole('status');

describe('EcoForecastChart', () => {
  it('is named by its title and described by the days, counts and the clock change', () => {
    const { chart } = renderChart();
    expect(chart).toHaveAccessibleDescription(
      expect.stringContaining(
        'Grid of the eco-friendly hours forecast by hour, Saturday 26 Sep 2026 to Sunday 27 Sep 2026, 2 days. ' +
          '11 of 47 hours are predicted to be eco-friendly.',
      ),
    );
    expect(chart).toHaveAccessibleDescription(
      expect.stringContaining('The clocks go forward on Sunday 27 Sep 2026: it has 23 hours, with no 2am.'),
    );
    expect(chart).toHaveAccessibleDescription(expect.stringContaining('Page Up and Page Down to move by a day.'));
    // The clock change is said beside the chart too, for everyone.
    expect(
      screen.getByText('The clocks go forward on Sunday 27 Sep 2026: it has 23 hours, with no 2am.', { selector: 'p' }),
    ).toBeVisible();
  });

  it('draws each day’s count of eco-friendly hours under its column', () => {
    const { chart } = renderChart();
    expect(chart.querySelector('[data-day="2026-09-26"]')).toHaveAttribute('data-eco-hours', '6');
    expect(chart.querySelector('[data-day="2026-09-27"]')).toHaveAttribute('data-eco-hours', '5');
    expect(chart.querySelector('[data-day="2026-09-27"]')).toHaveAttribute('data-hours', '23');
    expect(chart.querySelectorAll('[data-eco="eco-friendly"]')).toHaveLength(11);
  });

  it('moves hour by hour with the arrows and a day at a time with Page Up and Page Down', async () => {
    const { user, chart } = renderChart();
    await user.tab();
    expect(tooltip()).toHaveTextContent('Saturday 26 Sep 2026, 12:00am NZST');
    expect(tooltip()).toHaveTextContent('This hourEco-friendly');
    expect(tooltip()).toHaveTextContent('Eco-friendly that day6 of 24 hours');
    expect(announcement()).toHaveTextContent(
      'Saturday 26 Sep 2026, 12:00am NZST: predicted to be eco-friendly. 6 of 24 hours eco-friendly that day.',
    );

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(chart).toHaveAttribute('data-active-index', '2');
    expect(announcement()).toHaveTextContent('Saturday 26 Sep 2026, 2:00am NZST: predicted to be eco-friendly.');

    // A day on from 2am: Sunday has no 2am, so the next hour that exists.
    await user.keyboard('{PageDown}');
    expect(announcement()).toHaveTextContent(
      'Sunday 27 Sep 2026, 3:00am NZDT: predicted to be eco-friendly. 5 of 23 hours eco-friendly that day.',
    );
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(announcement()).toHaveTextContent('Sunday 27 Sep 2026, 6:00am NZDT: predicted to be not eco-friendly.');
    expect(tooltip()).toHaveTextContent('This hourNot eco-friendly');

    await user.keyboard('{PageUp}');
    expect(announcement()).toHaveTextContent('Saturday 26 Sep 2026, 6:00am NZST: predicted to be not eco-friendly.');
    await user.keyboard('{End}');
    expect(announcement()).toHaveTextContent('Sunday 27 Sep 2026, 11:00pm NZDT');
  });

  it("says 'was' of hours that have passed", async () => {
    const { user, chart } = renderChart({ now: aucklandInstant('2026-09-26', 3, 30) });
    expect(chart.querySelector('[data-now]')).not.toBeNull();
    await user.tab();
    expect(announcement()).toHaveTextContent('Saturday 26 Sep 2026, 12:00am NZST: was eco-friendly.');
    expect(tooltip()).toHaveTextContent('This hour has passed');
    await user.keyboard('{ArrowRight>3/}');
    expect(announcement()).toHaveTextContent('Saturday 26 Sep 2026, 3:00am NZST: predicted to be eco-friendly.');
  });

  it('offers every hour as a table', async () => {
    const { user } = renderChart();
    await user.click(screen.getByText('Show the data as a table'));
    const table = await screen.findByRole('table', { name: 'Eco-friendly hours forecast' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 24 + 23);
    expect(
      within(table).getByRole('rowheader', { name: 'Sunday 27 Sep 2026, 3:00am NZDT' }).closest('tr'),
    ).toHaveTextContent('Eco-friendly');
    expect(within(table).queryByRole('rowheader', { name: /Sunday 27 Sep 2026, 2:00am/ })).toBeNull();
  });

  it('draws the 25-hour day’s two 2am hours side by side', () => {
    const { chart } = renderChart({
      days: [
        {
          date: '2026-04-05',
          HourlyBreakdown: hoursOfAucklandDay('2026-04-05').map((instant) => ({
            Hour: aucklandWallClock(instant).hour,
            EcoFriendly: true,
          })),
        },
      ],
    });
    const cells = chart.querySelectorAll('[data-cells] > g');
    expect(cells).toHaveLength(25);
    const [first, second] = Array.from(cells)
      .slice(2, 4)
      .map((cell) => cell.querySelector('rect'));
    expect(first?.getAttribute('y')).toBe(second?.getAttribute('y'));
    expect(Number(second?.getAttribute('x'))).toBeGreaterThan(Number(first?.getAttribute('x')));
  });

  it('shows the empty state without days', () => {
    renderInBrand(<EcoForecastChart days={[]} />);
    expect(screen.queryByRole('application')).toBeNull();
    expect(screen.getByText('There is no forecast to show yet.')).toBeVisible();
  });
});
