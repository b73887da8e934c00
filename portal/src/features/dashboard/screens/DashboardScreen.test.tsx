import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Switcher } from '@harakeke/contract';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingAccountsAtom, siteSelectionAtom } from '../../../core/user-details/atoms.js';
import { switcherAtom } from '../../../services/sites/atoms.js';
import { oneSiteSwitcher } from '../../../services/sites/demo-sites.js';
import { fakeApi, problem, trackOf, type FakeApiAnswers } from '../../../test-support/fake-api.js';
import {
  demoAccounts,
  demoAccountSummary,
  demoBillSummary,
  demoHero,
  demoPeriod,
} from '../../../test-support/widget-fixtures.js';
import { widgetRegistry } from '../../../app/widget-registry.js';
import { WidgetRegistryContext } from '../../../core/widgets/registry.js';
import { WIDGET_ERROR_DETAIL } from '../../../core/widgets/widget-state.js';
import { DashboardScreen } from './DashboardScreen.js';
import { NewDashboardScreen } from './NewDashboardScreen.js';

const failure = () => problem(500, { type: '/error/default', title: 'Down', detail: 'Call us on 0800 300 400.' });

/** Answers the dashboard's calls; the events it posts are recorded. */
const stubApi = (answers: FakeApiAnswers) => fakeApi({ postEvent: { recorded: true }, ...answers });

const list = (...types: string[]) => ({
  tabId: 'dashboard',
  widgets: types.map((type, index) => ({ id: `w-${index}`, type })),
});

const widgetAnswers = {
  getHeroMessage: demoHero,
  getBillSummaryWidget: demoBillSummary,
  getAccountSummaryWidget: demoAccountSummary,
  getElectricityBillPeriod: demoPeriod(),
  // Answered as the server would, should the portal ask for the gas of a site without it.
  getAdvancedGasBillPeriod: problem(404, { type: '/error/not_found', title: 'Not found' }),
} satisfies FakeApiAnswers;

/**
 * The dashboard with the accounts and the switcher data in, as the account pages' start-up loads them; the demo site
 * has electricity only unless `switcher` says otherwise.
 */
function renderScreen(screenElement = <DashboardScreen />, switcher: Switcher = oneSiteSwitcher(['electricity'])) {
  const store = createStore();
  store.set(billingAccountsAtom, { data: demoAccounts, status: 'SUCCESS', error: null });
  store.set(switcherAtom, { data: switcher, status: 'SUCCESS', error: null });
  renderInBrand(
    <Provider store={store}>
      <WidgetRegistryContext.Provider value={widgetRegistry}>{screenElement}</WidgetRegistryContext.Provider>
    </Provider>,
  );
  return store;
}

