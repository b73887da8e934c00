import type {
  getElectricityBillPeriod,
  getElectricityHours,
  getElectricityMonths,
  getUsageSummary,
} from '@harakeke/contract';
import { addDays, aucklandToday, daysBetween, formatAucklandTime, hoursOfAucklandDay } from '@harakeke/design-system';
import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingAccountsAtom } from '../../../core/user-details/atoms.js';
import { fakeApi, problem, type FakeHandler, type FakeRequest } from '../../../test-support/fake-api.js';
import { demoAccounts, demoPeriod } from '../../../test-support/widget-fixtures.js';
import { UsageSection } from './UsageSection.js';

afterEach(() => vi.unstubAllGlobals());

const notFound = problem(404, { type: '/error/not_found', title: 'Not found' });
const bodyOf = <T,>(request: { body: string } | undefined) => JSON.parse(request?.body ?? '{}') as T;

/** A period answer covering exactly the days asked for. */
const periodFor = (request: FakeRequest) => {
  const { startDate, endDate } = bodyOf<{ startDate: string; endDate: string }>(request);
  return demoPeriod({ startDate, days: daysBetween(startDate, endDate) + 1 });
};

/** A day's hours, each 0.5 kWh read. */
const hoursFor = (request: FakeRequest) => {
  const { date } = bodyOf<{ date: string }>(request);
  return {
    date,
    costIncluded: true,
    lastCompleteDay: date,
    hours: hoursOfAucklandDay(date).map((start) => ({
      start: formatAucklandTime(start, 'YYYY-MM-DDTHH:mm:ssZ'),
      kw: 0.5,
      costNZD: 0.17,
      type: 'actual' as const,
    })),
  };
};

/** A year's months, each 400 kWh read. */
const monthsFor = (request: FakeRequest) => {
  const { year } = bodyOf<{ year: number }>(request);
  return {
    year,
    costIncluded: true,
    lastCompleteDay: `${year}-06-30`,
    months: Array.from({ length: 12 }, (_, index) => ({
      start: `${year}-${String(index + 1).padStart(2, '0')}-01`,
      kw: index < 6 ? 400 : 0,
      costNZD: index < 6 ? 132 : 0,
      type: index < 6 ? ('actual' as const) : ('empty' as const),
      daysWithUsage: index < 6 ? 30 : 0,
    })),
  };
};

/** A period's totals: $3.40 (10 kWh) a day, the days from 20 Nov still to come. */
const summaryFor = (request: FakeRequest) => {
  const { startDate, endDate } = bodyOf<{ startDate: string; endDate: string }>(request);
  const days = daysBetween(startDate, endDate) + 1;
  const remainingDays = Math.max(0, Math.min(days, daysBetween('2026-11-20', endDate) + 1));
  const read = days - remainingDays;
  return {
    actualUsage: { value: Math.round(340 * read) / 100, unit: 'nzd' as const },
    estimatedUsage: { value: Math.round(340 * days) / 100, unit: 'nzd' as const },
    consumptionToDate: 10 * read,
    supplyPointTypes: ['electricity' as const],
    remainingDays,
    daysInBillPeriod: days,
  };
};

function renderSection({
  electricity = periodFor,
  hours = hoursFor,
  months = monthsFor,
  summary = summaryFor,
}: {
  electricity?: FakeHandler<typeof getElectricityBillPeriod>;
  hours?: FakeHandler<typeof getElectricityHours>;
  months?: FakeHandler<typeof getElectricityMonths>;
  summary?: FakeHandler<typeof getUsageSummary>;
} = {}) {
  const api = fakeApi({
    getUsageSummary: summary,
    getElectricityBillPeriod: electricity,
    getAdvancedGasBillPeriod: notFound,
    getElectricityHours: hours,
    getElectricityMonths: months,
    postEvent: { recorded: true },
  });
  const store = createStore();
  store.set(billingAccountsAtom, { data: demoAccounts, status: 'SUCCESS', error: null });
  renderInBrand(
    <Provider store={store}>
      <UsageSection />
    </Provider>,
  );
  const section = screen.getByRole('region', { name: 'Your energy use' });
  return { api, section, user: userEvent.setup() };
}

