import { addDays, aucklandToday, daysBetween } from '@harakeke/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problem, type FakeRequest } from '../../../test-support/fake-api.js';
import { oneSiteSwitcher } from '../../../services/sites/demo-sites.js';
import { NO_ELECTRICITY_MESSAGE, NO_SUPPLY_MESSAGE } from '../../../services/energy-usage/site-usage.js';
import { demoPeriod } from '../../../test-support/widget-fixtures.js';
import { HOURLY_COST_NOTE } from './UsageView.js';
import { bodyOf, notFound, periodFor, renderUsageSection, summaryFor } from '../test-support.js';

afterEach(() => vi.unstubAllGlobals());

/** Natural gas read on the period's first 5 days: 20, 21, 19, 17 and 15 kWh, $28.52 together. */
const gasFor = (request: FakeRequest) => {
  // A GET: the period is in the query.
  const query = new URL(request.url, 'https://portal.test').searchParams;
  const [startDate, endDate] = [query.get('startDate') ?? '', query.get('endDate') ?? ''];
  return demoPeriod({ startDate, days: daysBetween(startDate, endDate) + 1, readDays: 5, estimated: 0 });
};

// Each test draws a chart and a picker of periods: more than the default 5 s on a machine shared by test runs.
describe('UsageSection', { timeout: 20_000 }, () => {
  it('opens on the current billing window, day by day, saying how far the readings go', async () => {
    const { api, section } = renderUsageSection();
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
    const { api, section, user } = renderUsageSection();
    await user.click(within(section).getByRole('radio', { name: 'Hour' }));
    const yesterday = addDays(aucklandToday(), -1);
    expect(await within(section).findByRole('application', { name: 'Use by hour, Yesterday' })).toBeVisible();
    expect(bodyOf(api.requestsTo('getElectricityHours')[0])).toEqual({ date: yesterday });
    // In dollars, the hours leave the daily charge to the day's total, and say so.
    expect(within(section).getByText(HOURLY_COST_NOTE)).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Next day' })).toBeEnabled();

    await user.click(within(section).getByRole('button', { name: 'Previous day' }));
    expect(await within(section).findByText(/^Each hour of /)).toBeVisible();
    expect(bodyOf(api.requestsTo('getElectricityHours').at(-1))).toEqual({ date: addDays(yesterday, -1) });

    const day = within(section).getByRole('group', { name: 'Day' });
    await user.click(within(day).getAllByRole('spinbutton')[0]!);
    const requests = api.requestsTo('getElectricityHours').length;
    await user.keyboard('05042026');
    // No day on the way (the 5th of the month shown, then of April this year) is loaded while it is typed.
    expect(day).toHaveTextContent('05/04/2026');
    expect(api.requestsTo('getElectricityHours')).toHaveLength(requests);
    await user.keyboard('{Enter}');
    expect(await within(section).findByText('Each hour of Sunday 05 Apr 2026, in dollars.')).toBeVisible();
    expect(
      api
        .requestsTo('getElectricityHours')
        .slice(requests)
        .map((request) => bodyOf(request)),
    ).toEqual([{ date: '2026-04-05' }]);
  });

  it('loads a day typed once the customer leaves the field, and a day chosen in the calendar at once', async () => {
    const { api, section, user } = renderUsageSection();
    await user.click(within(section).getByRole('radio', { name: 'Hour' }));
    await within(section).findByRole('application', { name: 'Use by hour, Yesterday' });
    const day = within(section).getByRole('group', { name: 'Day' });
    const requests = api.requestsTo('getElectricityHours').length;
    await user.click(within(day).getAllByRole('spinbutton')[0]!);
    await user.keyboard('15032026');
    expect(api.requestsTo('getElectricityHours')).toHaveLength(requests);
    await user.click(within(section).getByRole('heading', { name: 'Your energy use' }));
    expect(await within(section).findByText('Each hour of Sunday 15 Mar 2026, in dollars.')).toBeVisible();
    expect(
      api
        .requestsTo('getElectricityHours')
        .slice(requests)
        .map((request) => bodyOf(request)),
    ).toEqual([{ date: '2026-03-15' }]);

    await user.click(within(day).getByRole('button', { name: /Calendar/ }));
    await user.click(await screen.findByRole('button', { name: /Monday, 16 March 2026/ }));
    expect(await within(section).findByText('Each hour of Monday 16 Mar 2026, in dollars.')).toBeVisible();
    expect(bodyOf(api.requestsTo('getElectricityHours').at(-1))).toEqual({ date: '2026-03-16' });
  });

  it('takes no day after today: the picker says why, and the chart stays on its day', async () => {
    const { api, section, user } = renderUsageSection();
    await user.click(within(section).getByRole('radio', { name: 'Hour' }));
    await within(section).findByRole('application', { name: 'Use by hour, Yesterday' });
    await user.click(within(section).getByRole('button', { name: 'Next day' }));
    expect(await within(section).findByRole('application', { name: 'Use by hour, Today' })).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Next day' })).toBeDisabled();
    expect(within(section).getByRole('button', { name: 'Previous day' })).toHaveFocus();
    const requests = api.requestsTo('getElectricityHours').length;
    const day = within(section).getByRole('group', { name: 'Day' });
    const year = within(day).getAllByRole('spinbutton')[2]!;
    await user.click(year);
    await user.keyboard(String(Number(aucklandToday().slice(0, 4)) + 1));
    // The picker says what is wrong as soon as the year is typed, and leaving it keeps the day and the message.
    expect(await within(section).findByText(/^Choose a date between /)).toBeVisible();
    await user.click(within(section).getByRole('heading', { name: 'Your energy use' }));
    expect(within(section).getByText(/^Choose a date between /)).toBeVisible();
    expect(api.requestsTo('getElectricityHours')).toHaveLength(requests);
    expect(within(section).getByRole('application', { name: 'Use by hour, Today' })).toBeVisible();
  });

  it('shows this year month by month, with its daily average, the last bill period and the plan', async () => {
    const { api, section, user } = renderUsageSection();
    await user.click(within(section).getByRole('radio', { name: 'Month' }));
    const year = Number(aucklandToday().slice(0, 4));
    expect(await within(section).findByRole('application', { name: `Use by month, ${year}` })).toBeVisible();
    expect(bodyOf(api.requestsTo('getElectricityMonths')[0])).toEqual({ year });
    expect(within(section).getByText(`Daily average in ${year}`)).toBeVisible();
    expect(within(section).getByText('$4.40 (13.33 kWh)')).toBeVisible();
    expect(within(section).getByText(`16 May ${year} to 15 Jun ${year}: $136.40 (413.33 kWh)`)).toBeVisible();
    expect(within(section).getByText('Everyday')).toBeVisible();
  });

  it('says when the property has no supply to chart, rather than drawing zero bars', async () => {
    const { section } = renderUsageSection({ electricity: notFound, hours: notFound });
    expect(await within(section).findByText(NO_SUPPLY_MESSAGE)).toBeVisible();
  });

  it('points a property with natural gas alone from the hours, which are electricity’s, to the days', async () => {
    const { section, user } = renderUsageSection({
      electricity: notFound,
      hours: notFound,
      gas: gasFor,
      switcher: oneSiteSwitcher(['naturalGas']),
    });
    expect(await within(section).findByText('Natural gas used')).toBeVisible();
    await user.click(within(section).getByRole('radio', { name: 'Hour' }));
    expect(await within(section).findByText(NO_ELECTRICITY_MESSAGE)).toBeVisible();
  });

  it('adds up the period shown under the chart: so far and the estimate while it runs, the total once it is over', async () => {
    const { api, section, user } = renderUsageSection();
    expect(await within(section).findByText('Electricity used')).toBeVisible();
    expect(within(section).getByText('$105.40 (310.00 kWh)')).toBeVisible();
    expect(within(section).queryByText('Days to go')).toBeNull();

    await user.click(within(section).getByRole('radio', { name: 'Month' }));
    expect(await within(section).findByText('Electricity so far')).toBeVisible();
    expect(within(section).getByText('Estimate for the whole period')).toBeVisible();
    expect(within(section).getByText('Days to go')).toBeVisible();
    const year = aucklandToday().slice(0, 4);
    expect(bodyOf(api.requestsTo('getUsageSummary').at(-1))).toEqual({
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
    });
  });

  it('itemises the period’s cost as a bill does, adding up to its total', async () => {
    const { section } = renderUsageSection({
      summary: (request) => ({
        ...summaryFor(request),
        costBreakdown: { energy: 80, dailyCharge: 12.4, levies: 2, gst: 14.16, discounts: 0, powershoutCredits: 3.16 },
      }),
    });
    const table = await within(section).findByRole('table', {
      name: 'What the electricity of 16 Oct – 15 Nov 2026 costs',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ChargeAmount',
      'Energy$80.00',
      'Daily charge$12.40',
      'Levies$2.00',
      'GST$14.16',
      'Happy Hour credits−$3.16 credit',
      'Total$105.40',
    ]);
  });

  it('says when nothing of the period is read yet, with no total and no estimate of nothing', async () => {
    const { section } = renderUsageSection({
      summary: (request) => ({ ...summaryFor(request), remainingDays: 31, daysInBillPeriod: 31 }),
    });
    expect(await within(section).findByText(/^Nothing of 16 Oct – 15 Nov 2026 is read yet/)).toBeVisible();
    expect(within(section).queryByText('Estimate for the whole period')).toBeNull();
  });

  it('shows the totals’ failure on its own, with a retry, under a chart that loaded', async () => {
    let fail = true;
    const { section, user } = renderUsageSection({
      summary: (request) => (fail ? problem(500, { type: '/error/default', title: 'Down' }) : summaryFor(request)),
    });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t add up the electricity of 16 Oct – 15 Nov 2026');
    expect(await within(section).findByRole('application', { name: /Use by bill period/ })).toBeVisible();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('$105.40 (310.00 kWh)')).toBeVisible();
  });

  it('shows a failed load in this panel, whose Try again loads it again, keeping the pickers', async () => {
    let fail = true;
    const { api, section, user } = renderUsageSection({
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

describe('UsageSection, by the property’s supplies (spec 2 §3 supply types)', { timeout: 20_000 }, () => {
  it('totals the natural gas charted by the day beside the electricity, and says hours leave it out', async () => {
    const { section, user } = renderUsageSection({
      gas: gasFor,
      switcher: oneSiteSwitcher(['electricity', 'naturalGas']),
    });
    const gas = await within(section).findByText('Natural gas used');
    expect(gas.nextElementSibling).toHaveTextContent('$28.52 (92.00 kWh)');
    await user.click(within(section).getByRole('radio', { name: 'Hour' }));
    expect(
      await within(section).findByText('Natural gas is read once a day, so it shows by Day and Bill period, not here.'),
    ).toBeVisible();
    expect(within(section).queryByText('Natural gas used')).toBeNull();
  });

  it('says bottled gas is not charted', async () => {
    const { section } = renderUsageSection({ switcher: oneSiteSwitcher(['electricity', 'lpg']) });
    expect(
      await within(section).findByText('Bottled gas (LPG) is delivered, not metered, so it isn’t charted.'),
    ).toBeVisible();
  });

  it('says a property still being connected shows its use once its meter is first read', async () => {
    const switcher = oneSiteSwitcher(['electricity']);
    const site = switcher.billingAccounts[0]!.billingAccountSites[0]!;
    switcher.billingAccounts[0]!.billingAccountSites[0] = { ...site, status: 'opening' };
    const { section } = renderUsageSection({ switcher, electricity: notFound, summary: notFound });
    expect(await within(section).findByText(/still being connected to us \(Pending\)/)).toBeVisible();
  });
});
