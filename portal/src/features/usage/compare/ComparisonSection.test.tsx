import { daysBetween } from '@harakeke/design-system';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { getUsageSummary } from '@harakeke/contract';
import { problem, type FakeHandler, type FakeRequest } from '../../../test-support/fake-api.js';
import { bodyOf, renderUsageSection, summaryFor } from '../test-support.js';
import { ComparisonSection } from './ComparisonSection.js';

afterEach(() => vi.unstubAllGlobals());

/** Totals of any days: $3.40 a day this year, $4.00 a day in 2025. */
const summaryByYear = (request: FakeRequest) => {
  const answer = summaryFor(request);
  const { startDate, endDate } = bodyOf<{ startDate: string; endDate: string }>(request);
  if (!startDate.startsWith('2025')) return answer;
  const days = daysBetween(startDate, endDate) + 1;
  return { ...answer, actualUsage: { value: 4 * days, unit: 'nzd' as const }, consumptionToDate: 12 * days };
};

function renderComparison(summary: FakeHandler<typeof getUsageSummary> = summaryByYear) {
  const rendered = renderUsageSection({ summary, beside: <ComparisonSection /> });
  return { ...rendered, comparison: screen.getByRole('region', { name: 'Compare your use' }) };
}

const comparedRanges = (requests: { body: string }[]) =>
  requests.map((request) => bodyOf<{ startDate: string; endDate: string }>(request));

