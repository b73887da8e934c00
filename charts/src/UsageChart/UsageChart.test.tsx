import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoDaily, demoHourly, demoMonthly } from '../test/demo-usage.js';
import { UsageChart } from './UsageChart.js';

const may = demoDaily({ from: '2026-05-01', days: 31, gas: true, estimatedLast: 3 });

const chart = () => screen.getByRole('application', { name: 'Your energy use' });
const announcement = () => screen.getByRole('status');
const tooltip = () => document.querySelector<HTMLElement>('[data-chart-tooltip]');
const checkbox = (name: 'Electricity' | 'Natural gas') =>
  within(screen.getByRole('group', { name: 'Energy shown' })).getByRole('checkbox', { name });

describe('UsageChart energy filter', () => {
  it('shows Electricity and Gas, both ticked, when the data has both fuels', async () => {
    const user = userEvent.setup();
    renderInBrand(<UsageChart granularity="DAILY" unit="kwh" points={may} />);
    expect(checkbox('Electricity')).toBeChecked();
    expect(checkbox('Natural gas')).toBeChecked();
    expect(checkbox('Electricity')).toBeEnabled();
    expect(checkbox('Natural gas')).toBeEnabled();
    await user.click(chart());
    expect(tooltip()).toHaveTextContent('Natural gas');
    expect(tooltip()).toHaveTextContent('Total');
  });

  it('unticking Natural gas takes it out of the chart, and Electricity, the last one ticked, cannot be unticked', async () => {
    const onEnergyFilterChange = vi.fn();
    const user = userEvent.setup();
    renderInBrand(
      <UsageChart granularity="DAILY" unit="kwh" points={may} onEnergyFilterChange={onEnergyFilterChange} />,
    );
    await user.click(checkbox('Natural gas'));
    expect(onEnergyFilterChange).toHaveBeenLastCalledWith(['ELECTRICITY']);
    expect(checkbox('Natural gas')).not.toBeChecked();
    expect(checkbox('Electricity')).toBeChecked();
    expect(checkbox('Electricity')).toBeDisabled();
    expect(chart()).toHaveAccessibleDescription(expect.stringMatching(/^Bar chart of daily electricity use,/));

    await user.tab(); // from the Natural gas checkbox to the chart
    expect(chart()).toHaveFocus();
    expect(announcement()).toHaveTextContent(/^Friday 01 May 2026: Electricity [\d.]+ kWh\.$/);
    expect(tooltip()).not.toHaveTextContent('Natural gas');
    // Nor in the legend: the filter's own label is the only 'Natural gas' left.
    expect(screen.getAllByText('Natural gas')).toHaveLength(1);

    await user.click(checkbox('Natural gas'));
    expect(onEnergyFilterChange).toHaveBeenLastCalledWith(['ELECTRICITY', 'ADVANCED_GAS']);
    expect(checkbox('Electricity')).toBeEnabled();
  });

  it('can show gas alone', async () => {
    const user = userEvent.setup();
    renderInBrand(<UsageChart granularity="DAILY" unit="kwh" points={may} />);
    await user.click(checkbox('Electricity'));
    expect(checkbox('Natural gas')).toBeDisabled();
    expect(chart()).toHaveAccessibleDescription(expect.stringMatching(/^Bar chart of daily natural gas use,/));
    await user.click(chart());
    expect(tooltip()).toHaveTextContent('Natural gas');
    expect(tooltip()).not.toHaveTextContent('Electricity');
  });

  it('follows a filter the caller holds', async () => {
    const onEnergyFilterChange = vi.fn();
    const user = userEvent.setup();
    renderInBrand(
      <UsageChart
        granularity="DAILY"
        unit="kwh"
        points={may}
        energyFilter={['ELECTRICITY']}
        onEnergyFilterChange={onEnergyFilterChange}
      />,
    );
    expect(checkbox('Natural gas')).not.toBeChecked();
    expect(checkbox('Electricity')).toBeDisabled();
    await user.click(checkbox('Natural gas'));
    expect(onEnergyFilterChange).toHaveBeenCalledWith(['ELECTRICITY', 'ADVANCED_GAS']);
    // The caller did not change its filter: still electricity only.
    expect(checkbox('Natural gas')).not.toBeChecked();
  });

  it('has no filter when the data has no gas', () => {
    renderInBrand(<UsageChart granularity="DAILY" unit="kwh" points={demoDaily({ from: '2026-05-01', days: 31 })} />);
    expect(screen.queryByRole('group', { name: 'Energy shown' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe('UsageChart granularities', () => {
  it('pages hours by a day, and on the 23-hour day has no 2am in its table', async () => {
    const user = userEvent.setup();
    renderInBrand(<UsageChart granularity="HOURLY" unit="kwh" points={demoHourly('2026-09-26', 2)} />);
    expect(chart()).toHaveAccessibleDescription(expect.stringContaining('47 points'));
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(announcement()).toHaveTextContent(/^Saturday 26 Sep 2026, 2:00am NZST:/);
    // A day on from 2am is 3am, since 2am does not exist on 27 September.
    await user.keyboard('{PageDown}');
    expect(announcement()).toHaveTextContent(/^Sunday 27 Sep 2026, 3:00am NZDT:/);
    await user.click(screen.getByText('Show the data as a table'));
    const table = await screen.findByRole('table', { name: 'Your energy use' });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent ?? '');
    expect(names).toHaveLength(47);
    expect(names.filter((name) => name.startsWith('Sunday 27 Sep 2026'))).toHaveLength(23);
    expect(names).not.toContain('Sunday 27 Sep 2026, 2:00am NZST');
    expect(names).not.toContain('Sunday 27 Sep 2026, 2:00am NZDT');
  });

  it('names months and pages them by a year', async () => {
    const user = userEvent.setup();
    renderInBrand(<UsageChart granularity="MONTHLY" unit="kwh" points={demoMonthly('2024-10', 25, true)} />);
    expect(chart()).toHaveAccessibleDescription(expect.stringContaining('October 2024 to October 2026, 25 points'));
    // The filter's two checkboxes come first, then the chart.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(chart()).toHaveFocus();
    expect(announcement()).toHaveTextContent(
      /^October 2024: Electricity [\d,.]+ kWh, Natural gas [\d,.]+ kWh, Total [\d,.]+ kWh\.$/,
    );
    await user.keyboard('{PageDown}');
    expect(announcement()).toHaveTextContent(/^October 2025:/);
    expect(chart()).toHaveAccessibleDescription(expect.stringContaining('Page Up and Page Down to move by a year'));
  });
});

describe('UsageChart states', () => {
  it('shows loading, empty and error (with Try again calling onRetry)', async () => {
    const loading = renderInBrand(<UsageChart granularity="DAILY" unit="kwh" points={[]} status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Your energy use');
    loading.unmount();

    const empty = renderInBrand(<UsageChart granularity="DAILY" unit="kwh" points={[]} />);
    expect(screen.getByText('There is no data to show for this period yet.')).toBeVisible();
    empty.unmount();

    const onRetry = vi.fn();
    const user = userEvent.setup();
    renderInBrand(<UsageChart granularity="DAILY" unit="kwh" points={[]} status="error" onRetry={onRetry} />);
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
