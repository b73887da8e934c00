import type { getAdvancedGasBillPeriod, getElectricityBillPeriod } from '@harakeke/contract';
import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import type { BrandId } from '@harakeke/themes';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingAccountsAtom, billingAccountsLoadingAtom } from '../../../core/user-details/atoms.js';
import { usageGraphQuery } from '../atoms.js';
import { fakeApi, problem, type FakeHandler } from '../../../test-support/fake-api.js';
import { demoAccount, demoAccounts, demoPeriod } from '../../../test-support/widget-fixtures.js';
import { UsageGraphWidget } from './UsageGraphWidget.js';

afterEach(() => vi.unstubAllGlobals());

function renderWidget(accounts = demoAccounts, brand: BrandId = 'kowhai') {
  const store = createStore();
  store.set(billingAccountsAtom, { data: accounts, status: 'SUCCESS', error: null });
  renderInBrand(
    <Provider store={store}>
      <UsageGraphWidget widgetId="w-1" headingLevel={2} />
    </Provider>,
    { brand },
  );
  return screen.getByRole('region', { name: 'Your electricity use' });
}

const noGas = problem(404, { type: '/error/not_found', title: 'Not found' });

/** Answers the graph's calls (a site without advanced gas unless given); the events the widget posts are recorded. */
const stubPeriod = (
  answer: FakeHandler<typeof getElectricityBillPeriod>,
  gas: FakeHandler<typeof getAdvancedGasBillPeriod> = noGas,
) => fakeApi({ getElectricityBillPeriod: answer, getAdvancedGasBillPeriod: gas, postEvent: { recorded: true } });

describe('UsageGraphWidget', () => {
  it('asks for the selected account’s billing window and draws it in dollars when the cost is included', async () => {
    const api = stubPeriod(demoPeriod());
    const widget = renderWidget();
    expect(
      await within(widget).findByRole('application', { name: 'Daily electricity use this billing period' }),
    ).toBeVisible();
    expect(within(widget).getByText(/Each day from 16 Oct 2026 to 15 Nov 2026, in dollars/)).toBeVisible();
    const call = api.requestsTo('getElectricityBillPeriod')[0];
    expect(call?.method).toBe('POST');
    expect(JSON.parse(call?.body ?? '{}')).toEqual({ startDate: '2026-10-16', endDate: '2026-11-15' });
  });

  it('shows kWh for a buying group', async () => {
    stubPeriod(demoPeriod());
    const buyingGroup = { ...demoAccount, isBuyingGroup: true };
    const widget = renderWidget({
      ...demoAccounts,
      billingAccounts: [buyingGroup],
      selectedBillingAccount: buyingGroup,
    });
    expect(await within(widget).findByText(/in kWh\./)).toBeVisible();
  });

  it('shows kWh for a value plan, whose cost is not included', async () => {
    stubPeriod(demoPeriod({ costIncluded: false }));
    const widget = renderWidget();
    expect(await within(widget).findByText(/in kWh\./)).toBeVisible();
  });

  it('stacks the advanced natural gas of the same window on the electricity, both asked for at once', async () => {
    // The electricity call is held unanswered: the gas call still goes out (the same wave, spec 1 §4 start-up).
    let answerElectricity = () => undefined as void;
    const electricityIn = new Promise<void>((resolve) => (answerElectricity = resolve));
    const api = stubPeriod(() => electricityIn.then(() => demoPeriod()), demoPeriod());
    const widget = renderWidget();
    await vi.waitFor(() => expect(api.requestsTo('getAdvancedGasBillPeriod')).toHaveLength(1));
    expect(api.requestsTo('getElectricityBillPeriod')).toHaveLength(1);
    answerElectricity();
    expect(
      await within(widget).findByRole('application', {
        name: 'Daily electricity and natural gas use this billing period',
      }),
    ).toHaveAccessibleDescription(expect.stringMatching(/^Bar chart of daily electricity and natural gas use,/));
    const gasCall = api.requestsTo('getAdvancedGasBillPeriod')[0];
    expect(gasCall?.method).toBe('GET');
    expect(gasCall?.url).toContain('startDate=2026-10-16&endDate=2026-11-15');
  });

  it('says plainly that a property without electricity or gas has no use to show (404s), without an error', async () => {
    stubPeriod(noGas);
    const widget = renderWidget();
    expect(await within(widget).findByText(/no electricity or advanced natural gas supply with us/)).toBeVisible();
    expect(within(widget).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failed load as an error and loads again on retry', async () => {
    let answer: () => ReturnType<typeof problem> | ReturnType<typeof demoPeriod> = () =>
      problem(500, { type: '/error/default', title: 'Down' });
    stubPeriod(() => answer());
    const widget = renderWidget();
    const alert = await within(widget).findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, something went wrong');
    expect(alert).toHaveTextContent('An error occurred while retrieving your data.');
    answer = () => demoPeriod();
    await userEvent.click(within(widget).getByRole('button', { name: 'Try again' }));
    expect(await within(widget).findByRole('application')).toBeVisible();
  });

  it('sends one call when the dashboard’s list loads the graph while the widget mounts before the accounts are in', async () => {
    const api = stubPeriod(demoPeriod());
    const store = createStore();
    // The accounts are still on their way when the widget mounts: it asks for the graph and waits for them.
    let accountsIn = () => undefined as void;
    store.set(billingAccountsAtom, { data: null, status: 'LOADING', error: null });
    store.set(
      billingAccountsLoadingAtom,
      new Promise<void>((resolve) => (accountsIn = resolve)).then(() =>
        store.set(billingAccountsAtom, { data: demoAccounts, status: 'SUCCESS', error: null }),
      ),
    );
    renderInBrand(
      <Provider store={store}>
        <UsageGraphWidget widgetId="w-1" headingLevel={2} />
      </Provider>,
    );
    // The list's load, sent the moment the accounts are in, answers before the widget's own ask resumes.
    store.set(billingAccountsAtom, { data: demoAccounts, status: 'SUCCESS', error: null });
    await store.set(usageGraphQuery.loadAtom, 'ensure');
    accountsIn();
    const widget = screen.getByRole('region', { name: 'Your electricity use' });
    expect(await within(widget).findByRole('application')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.requestsTo('getElectricityBillPeriod')).toHaveLength(1);
    expect(api.requestsTo('getAdvancedGasBillPeriod')).toHaveLength(1);
  });
});

// spec 1 §2: a day with a loyalty-currency credit carries the bullet, named as the brand names it.
describe.each<[BrandId, string]>([
  ['kowhai', 'Happy Hour Credit Applied'],
  ['fernlight', 'PowerShout credit applied'],
])('the credit-applied bullet in %s', (brand, name) => {
  it(`is called '${name}'`, async () => {
    const period = demoPeriod();
    const credited = { energy: 4, dailyCharge: 1, levies: 0.1, gst: 0.76, discounts: 0, powershoutCredits: 1.2 };
    period.dailyUsage.usage[3] = { ...period.dailyUsage.usage[3]!, costBreakdown: credited };
    stubPeriod(period);
    const widget = renderWidget(demoAccounts, brand);
    expect(await within(widget).findByRole('application')).toHaveAccessibleDescription(
      expect.stringContaining(`1 day with ${name}.`),
    );
    expect(within(widget).getByText(name)).toBeVisible(); // the legend
  });
});
