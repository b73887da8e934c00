import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoGasHeatedBreakdown, demoGasOtherBreakdown } from '../test/demo-insights.js';
import { BREAKDOWN_ROW_HEIGHT } from './layout.js';
import { UsageBreakdown } from './UsageBreakdown.js';

const chart = () => screen.getByRole('application', { name: 'Usage breakdown' });
const tooltip = () => document.querySelector('[data-chart-tooltip]');
const announcer = () => document.querySelector('[data-chart-announcer]');

describe('UsageBreakdown', () => {
  it('is one named, described tab stop with every category labelled and the total shown', () => {
    renderInBrand(<UsageBreakdown unit="kwh" readings={demoGasHeatedBreakdown()} />);
    expect(chart()).toHaveAttribute('aria-roledescription', 'chart');
    expect(chart()).toHaveAccessibleDescription(
      expect.stringContaining(
        'Bar chart of energy use by category, 5 categories. Total 949.40 kWh. Largest Gas Heating 403 kWh (43%)',
      ),
    );
    // spec 2 §3: gas heating has kWh, so the gas-other line reads 'Gas'; Hot Water (0 kWh) is left out.
    const labels = [...chart().querySelectorAll('[data-category] text:first-child')].map((text) => text.textContent);
    expect(labels).toEqual(['Always On', 'Lights & Appliances', 'Heating', 'Gas Heating', 'Gas']);
    expect(screen.getByText('949.40 kWh')).toBeInTheDocument();
  });

  it('moves between categories with the keyboard, showing and announcing each', async () => {
    renderInBrand(<UsageBreakdown unit="monetary" readings={demoGasOtherBreakdown()} />);
    await userEvent.tab();
    expect(chart()).toHaveFocus();
    expect(tooltip()).toHaveTextContent('Always On$25.02, 16% of the total');
    await userEvent.keyboard('{End}');
    expect(chart()).toHaveAttribute('data-active-index', '3');
    expect(tooltip()).toHaveTextContent('Gas Other');
    expect(announcer()).toHaveTextContent('Gas Other: $42.74, 26% of the total.');
    await userEvent.keyboard('{ArrowUp}');
    expect(announcer()).toHaveTextContent('Heating: $38.59, 24% of the total.');
    await userEvent.keyboard('{Escape}');
    expect(tooltip()).toBeNull();
  });

  it('shows the line under the pointer, found by its height', () => {
    renderInBrand(<UsageBreakdown unit="kwh" readings={demoGasOtherBreakdown()} />);
    const svg = chart().querySelector('svg') as SVGSVGElement;
    fireEvent.pointerMove(svg, { pointerType: 'mouse', clientX: 10, clientY: 4 + 2 * BREAKDOWN_ROW_HEIGHT + 10 });
    expect(chart()).toHaveAttribute('data-active-index', '2');
    expect(tooltip()).toHaveTextContent('Heating');
    // A pointer only shows the tooltip; it announces nothing.
    expect(announcer()).toHaveTextContent('');
  });

  it('offers the data as a table, a row per category and the total', async () => {
    renderInBrand(<UsageBreakdown unit="kwh" readings={demoGasOtherBreakdown()} />);
    await userEvent.click(screen.getByText('Show the data as a table'));
    const table = within(screen.getByRole('region', { name: 'Usage breakdown' })).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'CategoryUseShare',
      'Always On78 kWh12%',
      'Lights & Appliances171 kWh25%',
      'Heating121 kWh18%',
      'Gas Other305 kWh45%',
      'Total675.50 kWh100%',
    ]);
  });

  it('keeps its place while loading, and says when there is nothing or an error', async () => {
    const { rerender } = renderInBrand(<UsageBreakdown unit="kwh" readings={[]} status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Usage breakdown');
    rerender(<UsageBreakdown unit="kwh" readings={[{ Use: 'Always On', EnergyInKWh: 0, EnergyInDollars: 0 }]} />);
    expect(screen.getByText('There is no usage breakdown for this period yet.')).toBeInTheDocument();
    let retried = false;
    rerender(<UsageBreakdown unit="kwh" readings={[]} status="error" onRetry={() => (retried = true)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while retrieving your data.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retried).toBe(true);
  });
});
