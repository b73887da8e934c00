import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingAccountsAtom } from '../../../app/user-details/atoms.js';
import { json, stubFetch, type RecordedRequest } from '../../../test-support/fetch.js';
import {
  demoAccounts,
  demoAccountSummary,
  demoBillSummary,
  demoHero,
  demoPeriod,
} from '../../../widgets/test-fixtures.js';
import { DashboardScreen } from './DashboardScreen.js';
import { NewDashboardScreen } from './NewDashboardScreen.js';

const failure = (status = 500) =>
  json({ type: '/error/default', title: 'Down', status, detail: 'Call us on 0800 300 400.' }, status);

type Answers = Record<string, () => Response>;

/** Answers each call by the end of its path; events are recorded. */
function stubApi(answers: Answers) {
  return stubFetch((request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (path.includes('/private/events/')) return json({ recorded: true });
    const answer = Object.entries(answers).find(([suffix]) => path.endsWith(suffix))?.[1];
    return answer ? answer() : failure(404);
  });
}

const list =
  (...types: string[]) =>
  () =>
    json({ tabId: 'dashboard', widgets: types.map((type, index) => ({ id: `w-${index}`, type })) });

const widgetAnswers: Answers = {
  '/drd/widget/heroMessage': () => json(demoHero),
  '/drd/widget/billSummary': () => json(demoBillSummary),
  '/drd/widget/accountSummary': () => json(demoAccountSummary),
  '/electricity/aggregated-site-bill-period': () => json(demoPeriod()),
};

function renderScreen(screenElement = <DashboardScreen />) {
  const store = createStore();
  store.set(billingAccountsAtom, { data: demoAccounts, status: 'SUCCESS', error: null });
  return renderInBrand(<Provider store={store}>{screenElement}</Provider>);
}

/** The events posted, as 'name track' (the event name from the path, or the body while the path keeps {event}). */
function postedEvents(requests: RecordedRequest[]) {
  return requests
    .filter((request) => request.method === 'POST' && request.url.includes('/private/events/'))
    .map((request) => {
      const body = JSON.parse(request.body || '{}') as { event?: string; track?: string };
      const fromPath = decodeURIComponent(request.url.split('/private/events/')[1]?.split('?')[0] ?? '');
      return `${fromPath.startsWith('{') ? body.event : fromPath} ${body.track ?? ''}`.trim();
    });
}

afterEach(() => vi.unstubAllGlobals());

describe('DashboardScreen', () => {
  it('asks for each widget’s data once, as soon as the list names it (not again when the widget mounts)', async () => {
    const requests = stubApi({
      '/private/widget/list': list('billSummary', 'heroMessage', 'usageGraph', 'accountSummary'),
      ...widgetAnswers,
    });
    renderScreen();
    expect(await screen.findByText('1001234567')).toBeVisible();
    expect(await screen.findByRole('application', { name: 'Daily electricity use this billing period' })).toBeVisible();
    const dataCalls = requests
      .map((request) => new URL(request.url, 'http://localhost').pathname)
      .filter((path) => Object.keys(widgetAnswers).some((suffix) => path.endsWith(suffix)));
    expect(dataCalls.sort()).toEqual([
      '/api/v1/private/drd/widget/accountSummary',
      '/api/v1/private/drd/widget/billSummary',
      '/api/v1/private/drd/widget/heroMessage',
      '/api/v1/private/electricity/aggregated-site-bill-period',
    ]);
  });

  it('greets the customer and shows the widgets in the server’s order', async () => {
    stubApi({
      '/private/widget/list': list('billSummary', 'heroMessage', 'usageGraph', 'accountSummary'),
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
    const requests = stubApi({ '/private/widget/list': list('mysteryWidget', 'billSummary'), ...widgetAnswers });
    renderScreen();
    const bill = await screen.findByRole('region', { name: 'Your bill' });
    expect(await within(bill).findByText('01 Dec 2026')).toBeVisible();
    expect(screen.getAllByRole('region')).toHaveLength(1);
    await waitFor(() => expect(postedEvents(requests)).toContain('clientError unknownWidget: mysteryWidget'));
    expect(postedEvents(requests).filter((event) => event.includes('mysteryWidget'))).toHaveLength(1);
  });

  it('shows one widget’s failed call in that widget, retries it, and keeps the others', async () => {
    let billAnswer = () => failure();
    const requests = stubApi({
      '/private/widget/list': list('billSummary', 'accountSummary'),
      ...widgetAnswers,
      '/drd/widget/billSummary': () => billAnswer(),
    });
    renderScreen();
    const bill = await screen.findByRole('region', { name: 'Your bill' });
    const alert = await within(bill).findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, something went wrong');
    // spec 1 §5: the retired support number is shown as the current one.
    expect(alert).toHaveTextContent('Call us on 0800 086 400.');
    expect(await screen.findByText('1001234567')).toBeVisible();
    await waitFor(() => expect(postedEvents(requests)).toContain('clientError billSummary: /error/default'));

    billAnswer = () => json(demoBillSummary);
    await userEvent.click(within(bill).getByRole('button', { name: 'Try again' }));
    expect(await within(bill).findByText('01 Dec 2026')).toBeVisible();
    expect(within(bill).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the widget list fails, and reports it to analytics', async () => {
    let listAnswer = () => failure();
    const requests = stubApi({ '/private/widget/list': () => listAnswer(), ...widgetAnswers });
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, something went wrong');
    await waitFor(() => expect(postedEvents(requests)).toContain('dashboardLoadFailed dashboard'));

    listAnswer = list('heroMessage');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kia ora Aroha' })).toBeVisible();
  });

  it('says so when the server lists no widgets', async () => {
    stubApi({ '/private/widget/list': list() });
    renderScreen();
    expect(await screen.findByText(/nothing on your dashboard yet/)).toBeVisible();
  });
});

describe('NewDashboardScreen', () => {
  it('loads the widget list of tab newDashboard', async () => {
    const requests = stubApi({ '/private/drd/widgets/list': list('heroMessage'), ...widgetAnswers });
    renderScreen(<NewDashboardScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kia ora, Aroha' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Kia ora Aroha' })).toBeVisible();
    const listCall = requests.find((request) => request.url.includes('/widgets/list'));
    expect(listCall?.url).toContain('tabId=newDashboard');
  });
});
