import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoGenerationMix, demoGenerationMixWithUnknown } from '../../test/demo-eco.js';
import { aucklandInstant } from '@harakeke/design-system';
import { GenerationMixChart, type GenerationMixChartProps } from './GenerationMixChart.js';

const asAt = aucklandInstant('2026-06-10', 14, 30);

function renderChart(props: Partial<GenerationMixChartProps> = {}) {
  const user = userEvent.setup();
  renderInBrand(<GenerationMixChart sources={demoGenerationMix()} asAt={asAt} {...props} />);
  return { user, chart: screen.queryByRole('application', { name: 'Electricity generation mix' }) };
}

const tooltip = () => document.querySelector<HTMLElement>('[data-chart-tooltip]');
const announcement = () => screen.getByRole('status');

describe('GenerationMixChart', () => {
  it('is named by its title and described with every source, largest first', () => {
    const { chart } = renderChart();
    expect(chart).toHaveAccessibleDescription(
      expect.stringContaining(
        'Bar chart of the electricity generation mix, as at Wednesday 10 Jun 2026, 2:30pm NZST, 7 sources. ' +
          'Largest first: Hydro 57%, Geothermal 18%, Wind 12%, Gas 8%, Coal 3%, CoGen 2%, Others under 1%.',
      ),
    );
  });

  it('labels every bar with its source and percentage in text', () => {
    const { chart } = renderChart();
    const drawing = (chart as HTMLElement).querySelector('svg') as SVGElement;
    for (const text of ['Hydro', '57%', 'Geothermal', '18%', 'CoGen', '2%', 'Others', 'under 1%']) {
      expect(within(drawing as unknown as HTMLElement).getByText(text)).toBeInTheDocument();
    }
  });

  it('moves between sources with the arrow keys, showing and announcing each', async () => {
    const { user, chart } = renderChart();
    await user.tab();
    expect(chart).toHaveFocus();
    expect(tooltip()).toHaveTextContent('HydroShare of generation57%');
    expect(announcement()).toHaveTextContent('Hydro: 57% of generation.');

    await user.keyboard('{ArrowDown}');
    expect(chart).toHaveAttribute('data-active-index', '1');
    expect(tooltip()).toHaveTextContent('Geothermal');
    expect(announcement()).toHaveTextContent('Geothermal: 18% of generation.');

    await user.keyboard('{End}');
    expect(announcement()).toHaveTextContent('Others: under 1% of generation.');
    await user.keyboard('{PageUp}');
    expect(announcement()).toHaveTextContent('Coal: 3% of generation.');
  });

  it('names the sources it grouped into Others', async () => {
    const { user } = renderChart({ sources: demoGenerationMixWithUnknown() });
    await user.tab();
    await user.keyboard('{End}');
    expect(tooltip()).toHaveTextContent('Others includes Solar (4%) and Battery (under 1%).');
    expect(announcement()).toHaveTextContent(
      'Others: 5% of generation. Others includes Solar (4%) and Battery (under 1%).',
    );
  });

  it('offers every source as a table', async () => {
    const { user } = renderChart({ sources: demoGenerationMixWithUnknown() });
    await user.click(screen.getByText('Show the data as a table'));
    const table = await screen.findByRole('table', {
      name: 'Electricity generation mix, as at Wednesday 10 Jun 2026, 2:30pm NZST',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 7);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Source', 'Share of generation', 'Includes']);
    expect(within(table).getByRole('rowheader', { name: 'Hydro' }).closest('tr')).toHaveTextContent('Hydro48%');
    expect(within(table).getByRole('rowheader', { name: 'Others' }).closest('tr')).toHaveTextContent(
      'Others5%Solar (4%), Battery (under 1%)',
    );
  });

  it('shows the empty state when no source generates anything', () => {
    const { chart } = renderChart({ sources: [] });
    expect(chart).toBeNull();
    expect(screen.getByText('There is no generation mix to show right now.')).toBeVisible();
  });

  it('says the spec’s error detail and offers a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderChart({ status: 'error', onRetry });
    expect(
      screen.getByText(/An error occurred while retrieving your data\. Please refresh to try again\./),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says it is loading', () => {
    renderChart({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading Electricity generation mix');
  });
});
