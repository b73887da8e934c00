import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EnergyAmount, ReadingType, UsagePoint } from '../model/usage.js';
import { demoHourly } from '../test/demo-usage.js';
import { EnergyBarChart, type EnergyBarChartProps } from './EnergyBarChart.js';

const TITLE = 'Daily use, 1 to 10 May';

const amount = (kWh: number, rate: number, type: ReadingType): EnergyAmount =>
  type === 'empty' ? { kWh: 0, costNZD: 0, type } : { kWh, costNZD: Math.round(kWh * rate * 100) / 100, type };

/**
 * Ten days from Friday 1 May 2026: electricity 10 kWh rising by 1 a day and gas 2 kWh rising by 1, Tuesday 5 May
 * without a reading, and the last two days estimated.
 */
const days: UsagePoint[] = Array.from({ length: 10 }, (_, index) => {
  const type: ReadingType = index === 4 ? 'empty' : index >= 8 ? 'estimated' : 'actual';
  return {
    start: `2026-05-${String(index + 1).padStart(2, '0')}`,
    electricity: amount(10 + index, 0.3, type),
    naturalGas: amount(2 + index, 0.1, type),
  };
});

/** Renders the ten days (or whatever `props` change) and finds the chart, for a chart that has data. */
function renderChart(props: Partial<EnergyBarChartProps> = {}) {
  const user = renderState(props);
  return { user, chart: screen.getByRole('application', { name: props.title ?? TITLE }) };
}

function renderState(props: Partial<EnergyBarChartProps> = {}) {
  const user = userEvent.setup();
  renderInBrand(
    <EnergyBarChart
      title={TITLE}
      subject="daily electricity and natural gas use"
      kind="usage"
      points={days}
      granularity="DAILY"
      unit="kwh"
      series={['electricity', 'naturalGas']}
      {...props}
    />,
  );
  return user;
}

/** The tooltip is a picture of the point for sighted users (aria-hidden: the live region speaks for it). */
const tooltip = () => document.querySelector<HTMLElement>('[data-chart-tooltip]');
const announcement = () => screen.getByRole('status');

