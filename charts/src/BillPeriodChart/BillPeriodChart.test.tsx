import { formatKwh, formatNzd } from '@harakeke/design-system';
import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { demoDaily } from '../test/demo-usage.js';
import { BillPeriodChart } from './BillPeriodChart.js';

// 18 February to 19 March 2026: gas too, 16, 18 and 19 March estimated, 17 March without data, credits on
// 21 February and 7 March.
const period = demoDaily({
  from: '2026-02-18',
  days: 30,
  gas: true,
  estimatedLast: 4,
  emptyAt: [27],
  creditsAt: [3, 17],
});

function renderPeriod(props: Partial<ComponentProps<typeof BillPeriodChart>> = {}) {
  const user = userEvent.setup();
  const view = renderInBrand(<BillPeriodChart days={period} unit="kwh" {...props} />);
  return { user, ...view };
}

const chart = () => screen.getByRole('application', { name: 'Daily use this bill period' });
const announcement = () => screen.getByRole('status');
const tooltip = () => document.querySelector<HTMLElement>('[data-chart-tooltip]');

describe('BillPeriodChart', () => {
  it('describes the period, its average, estimates, missing day and credits', () => {
    renderPeriod({ dailyAverage: 21.5 });
    expect(chart()).toHaveAccessibleDescription(
      expect.stringMatching(
        /^Bar chart of daily electricity and natural gas use, Wednesday 18 Feb 2026 to Thursday 19 Mar 2026, 30 points\. /,
      ),
    );
    expect(chart()).toHaveAccessibleDescription(
      expect.stringContaining('Daily average 21.50 kWh. 3 days estimated. 1 day without data.'),
    );
    expect(chart()).toHaveAccessibleDescription(expect.stringMatching(/ 2 days with PowerShout credit applied\. /i));
  });

  it('tooltips a day with electricity, natural gas and the total, and says when a credit was applied', async () => {
    const { user } = renderPeriod();
    await user.tab();
    await user.keyboard('{ArrowRight>3/}');
    const day = period[3];
    const electricity = day?.electricity?.kWh ?? 0;
    const gas = day?.naturalGas?.kWh ?? 0;
    expect(announcement()).toHaveTextContent(
      `Saturday 21 Feb 2026: Electricity ${formatKwh(electricity)}, Natural gas ${formatKwh(gas)}, ` +
        `Total ${formatKwh(electricity + gas)}. PowerShout credit applied.`,
    );
    expect(tooltip()).toHaveTextContent('PowerShout credit applied');
  });

  it('uses the brand’s name for the credit (spec 1 §2)', async () => {
    const { user } = renderPeriod({ creditLabel: 'Happy Hour Credit Applied' });
    expect(screen.getByText('Happy Hour Credit Applied')).toBeVisible(); // the legend
    await user.tab();
    await user.keyboard('{ArrowRight>3/}');
    expect(announcement()).toHaveTextContent(/Happy Hour Credit Applied\.$/);
  });

  it('marks the estimated days and the day without data', async () => {
    const { user } = renderPeriod();
    await user.tab();
    await user.keyboard('{End}');
    expect(announcement()).toHaveTextContent(/^Thursday 19 Mar 2026: .* Estimated reading\.$/);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(announcement()).toHaveTextContent(
      'Tuesday 17 Mar 2026: Electricity No data, Natural gas No data, Total No data. No reading yet.',
    );
  });

  it('shows dollars when the period’s cost is included', async () => {
    const { user } = renderPeriod({ unit: 'monetary', dailyAverage: 6.4 });
    expect(chart()).toHaveAccessibleDescription(expect.stringContaining('Daily average $6.40.'));
    await user.tab();
    const first = period[0];
    expect(announcement()).toHaveTextContent(
      `Wednesday 18 Feb 2026: Electricity ${formatNzd(first?.electricity?.costNZD ?? 0)}, ` +
        `Natural gas ${formatNzd(first?.naturalGas?.costNZD ?? 0)}`,
    );
  });

  it('labels the month guide bands, hiding a month with under 5 days (spec 1 §9)', () => {
    const { container, unmount } = renderPeriod();
    const labels = () => [...container.querySelectorAll('[data-guide-bands] text')].map((text) => text.textContent);
    expect(labels()).toEqual(['Feb', 'Mar']);
    unmount();
    // 5 March to 3 April: April has only 3 days.
    const short = renderInBrand(<BillPeriodChart days={demoDaily({ from: '2026-03-05', days: 30 })} unit="kwh" />);
    expect([...short.container.querySelectorAll('[data-guide-bands] text')].map((text) => text.textContent)).toEqual([
      'Mar',
    ]);
  });

  it('shows only electricity when the period has no gas', async () => {
    const user = userEvent.setup();
    renderInBrand(<BillPeriodChart days={demoDaily({ from: '2026-02-18', days: 30 })} unit="kwh" />);
    expect(chart()).toHaveAccessibleDescription(expect.stringMatching(/^Bar chart of daily electricity use,/));
    await user.tab();
    expect(announcement()).toHaveTextContent(/^Wednesday 18 Feb 2026: Electricity [\d.]+ kWh\.$/);
    expect(tooltip()).not.toHaveTextContent('Natural gas');
    expect(tooltip()).not.toHaveTextContent('Total');
  });

  it('has a table row for every day of the period', async () => {
    const { user } = renderPeriod();
    await user.click(screen.getByText('Show the data as a table'));
    const table = await screen.findByRole('table', { name: 'Daily use this bill period' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 30);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toContain('Saturday 28 Feb 2026');
  });

  it('says when the period has no usage yet', () => {
    renderInBrand(<BillPeriodChart days={[]} unit="kwh" />);
    expect(screen.getByText('There is no usage for this bill period yet.')).toBeVisible();
  });

  it('shows loading, and an error whose Try again calls onRetry', async () => {
    const { unmount } = renderInBrand(<BillPeriodChart days={[]} unit="kwh" status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Daily use this bill period');
    unmount();
    const onRetry = vi.fn();
    const user = userEvent.setup();
    renderInBrand(<BillPeriodChart days={[]} unit="kwh" status="error" onRetry={onRetry} />);
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
