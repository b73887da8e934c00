import type { getAdvancedGasBillPeriod, getElectricityBillPeriod, Switcher } from '@harakeke/contract';
import { daysBetween } from '@harakeke/design-system';
import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingAccountsAtom } from '../../../core/user-details/atoms.js';
import { switcherAtom } from '../../../services/sites/atoms.js';
import { oneSiteSwitcher } from '../../../services/sites/demo-sites.js';
import { fakeApi, problem, type FakeHandler, type FakeRequest } from '../../../test-support/fake-api.js';
import { demoAccount, demoAccounts, demoPeriod } from '../../../test-support/widget-fixtures.js';
import { BillPeriodSection } from './BillPeriodSection.js';

afterEach(() => vi.unstubAllGlobals());

const notFound = problem(404, { type: '/error/not_found', title: 'Not found' });

/** The period a request asks for: electricity posts it, gas sends it in the query. */
function periodAsked(request: FakeRequest): { startDate: string; endDate: string } {
  if (request.method === 'POST') return JSON.parse(request.body) as { startDate: string; endDate: string };
  return { startDate: request.query.get('startDate') ?? '', endDate: request.query.get('endDate') ?? '' };
}

/** A period answer covering exactly the days asked for. */
const periodFor = (request: FakeRequest) => {
  const { startDate, endDate } = periodAsked(request);
  return demoPeriod({ startDate, days: daysBetween(startDate, endDate) + 1 });
};

function renderSection({
  electricity = periodFor,
  gas = notFound,
  accounts = demoAccounts,
  switcher,
}: {
  electricity?: FakeHandler<typeof getElectricityBillPeriod>;
  gas?: FakeHandler<typeof getAdvancedGasBillPeriod>;
  accounts?: typeof demoAccounts;
  /** The switcher data the account pages' shell loaded, naming the selected site's supplies; none by default. */
  switcher?: Switcher;
} = {}) {
  const api = fakeApi({
    getElectricityBillPeriod: electricity,
    getAdvancedGasBillPeriod: gas,
    postEvent: { recorded: true },
  });
  const store = createStore();
  store.set(billingAccountsAtom, { data: accounts, status: 'SUCCESS', error: null });
  if (switcher) store.set(switcherAtom, { data: switcher, status: 'SUCCESS', error: null });
  renderInBrand(
    <Provider store={store}>
      <BillPeriodSection />
    </Provider>,
  );
  const section = screen.getByRole('region', { name: 'Your daily use' });
  return { api, section, user: userEvent.setup() };
}

