import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoComparisonAbove, demoComparisonBelow } from '../test/demo-insights.js';
import { HomeComparison } from './HomeComparison.js';

const chart = () => screen.getByRole('application', { name: 'Home comparison' });
const tooltip = () => document.querySelector('[data-chart-tooltip]');
const announcer = () => document.querySelector('[data-chart-announcer]');

describe('HomeComparison', () => {
  it('labels the three homes, says how this home compares and describes the chart', () => {
    renderInBrand(<HomeComparison unit="kwh" comparison={demoComparisonAbove()} />);
    const labels = within(chart())
      .getAllByText(/home$/)
      .map((label) => label.textContent);
    expect(labels).toEqual(['Your home', 'Average home', 'Efficient home']);
    expect(
      screen.getByText('Your home used 12% more than the average home, and 55% more than an efficient home.'),
    ).toBeInTheDocument();
    expect(chart()).toHaveAccessibleDescription(
      expect.stringContaining('Your home 712 kWh; Average home 636 kWh; Efficient home 459 kWh.'),
    );
  });

  it('says when this home spent less than the average home', () => {
    renderInBrand(<HomeComparison unit="monetary" comparison={demoComparisonBelow()} />);
    expect(
      screen.getByText('Your home spent 19% less than the average home, and 12% more than an efficient home.'),
    ).toBeInTheDocument();
    expect(within(chart()).getByText('$164.10')).toBeInTheDocument();
  });

  it('moves between the homes with the keyboard, showing and announcing each', async () => {
    renderInBrand(<HomeComparison unit="kwh" comparison={demoComparisonAbove()} />);
    await userEvent.tab();
    expect(tooltip()).toHaveTextContent('Your home712 kWh12% more than the average home');
    await userEvent.keyboard('{ArrowRight}');
    expect(chart()).toHaveAttribute('data-active-index', '1');
    expect(announcer()).toHaveTextContent('Average home: 636 kWh.');
    await userEvent.keyboard('{Home}');
    expect(announcer()).toHaveTextContent('Your home: 712 kWh, 12% more than the average home.');
  });

  it('offers both units as a table, a row per home', async () => {
    renderInBrand(<HomeComparison unit="kwh" comparison={demoComparisonAbove()} />);
    await userEvent.click(screen.getByText('Show the data as a table'));
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'HomeUseCost',
      'Your home712 kWh$227.97',
      'Average home636 kWh$203.55',
      'Efficient home459 kWh$146.85',
    ]);
  });

  it('says when there is no comparison yet', () => {
    renderInBrand(<HomeComparison unit="kwh" />);
    expect(screen.queryByRole('application')).toBeNull();
    expect(screen.getByText('There is no home comparison for this period yet.')).toBeInTheDocument();
  });
});