// Each test draws a chart and a picker of periods: more than the default 5 s on a machine shared by test runs.
describe('UsageSection', { timeout: 20_000 }, () => {
  it('opens on the current billing window, day by day, saying how far the readings go', async () => {
    const { api, section } = renderSection();
    expect(
      await within(section).findByRole('application', { name: 'Use by bill period, Current billing window' }),
    ).toBeVisible();
    expect(within(section).getByText(/Each day from 16 Oct 2026 to 15 Nov 2026, in dollars\./)).toBeVisible();
    expect(within(section).getByText(/^Usage up to /)).toBeVisible();
    expect(bodyOf(api.requestsTo('getElectricityBillPeriod')[0])).toEqual({
      startDate: '2026-10-16',
      endDate: '2026-11-15',
    });
    await waitFor(() => expect(api.requestsTo('postEvent')).toHaveLength(1));
    expect(api.requestsTo('postEvent')[0]?.url).toContain('/events/viewElectricityBasicMeterUsage');
  });

  it('shows yesterday hour by hour, then the day before, and any day typed, even a daylight-saving one', async () => {
    const { api, section, user } = renderSection();
    await user.click(within(section).getByRole('radio', { name: 'Hour' }));
    const yesterday = addDays(aucklandToday(), -1);
    expect(await within(section).findByRole('application', { name: 'Use by hour, Yesterday' })).toBeVisible();
    expect(bodyOf(api.requestsTo('getElectricityHours')[0])).toEqual({ date: yesterday });
    expect(within(section).getByRole('button', { name: 'Next day' })).toBeEnabled();

    await user.click(within(section).getByRole('button', { name: 'Previous day' }));
    expect(await within(section).findByText(/^Each hour of /)).toBeVisible();
    expect(bodyOf(api.requestsTo('getElectricityHours').at(-1))).toEqual({ date: addDays(yesterday, -1) });

    const day = within(section).getByRole('group', { name: 'Day' });
    await user.click(within(day).getAllByRole('spinbutton')[0]!);
    await user.keyboard('05042026');
    expect(await within(section).findByText('Each hour of Sunday 05 Apr 2026, in dollars.')).toBeVisible();
    expect(bodyOf(api.requestsTo('getElectricityHours').at(-1))).toEqual({ date: '2026-04-05' });
  });

  it('takes no day after today: the picker says why, and the chart stays on its day', async () => {
    const { api, section, user } = renderSection();
    await user.click(within(section).getByRole('radio', { name: 'Hour' }));
    await within(section).findByRole('application', { name: 'Use by hour, Yesterday' });
    await user.click(within(section).getByRole('button', { name: 'Next day' }));
    expect(await within(section).findByRole('application', { name: 'Use by hour, Today' })).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Next day' })).toBeDisabled();
    const requests = api.requestsTo('getElectricityHours').length;
    const day = within(section).getByRole('group', { name: 'Day' });
    const year = within(day).getAllByRole('spinbutton')[2]!;
    await user.click(year);
    await user.keyboard(String(Number(aucklandToday().slice(0, 4)) + 1));
    // The picker says what is wrong once the customer leaves it.
    await user.click(within(section).getByRole('heading', { name: 'Your energy use' }));
    expect(await within(section).findByText(/^Choose a date between /)).toBeVisible();
    expect(api.requestsTo('getElectricityHours')).toHaveLength(requests);
  });

  it('shows this year month by month', async () => {
    const { api, section, user } = renderSection();
    await user.click(within(section).getByRole('radio', { name: 'Month' }));
    const year = Number(aucklandToday().slice(0, 4));
    expect(await within(section).findByRole('application', { name: `Use by month, ${year}` })).toBeVisible();
    expect(bodyOf(api.requestsTo('getElectricityMonths')[0])).toEqual({ year });
  });

  it('says when the property has no supply to chart, rather than drawing zero bars', async () => {
    const { section, user } = renderSection({ electricity: notFound, hours: notFound });
    expect(await within(section).findByText(/has no electricity or advanced natural gas supply/)).toBeVisible();
    // The hours are electricity's: a property with natural gas alone is pointed to the days.
    await user.click(within(section).getByRole('radio', { name: 'Hour' }));
    expect(await within(section).findByText(/choose Day or Bill period to see it/)).toBeVisible();
  });

  it('adds up the period shown under the chart: so far and the estimate while it runs, the total once it is over', async () => {
    const { api, section, user } = renderSection();
    expect(await within(section).findByText('Electricity this bill period')).toBeVisible();
    expect(within(section).getByText('$105.40 (310.00 kWh)')).toBeVisible();
    expect(within(section).queryByText('Days to go')).toBeNull();

    await user.click(within(section).getByRole('radio', { name: 'Month' }));
    expect(await within(section).findByText('Electricity so far this year')).toBeVisible();
    expect(within(section).getByText('Estimate for all of this year')).toBeVisible();
    expect(within(section).getByText('Days to go')).toBeVisible();
    const year = aucklandToday().slice(0, 4);
    expect(bodyOf(api.requestsTo('getUsageSummary').at(-1))).toEqual({
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
    });
  });

  it('shows the totals’ failure on its own, with a retry, under a chart that loaded', async () => {
    let fail = true;
    const { section, user } = renderSection({
      summary: (request) => (fail ? problem(500, { type: '/error/default', title: 'Down' }) : summaryFor(request)),
    });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t add up the electricity of this bill period');
    expect(await within(section).findByRole('application', { name: /Use by bill period/ })).toBeVisible();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('$105.40 (310.00 kWh)')).toBeVisible();
  });

  it('shows a failed load in this panel, whose Try again loads it again, keeping the pickers', async () => {
    let fail = true;
    const { api, section, user } = renderSection({
      electricity: (request) => (fail ? problem(500, { type: '/error/default', title: 'Down' }) : periodFor(request)),
    });
    const alert = await within(section).findByRole('alert');
    expect(within(section).getByRole('radio', { name: 'Day' })).toBeEnabled();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(section).findByRole('application', { name: 'Use by bill period, Current billing window' }),
    ).toBeVisible();
    expect(api.requestsTo('getElectricityBillPeriod')).toHaveLength(2);
  });
});