// Each test draws a month of days and a picker of 25 periods, twice for the earlier window: more than the default
// 5 s on a machine shared by many test runs.
describe('BillPeriodSection', { timeout: 20_000 }, () => {
  it('shows the current billing window, and loads an earlier window chosen from the picker', async () => {
    const { api, section, user } = renderSection();
    expect(
      await within(section).findByRole('application', { name: 'Daily use, Current billing window' }),
    ).toBeVisible();
    expect(within(section).getByText(/Each day from 16 Oct 2026 to 15 Nov 2026, in dollars\./)).toBeVisible();
    expect(JSON.parse(api.requestsTo('getElectricityBillPeriod')[0]?.body ?? '{}')).toEqual({
      startDate: '2026-10-16',
      endDate: '2026-11-15',
    });

    await user.click(within(section).getByRole('button', { name: /Period/ }));
    // The window before, as long as the current one (31 days).
    await user.click(await screen.findByRole('option', { name: '15 Sep 2026 – 15 Oct 2026' }));
    expect(
      await within(section).findByRole('application', { name: 'Daily use, 15 Sep 2026 – 15 Oct 2026' }),
    ).toBeVisible();
    const requests = api.requestsTo('getElectricityBillPeriod');
    expect(requests).toHaveLength(2);
    expect(JSON.parse(requests[1]?.body ?? '{}')).toEqual({ startDate: '2026-09-15', endDate: '2026-10-15' });
    expect(api.requestsTo('getAdvancedGasBillPeriod')[1]?.url).toContain('startDate=2026-09-15&endDate=2026-10-15');
  });

  it('shows an earlier window as loading until its days are in, never the current window’s days under its name', async () => {
    let answerEarlier: () => void = () => undefined;
    const { section, user } = renderSection({
      electricity: (request) => {
        if (periodAsked(request).startDate !== '2026-09-15') return periodFor(request);
        return new Promise((resolve) => (answerEarlier = () => resolve(periodFor(request))));
      },
    });
    await within(section).findByRole('application', { name: 'Daily use, Current billing window' });
    await user.click(within(section).getByRole('button', { name: /Period/ }));
    await user.click(await screen.findByRole('option', { name: '15 Sep 2026 – 15 Oct 2026' }));
    expect(within(section).queryByRole('application')).not.toBeInTheDocument();
    answerEarlier();
    expect(
      await within(section).findByRole('application', { name: 'Daily use, 15 Sep 2026 – 15 Oct 2026' }),
    ).toBeVisible();
  });

  it('switches between dollars and kWh', async () => {
    const { section, user } = renderSection();
    expect(await within(section).findByText(/in dollars\./)).toBeVisible();
    await user.click(within(section).getByRole('radio', { name: 'kWh' }));
    expect(within(section).getByText(/in kWh\./)).toBeVisible();
    expect(within(section).getByRole('application')).toHaveAccessibleDescription(
      expect.stringMatching(/Daily average [\d.]+ kWh\./),
    );
  });

  it('stacks advanced natural gas on electricity', async () => {
    const { section } = renderSection({ gas: periodFor });
    expect(await within(section).findByRole('application')).toHaveAccessibleDescription(
      expect.stringMatching(/^Bar chart of daily electricity and natural gas use,/),
    );
  });

  it('shows a buying group’s name and its use in kWh, without a unit switch', async () => {
    const buyingGroup = { ...demoAccount, isBuyingGroup: true, buyingGroupName: 'Rangiora Buying Group' };
    const { section } = renderSection({
      accounts: { ...demoAccounts, billingAccounts: [buyingGroup], selectedBillingAccount: buyingGroup },
    });
    expect(await within(section).findByText(/part of Rangiora Buying Group/)).toBeVisible();
    expect(within(section).getByText(/^Each day from .*, in kWh\./)).toBeVisible();
    expect(within(section).queryByRole('radiogroup', { name: 'Show use in' })).not.toBeInTheDocument();
  });

  it('shows a failed load in this panel, whose Try again loads only this period again', async () => {
    let fail = true;
    const { api, section, user } = renderSection({
      electricity: (request) => (fail ? problem(500, { type: '/error/default', title: 'Down' }) : periodFor(request)),
    });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, something went wrong');
    // The pickers stay, so another period can still be chosen.
    expect(within(section).getByRole('button', { name: /Period/ })).toBeEnabled();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('application')).toBeVisible();
    expect(api.requestsTo('getElectricityBillPeriod')).toHaveLength(2);
    expect(api.requestsTo('getAdvancedGasBillPeriod')).toHaveLength(2);
    expect(api.requests.filter((request) => !request.url.includes('/events'))).toHaveLength(4);
  });

  it('says so when the site has neither electricity nor advanced gas', async () => {
    const { section } = renderSection({ electricity: notFound });
    expect(await within(section).findByText(/no electricity or advanced natural gas supply with us/)).toBeVisible();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not ask for advanced gas for a site without it (its answer would be a 404)', async () => {
    const { api, section, user } = renderSection({ switcher: oneSiteSwitcher(['electricity', 'lpg']) });
    expect(await within(section).findByRole('application')).toHaveAccessibleDescription(
      expect.stringMatching(/^Bar chart of daily electricity use,/),
    );
    // Nor for another period chosen.
    await user.click(within(section).getByRole('button', { name: /Period/ }));
    await user.click(await screen.findByRole('option', { name: '15 Sep 2026 – 15 Oct 2026' }));
    await within(section).findByRole('application', { name: 'Daily use, 15 Sep 2026 – 15 Oct 2026' });
    expect(api.requestsTo('getElectricityBillPeriod')).toHaveLength(2);
    expect(api.requestsTo('getAdvancedGasBillPeriod')).toHaveLength(0);
  });

  it('asks for advanced gas for a site with it, and stacks it on electricity', async () => {
    const { api, section } = renderSection({
      gas: periodFor,
      switcher: oneSiteSwitcher(['electricity', 'naturalGas']),
    });
    expect(await within(section).findByRole('application')).toHaveAccessibleDescription(
      expect.stringMatching(/^Bar chart of daily electricity and natural gas use,/),
    );
    expect(api.requestsTo('getAdvancedGasBillPeriod')).toHaveLength(1);
  });
});