describe('EnergyBarChart', () => {
  it('is one tab stop, named by its title and described by the generated summary and the keys', async () => {
    const { user, chart } = renderChart();
    expect(chart).toHaveAttribute('aria-roledescription', 'chart');
    expect(chart).toHaveAccessibleDescription(
      'Bar chart of daily electricity and natural gas use, Friday 01 May 2026 to Sunday 10 May 2026, 10 points. ' +
        'Total 190.00 kWh. Highest 30.00 kWh on Sunday 10 May 2026; lowest 12.00 kWh on Friday 01 May 2026. ' +
        'Use rose over the period. 2 days estimated. 1 day without data. ' +
        'Friday 01 May 2026: 12.00 kWh; Saturday 02 May 2026: 14.00 kWh; Sunday 03 May 2026: 16.00 kWh; ' +
        'Monday 04 May 2026: 18.00 kWh; Tuesday 05 May 2026: no data; Wednesday 06 May 2026: 22.00 kWh; ' +
        'Thursday 07 May 2026: 24.00 kWh; Friday 08 May 2026: 26.00 kWh; Saturday 09 May 2026: 28.00 kWh; ' +
        'Sunday 10 May 2026: 30.00 kWh. ' +
        'Use the arrow keys to move between days, Home and End for the first and last, and Page Up and Page Down to ' +
        'move by a week.',
    );
    // Nothing inside the picture takes focus: the chart is a single stop, and Tab leaves it.
    expect(chart.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
    await user.tab();
    expect(chart).toHaveFocus();
    await user.tab();
    expect(chart).not.toHaveFocus();
    expect(chart.contains(document.activeElement)).toBe(false);
  });

  it('shows the first day’s tooltip when focused, and announces it', async () => {
    const { user, chart } = renderChart();
    expect(tooltip()).toBeNull();
    await user.tab();
    expect(chart).toHaveAttribute('data-active-index', '0');
    const shown = tooltip();
    expect(shown).not.toBeNull();
    expect(within(shown as HTMLElement).getByText('Friday 01 May 2026')).toBeVisible();
    expect(shown).toHaveTextContent('Electricity10.00 kWh');
    expect(shown).toHaveTextContent('Natural gas2.00 kWh');
    expect(shown).toHaveTextContent('Total12.00 kWh');
    expect(announcement()).toHaveTextContent(
      'Friday 01 May 2026: Electricity 10.00 kWh, Natural gas 2.00 kWh, Total 12.00 kWh.',
    );
  });

  it('moves with ArrowRight, End, Home, PageDown and PageUp, announcing each day', async () => {
    const { user, chart } = renderChart();
    await user.tab();

    await user.keyboard('{ArrowRight}');
    expect(chart).toHaveAttribute('data-active-index', '1');
    expect(tooltip()).toHaveTextContent('Saturday 02 May 2026');
    expect(announcement()).toHaveTextContent(
      'Saturday 02 May 2026: Electricity 11.00 kWh, Natural gas 3.00 kWh, Total 14.00 kWh.',
    );

    await user.keyboard('{End}');
    expect(chart).toHaveAttribute('data-active-index', '9');
    expect(tooltip()).toHaveTextContent('Sunday 10 May 2026');
    expect(tooltip()).toHaveTextContent('Estimated reading');
    const last = announcement().textContent ?? '';
    for (const part of [
      'Sunday 10 May 2026',
      'Electricity 19.00 kWh',
      'Natural gas 11.00 kWh',
      'Total 30.00 kWh',
      'Estimated reading',
    ]) {
      expect(last).toContain(part);
    }

    // At the end, further moves stay on the last day.
    await user.keyboard('{ArrowRight}');
    expect(chart).toHaveAttribute('data-active-index', '9');

    await user.keyboard('{Home}');
    expect(chart).toHaveAttribute('data-active-index', '0');
    expect(announcement()).toHaveTextContent('Friday 01 May 2026:');

    // A week on: Friday to Friday.
    await user.keyboard('{PageDown}');
    expect(chart).toHaveAttribute('data-active-index', '7');
    expect(announcement()).toHaveTextContent(
      'Friday 08 May 2026: Electricity 17.00 kWh, Natural gas 9.00 kWh, Total 26.00 kWh.',
    );
    await user.keyboard('{PageDown}');
    expect(chart).toHaveAttribute('data-active-index', '9');
    await user.keyboard('{PageUp}');
    expect(chart).toHaveAttribute('data-active-index', '2');
    expect(announcement()).toHaveTextContent('Sunday 03 May 2026:');

    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(chart).toHaveAttribute('data-active-index', '0');
  });

  it('says when a day has no reading', async () => {
    const { user } = renderChart();
    await user.tab();
    await user.keyboard('{ArrowRight>4/}');
    expect(tooltip()).toHaveTextContent('Tuesday 05 May 2026');
    expect(announcement()).toHaveTextContent(
      'Tuesday 05 May 2026: Electricity No data, Natural gas No data, Total No data. No reading yet.',
    );
  });

  it('hides the tooltip on Escape and when focus leaves', async () => {
    const { user, chart } = renderChart();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    expect(tooltip()).toBeNull();
    expect(chart).not.toHaveAttribute('data-active-index');
    expect(announcement()).toHaveTextContent('');
    // Moving again picks up from the start.
    await user.keyboard('{ArrowRight}');
    expect(chart).toHaveAttribute('data-active-index', '0');
    await user.tab();
    expect(tooltip()).toBeNull();
  });

  it('offers every day as a table behind “Show the data as a table”', async () => {
    const { user } = renderChart();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByText('Show the data as a table'));
    const table = await screen.findByRole('table', { name: TITLE });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + days.length);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Electricity', 'Natural gas', 'Total', 'Reading']);
    expect(within(table).getByRole('rowheader', { name: 'Friday 01 May 2026' }).closest('tr')).toHaveTextContent(
      'Friday 01 May 202610.00 kWh2.00 kWh12.00 kWhActual',
    );
    expect(within(table).getByRole('rowheader', { name: 'Tuesday 05 May 2026' }).closest('tr')).toHaveTextContent(
      'No dataNo dataNo dataNo reading yet',
    );
    expect(within(table).getByRole('rowheader', { name: 'Sunday 10 May 2026' }).closest('tr')).toHaveTextContent(
      'Estimated reading',
    );
  });

  it('shows a legend that names each fuel and the estimates', () => {
    renderChart();
    for (const label of ['Electricity', 'Natural gas', 'Estimated']) expect(screen.getByText(label)).toBeVisible();
  });

  it('shows dollars when the unit is monetary', async () => {
    const { user } = renderChart({ unit: 'monetary' });
    await user.tab();
    expect(announcement()).toHaveTextContent('Friday 01 May 2026: Electricity $3.00, Natural gas $0.20, Total $3.20.');
  });

  it('names each hour with its zone on the day the clocks go back, so the two 2am hours differ', async () => {
    const hours = demoHourly('2026-04-05', 1);
    const { user, chart } = renderChart({
      title: 'Hourly use, 5 April',
      subject: 'hourly electricity use',
      points: hours,
      granularity: 'HOURLY',
      series: ['electricity'],
    });
    expect(chart).toHaveAccessibleDescription(expect.stringContaining('25 points'));
    expect(chart).toHaveAccessibleDescription(expect.stringContaining('Page Up and Page Down to move by a day'));
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(announcement()).toHaveTextContent(/^Sunday 05 Apr 2026, 2:00am NZDT: Electricity [\d.]+ kWh\.$/);
    await user.keyboard('{ArrowRight}');
    expect(announcement()).toHaveTextContent(/^Sunday 05 Apr 2026, 2:00am NZST: Electricity [\d.]+ kWh\.$/);
    await user.keyboard('{End}');
    expect(announcement()).toHaveTextContent(/^Sunday 05 Apr 2026, 11:00pm NZST:/);
  });
});

describe('EnergyBarChart states', () => {
  it('shows loading while the data comes, keeping the chart’s place', () => {
    renderState({ status: 'loading', points: [] });
    expect(screen.getByRole('status')).toHaveTextContent(`Loading ${TITLE}`);
    expect(screen.queryByRole('application')).toBeNull();
  });

  it('says when there is nothing to show', () => {
    renderState({ points: [], emptyMessage: 'No usage for May yet.' });
    expect(screen.getByText('No usage for May yet.')).toBeVisible();
    expect(screen.queryByRole('application')).toBeNull();
  });

  it('says so on an empty status even with points', () => {
    renderState({ status: 'empty' });
    expect(screen.getByText('There is no data to show for this period yet.')).toBeVisible();
  });

  it('shows an error that offers Try again, which calls onRetry', async () => {
    const onRetry = vi.fn();
    const user = renderState({ status: 'error', points: [], onRetry });
    const alert = screen.getByRole('alert');
    // spec 2 §8: the generic title and detail of a data-load failure.
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent(
      'An error occurred while retrieving your data. Please refresh to try again. Thank you for your patience.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