/** The events posted, as 'name track': the event's name from the path, its track from the query. */
function postedEvents(api: ReturnType<typeof stubApi>) {
  return api.requestsTo('postEvent').map((request) => {
    const fromPath = decodeURIComponent(request.url.split('/private/events/')[1]?.split('?')[0] ?? '');
    return `${fromPath} ${trackOf(request) ?? ''}`.trim();
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('DashboardScreen', () => {
  it('asks for each widget’s data once, as soon as the list names it (not again when the widget mounts)', async () => {
    const api = stubApi({
      getWidgetList: list('billSummary', 'heroMessage', 'usageGraph', 'accountSummary'),
      ...widgetAnswers,
    });
    renderScreen();
    expect(await screen.findByText('1001234567')).toBeVisible();
    expect(await screen.findByRole('application', { name: 'Daily electricity use this billing period' })).toBeVisible();
    const dataCalls = (Object.keys(widgetAnswers) as (keyof typeof widgetAnswers)[])
      .flatMap((name) => api.requestsTo(name))
      .map((request) => new URL(request.url, 'http://localhost').pathname);
    expect(dataCalls.sort()).toEqual([
      '/api/v1/private/drd/widget/accountSummary',
      '/api/v1/private/drd/widget/billSummary',
      '/api/v1/private/drd/widget/heroMessage',
      '/api/v1/private/electricity/aggregated-site-bill-period',
    ]);
  });

  it('asks for the usage graph’s advanced gas only when the selected site has it', async () => {
    const api = stubApi({
      getWidgetList: list('usageGraph'),
      ...widgetAnswers,
      getAdvancedGasBillPeriod: demoPeriod(),
    });
    renderScreen(<DashboardScreen />, oneSiteSwitcher(['electricity', 'naturalGas']));
    expect(await screen.findByRole('application', { name: /use this billing period$/ })).toBeVisible();
    expect(api.requestsTo('getAdvancedGasBillPeriod')).toHaveLength(1);
    expect(api.requestsTo('getElectricityBillPeriod')).toHaveLength(1);
  });

  it('greets the customer and shows the widgets in the server’s order', async () => {
    stubApi({
      getWidgetList: list('billSummary', 'heroMessage', 'usageGraph', 'accountSummary'),
      ...widgetAnswers,
    });
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Kia ora, Aroha' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Kia ora Aroha' })).toBeVisible();
    expect(await screen.findByText('1001234567')).toBeVisible();
    expect(await screen.findByRole('application', { name: 'Daily electricity use this billing period' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Your bill',
      'Kia ora Aroha',
      'Your electricity use',
      'Your account',
    ]);
  });

  it('skips a widget type it does not know and reports it, while the others render', async () => {
    const api = stubApi({ getWidgetList: list('mysteryWidget', 'billSummary'), ...widgetAnswers });
    renderScreen();
    const bill = await screen.findByRole('region', { name: 'Your bill' });
    expect(await within(bill).findByText('01 Dec 2026')).toBeVisible();
    expect(screen.getAllByRole('region')).toHaveLength(1);
    await waitFor(() => expect(postedEvents(api)).toContain('clientError unknownWidget: mysteryWidget'));
    expect(postedEvents(api).filter((event) => event.includes('mysteryWidget'))).toHaveLength(1);
  });

  it('shows one widget’s failed call in that widget, retries it, and keeps the others', async () => {
    let billAnswer: () => ReturnType<typeof failure> | typeof demoBillSummary = failure;
    const api = stubApi({
      getWidgetList: list('billSummary', 'accountSummary'),
      ...widgetAnswers,
      getBillSummaryWidget: () => billAnswer(),
    });
    renderScreen();
    const bill = await screen.findByRole('region', { name: 'Your bill' });
    const alert = await within(bill).findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, something went wrong');
    // spec 2 §8: the generic detail for the customer; the server's own goes to monitoring only.
    expect(alert).toHaveTextContent(WIDGET_ERROR_DETAIL);
    expect(alert).not.toHaveTextContent('Call us');
    expect(await screen.findByText('1001234567')).toBeVisible();
    await waitFor(() =>
      expect(postedEvents(api)).toContain('clientError billSummary: /error/default – Call us on 0800 086 400.'),
    );

    billAnswer = () => demoBillSummary;
    await userEvent.click(within(bill).getByRole('button', { name: 'Try again' }));
    expect(await within(bill).findByText('01 Dec 2026')).toBeVisible();
    expect(within(bill).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads each widget’s data afresh for a newly selected site, and shows it, without loading the list again', async () => {
    let bill = demoBillSummary;
    const api = stubApi({
      getWidgetList: list('billSummary', 'accountSummary'),
      ...widgetAnswers,
      getBillSummaryWidget: () => bill,
    });
    const store = renderScreen();
    const region = await screen.findByRole('region', { name: 'Your bill' });
    expect(await within(region).findByText('01 Dec 2026')).toBeVisible();
    expect(await screen.findByText('1001234567')).toBeVisible();

    // spec 1 §4 switching site: the switch counts as a new selection once the accounts have reloaded.
    bill = { ...demoBillSummary, dueDate: '2026-12-15' };
    act(() => store.set(siteSelectionAtom, (count) => count + 1));
    expect(await within(region).findByText('15 Dec 2026')).toBeVisible();
    await waitFor(() => expect(api.requestsTo('getAccountSummaryWidget')).toHaveLength(2));
    expect(api.requestsTo('getBillSummaryWidget')).toHaveLength(2);
    expect(api.requestsTo('getWidgetList')).toHaveLength(1);
  });

  it('shows an error with a retry when the widget list fails, and reports it to analytics', async () => {
    let listAnswer: () => ReturnType<typeof failure> | ReturnType<typeof list> = failure;
    const api = stubApi({ getWidgetList: () => listAnswer(), ...widgetAnswers });
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, something went wrong');
    await waitFor(() => expect(postedEvents(api)).toContain('dashboardLoadFailed dashboard'));

    listAnswer = () => list('heroMessage');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kia ora Aroha' })).toBeVisible();
  });

  it('says so when the server lists no widgets', async () => {
    stubApi({ getWidgetList: list() });
    renderScreen();
    expect(await screen.findByText(/nothing on your dashboard yet/)).toBeVisible();
  });
});

describe('NewDashboardScreen', () => {
  it('loads the widget list of tab newDashboard', async () => {
    const api = stubApi({ getNewDashboardWidgetList: list('heroMessage'), ...widgetAnswers });
    renderScreen(<NewDashboardScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kia ora, Aroha' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Kia ora Aroha' })).toBeVisible();
    const listCall = api.requestsTo('getNewDashboardWidgetList')[0];
    expect(listCall?.url).toContain('tabId=newDashboard');
  });
});
