import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hoursOfAucklandDay } from '@harakeke/design-system';
import type { UsageImpactPoint } from './layout.js';
import { UsageImpactChart, type UsageImpactChartProps } from './UsageImpactChart.js';

/** Wednesday 10 June 2026: 0.5 kWh an hour, 2 kWh from 6pm to 8pm; very low overnight, very high at the peak. */
const hours: UsageImpactPoint[] = hoursOfAucklandDay('2026-06-10').map((instant, hour) => ({
  start: new Date(instant).toISOString(),
  kWh: hour >= 18 && hour <= 20 ? 2 : 0.5,
  carbonLevel: hour < 6 ? 1 : hour >= 18 && hour <= 20 ? 5 : 3,
}));

/** May 2026, one point a day: 10 kWh, level 2, and no reading on the 31st. */
const days: UsageImpactPoint[] = Array.from({ length: 31 }, (_, index) => ({
  start: `2026-05-${String(index + 1).padStart(2, '0')}`,
  kWh: index === 30 ? null : 10,
  carbonLevel: 2,
}));

function renderChart(props: Partial<UsageImpactChartProps> = {}) {
  const user = userEvent.setup();
  renderInBrand(<UsageImpactChart period="daily" points={hours} {...props} />);
  return {
    user,
    chart: screen.getByRole('application', {
      name: props.title ?? (props.period === 'monthly' ? 'Your impact by day' : 'Your impact by hour'),
    }),
  };
}

const tooltip = () => document.querySelector<HTMLElement>('[data-chart-tooltip]');
const announcement = () => screen.getByRole('status');

describe('UsageImpactChart', () => {
  it('is named by its title and described with the use and the carbon intensity it was used at', () => {
    const { chart } = renderChart();
    expect(chart).toHaveAccessibleDescription(
      expect.stringContaining(
        'Bar chart of hourly electricity use and the grid’s carbon intensity, Wednesday 10 Jun 2026, 12:00am NZST to ' +
          'Wednesday 10 Jun 2026, 11:00pm NZST, 24 points. Total 16.50 kWh.',
      ),
    );
    expect(chart).toHaveAccessibleDescription(
      expect.stringContaining(
        'Carbon intensity was very low for 6 hours, moderate for 15 hours, very high for 3 hours. ' +
          '6.00 kWh (36%) was used while carbon intensity was high or very high.',
      ),
    );
  });

  it('colours each bar by its level and draws the level again as a height in the carbon strip', () => {
    const { chart } = renderChart();
    expect(
      Array.from(chart.querySelectorAll('[data-bars] path')).map((path) => path.getAttribute('data-level')),
    ).toEqual(['1', '3', '5']);
    expect(
      Array.from(chart.querySelectorAll('[data-carbon-strip] path')).map((path) => path.getAttribute('data-level')),
    ).toEqual(['1', '3', '5']);
    for (const label of ['Very low', 'Moderate', 'Very high'])
      expect(within(screen.getByRole('list', { name: 'Legend' })).getByText(label)).toBeVisible();
  });

  it("moves hour by hour, saying each hour's use and that carbon intensity 'was' its level", async () => {
    const { user, chart } = renderChart();
    await user.tab();
    expect(tooltip()).toHaveTextContent('Wednesday 10 Jun 2026, 12:00am NZST');
    expect(tooltip()).toHaveTextContent('Use0.50 kWh');
    expect(tooltip()).toHaveTextContent('Carbon intensityVery low');
    expect(announcement()).toHaveTextContent(
      'Wednesday 10 Jun 2026, 12:00am NZST: 0.50 kWh used; carbon intensity was very low.',
    );

    await user.keyboard('{PageDown}{PageDown}{PageDown}');
    expect(chart).toHaveAttribute('data-active-index', '18');
    expect(announcement()).toHaveTextContent(
      'Wednesday 10 Jun 2026, 6:00pm NZST: 2.00 kWh used; carbon intensity was very high.',
    );
    await user.keyboard('{ArrowLeft}');
    expect(announcement()).toHaveTextContent('5:00pm NZST: 0.50 kWh used; carbon intensity was moderate.');
  });

  it('moves a week at a time by month and says when a day has no reading', async () => {
    const { user, chart } = renderChart({ period: 'monthly', points: days });
    expect(chart).toHaveAccessibleDescription(expect.stringContaining('Page Up and Page Down to move by a week.'));
    await user.tab();
    await user.keyboard('{PageDown}');
    expect(chart).toHaveAttribute('data-active-index', '7');
    expect(announcement()).toHaveTextContent('Friday 08 May 2026: 10.00 kWh used; carbon intensity was low.');
    await user.keyboard('{End}');
    expect(announcement()).toHaveTextContent('Sunday 31 May 2026: no reading; carbon intensity was low.');
  });

  it('offers every point as a table', async () => {
    const { user } = renderChart({ period: 'monthly', points: days });
    await user.click(screen.getByText('Show the data as a table'));
    const table = await screen.findByRole('table', { name: 'Your impact by day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 31);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Use', 'Carbon intensity']);
    expect(within(table).getByRole('rowheader', { name: 'Sunday 31 May 2026' }).closest('tr')).toHaveTextContent(
      'No readingLow',
    );
  });

  it('shows the empty state without points', () => {
    renderInBrand(<UsageImpactChart period="monthly" points={[]} />);
    expect(screen.queryByRole('application')).toBeNull();
    expect(screen.getByText('There is no usage to show for this month yet.')).toBeVisible();
  });
});