// Each test draws the usage chart beside the comparison: more than the default 5 s on a machine shared by test runs.
describe('ComparisonSection', { timeout: 20_000 }, () => {
  it('sets the bill period shown beside the bill cycle before it, each the total of its days', async () => {
    const { api, comparison } = renderComparison();
    expect(await within(comparison).findByText('16 Oct – 15 Nov 2026')).toBeVisible();
    expect(within(comparison).getByText('$105.40 (310.00 kWh)')).toBeVisible();
    // The bill cycle before, as its bill has it: 30 days beside 31, so compared by the day.
    expect(
      await within(comparison).findByText(
        'About the same a day as 16 Sep – 15 Oct 2026. Compared by the day, as they have different numbers of days (31 and 30).',
      ),
    ).toBeVisible();
    expect(comparedRanges(api.requestsTo('getUsageSummary'))).toContainEqual({
      startDate: '2026-09-16',
      endDate: '2026-10-15',
    });
  });

  it('sets it beside the same days a year before', async () => {
    const { comparison, user } = renderComparison();
    await user.click(within(comparison).getByRole('radio', { name: 'The same bill period last year' }));
    expect(await within(comparison).findByText('$124.00 (372.00 kWh)')).toBeVisible();
    expect(within(comparison).getByText('15% less than 16 Oct – 15 Nov 2025.')).toBeVisible();
  });

  it('sets it beside any days chosen, asking for them first', async () => {
    const { api, comparison, user } = renderComparison();
    await user.click(within(comparison).getByRole('radio', { name: 'Dates you choose' }));
    expect(await within(comparison).findByText('Choose the days to compare with.')).toBeVisible();
    const dates = await within(comparison).findByRole('group', { name: 'Dates to compare' });
    await user.click(within(dates).getAllByRole('spinbutton', { name: /Start Date/ })[0]!);
    await user.keyboard('01032025');
    await user.click(within(dates).getAllByRole('spinbutton', { name: /End Date/ })[0]!);
    await user.keyboard('10032025{Enter}');
    expect(await within(comparison).findByText('$40.00 (120.00 kWh)')).toBeVisible();
    expect(comparedRanges(api.requestsTo('getUsageSummary'))).toContainEqual({
      startDate: '2025-03-01',
      endDate: '2025-03-10',
    });
  });

  it('compares the days typed once the customer is done with them, not each range on the way', async () => {
    const { api, comparison, user } = renderComparison();
    await user.click(within(comparison).getByRole('radio', { name: 'Dates you choose' }));
    const dates = await within(comparison).findByRole('group', { name: 'Dates to compare' });
    await user.click(within(dates).getAllByRole('spinbutton', { name: /Start Date/ })[0]!);
    await user.keyboard('01032025');
    await user.click(within(dates).getAllByRole('spinbutton', { name: /End Date/ })[0]!);
    await user.keyboard('10032025');
    // Leaving the field compares the days typed.
    await user.click(within(comparison).getByRole('heading', { name: 'Compare your use' }));
    expect(await within(comparison).findByText('$40.00 (120.00 kWh)')).toBeVisible();
    const requests = api.requestsTo('getUsageSummary').length;
    // The end's day typed over as 15: 1 March, a whole range, is on the way.
    await user.click(within(dates).getAllByRole('spinbutton', { name: /End Date/ })[0]!);
    await user.keyboard('15');
    expect(dates).toHaveTextContent('01/03/2025–15/03/2025');
    expect(api.requestsTo('getUsageSummary')).toHaveLength(requests);
    await user.keyboard('{Enter}');
    expect(await within(comparison).findByText('$60.00 (180.00 kWh)')).toBeVisible();
    expect(comparedRanges(api.requestsTo('getUsageSummary').slice(requests))).toEqual([
      { startDate: '2025-03-01', endDate: '2025-03-15' },
    ]);
  });

  it('says what is wrong with the days as soon as they are typed, comparing none of them', async () => {
    const { api, comparison, user } = renderComparison();
    await user.click(within(comparison).getByRole('radio', { name: 'Dates you choose' }));
    const dates = await within(comparison).findByRole('group', { name: 'Dates to compare' });
    const requests = api.requestsTo('getUsageSummary').length;
    await user.click(within(dates).getAllByRole('spinbutton', { name: /Start Date/ })[0]!);
    await user.keyboard('01032025');
    await user.click(within(dates).getAllByRole('spinbutton', { name: /End Date/ })[0]!);
    // The end year typed in full: 0002, 0020 and 0202 on the way are a year half typed, said nothing of.
    await user.keyboard('1002202');
    expect(within(comparison).queryByText(/^The end date|^Choose dates/)).not.toBeInTheDocument();
    await user.keyboard('5');
    expect(within(comparison).getByText('The end date must be on or after the start date.')).toBeVisible();
    expect(within(dates).getAllByRole('spinbutton', { name: /End Date/ })[2]).toHaveFocus();
    // A year after the readings, typed over the end's.
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}2027');
    expect(within(comparison).getByText(/^Choose dates between .* and .*\.$/)).toBeVisible();
    await user.keyboard('{Enter}');
    expect(dates).toHaveTextContent('01/03/2025–10/02/2027');
    expect(within(comparison).getByText(/^Choose dates between /)).toBeVisible();
    expect(api.requestsTo('getUsageSummary')).toHaveLength(requests);
  });

  it('takes at most 400 days to compare, saying so', async () => {
    const { api, comparison, user } = renderComparison();
    await user.click(within(comparison).getByRole('radio', { name: 'Dates you choose' }));
    const dates = await within(comparison).findByRole('group', { name: 'Dates to compare' });
    await user.click(within(dates).getAllByRole('spinbutton', { name: /Start Date/ })[0]!);
    await user.keyboard('01012025');
    await user.click(within(dates).getAllByRole('spinbutton', { name: /End Date/ })[0]!);
    await user.keyboard('10022026');
    expect(await within(comparison).findByText('Choose at most 400 days.')).toBeVisible();
    await user.keyboard('{Enter}');
    expect(comparedRanges(api.requestsTo('getUsageSummary'))).not.toContainEqual({
      startDate: '2025-01-01',
      endDate: '2026-02-10',
    });
  });

  it('shows the other period’s failure with a retry, keeping the period shown', async () => {
    let fail = true;
    const { comparison, user } = renderComparison((request) => {
      const { startDate } = bodyOf<{ startDate: string }>(request);
      return fail && startDate === '2026-09-16'
        ? problem(500, { type: '/error/default', title: 'Down' })
        : summaryByYear(request);
    });
    const alert = await within(comparison).findByRole('alert');
    expect(within(comparison).getByText('$105.40 (310.00 kWh)')).toBeVisible();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    // The cycle before has 30 days at $3.40.
    expect(await within(comparison).findByText('$102.00 (300.00 kWh)')).toBeVisible();
  });
});
