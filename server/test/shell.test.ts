import {
  bootstrap,
  getBillingAccounts,
  getDashboard,
  getNewDashboardWidgetList,
  getSwitcher,
  getTabs,
  getTags,
  getUserMetadata,
  getWidgetList,
  postEvent,
  problemContentType,
  selectSite,
  setTag,
} from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../src/demo/customers.js';
import { useCustomerApi } from './customer-api.js';

// The shell's calls (spec 1 §7, spec 2 §7) answer from the database, each customer only their own.
const [aroha, tama] = demoCustomers;
if (!aroha || !tama) throw new Error('The demo customers changed; these tests sign in as the first two.');

const { get, call } = useCustomerApi([aroha, tama]);

async function expectProblem(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain(problemContentType);
  return (await response.json()) as { detail?: string };
}

describe('account and site switcher', () => {
  it("lists each customer's billing accounts with their sites, and nobody else's", async () => {
    const tamas = getSwitcher.response.parse(await (await get(tama, getSwitcher.path)).json());
    expect(tamas.billingAccounts.map((account) => account.id)).toEqual(['ba-2001', 'ba-2002']);
    const sites = tamas.billingAccounts.flatMap((account) => account.billingAccountSites);
    expect(sites.map((site) => site.id)).toEqual(['site-2001-a', 'site-2001-b', 'site-2001-c', 'site-2002-a']);
    expect(sites.find((site) => site.id === 'site-2001-c')).toMatchObject({ status: 'opening', nickname: null });
    const bach = sites.find((site) => site.id === 'site-2002-a');
    expect(bach?.supplyPoints.map((point) => point.supplyType)).toEqual(['electricity', 'lpg']);
    const home = sites.find((site) => site.id === 'site-2001-a');
    expect(home?.supplyPoints.find((point) => point.supplyType === 'naturalGas')).toMatchObject({
      advanced: true,
      address: home?.address,
      plan: { name: expect.any(String), isValuePlan: false },
    });
    expect(sites.filter((site) => site.isSelected).map((site) => site.id)).toEqual(['site-2001-a']);

    const arohas = getSwitcher.response.parse(await (await get(aroha, getSwitcher.path)).json());
    expect(arohas.billingAccounts).toHaveLength(1);
    const arohaSites = arohas.billingAccounts[0]?.billingAccountSites ?? [];
    expect(arohaSites.map((site) => site.supplyPoints.map((point) => point.supplyType))).toEqual([['electricity']]);
  });

  it('selects another billing account and site, and the accounts and switcher say so', async () => {
    const body = { billingAccountId: 'ba-2002', siteId: 'site-2002-a' };
    const response = await call(tama, 'POST', selectSite.path, body);
    expect(response.status).toBe(200);
    expect(selectSite.response.parse(await response.json())).toEqual({
      billingAccountId: 'ba-2002',
      siteId: 'site-2002-a',
    });

    const accounts = getBillingAccounts.response.parse(await (await get(tama, getBillingAccounts.path)).json());
    expect(accounts.selectedBillingAccount?.id).toBe('ba-2002');
    const switcher = getSwitcher.response.parse(await (await get(tama, getSwitcher.path)).json());
    const selected = switcher.billingAccounts.flatMap((account) =>
      account.billingAccountSites.filter((site) => site.isSelected),
    );
    expect(selected.map((site) => site.id)).toEqual(['site-2002-a']);
  });

  it.each([
    ["another customer's site", { billingAccountId: 'ba-2001', siteId: 'site-1001' }],
    ["another customer's billing account", { billingAccountId: 'ba-1001', siteId: 'site-1001' }],
    ['a site of a different billing account', { billingAccountId: 'ba-2002', siteId: 'site-2001-a' }],
    ['a site that does not exist', { billingAccountId: 'ba-2001', siteId: 'site-nope' }],
  ])('refuses %s with 404, changing nothing', async (_case, choice) => {
    const before = await (await get(tama, getSwitcher.path)).json();
    await expectProblem(await call(tama, 'POST', selectSite.path, choice), 404);
    expect(await (await get(tama, getSwitcher.path)).json()).toEqual(before);
  });

  it('names the missing field of a bad selection', async () => {
    const problem = await expectProblem(
      await call(tama, 'POST', selectSite.path, { billingAccountId: 'ba-2001' }),
      400,
    );
    expect(problem.detail).toContain('siteId');
  });
});

describe('tabs, dashboards and metadata', () => {
  it("gives early-access customers the new dashboard's tab and list, and others neither", async () => {
    const arohaTabs = getTabs.response.parse(await (await get(aroha, getTabs.path)).json());
    const tamaTabs = getTabs.response.parse(await (await get(tama, getTabs.path)).json());
    expect(arohaTabs.keys).toEqual(['dashboard', 'usage', 'bill', 'profile', 'evIq', 'tips']);
    expect(tamaTabs.keys).toContain('newDashboard');

    const newDashboard = await get(tama, `${getNewDashboardWidgetList.path}?tabId=newDashboard`);
    expect(getNewDashboardWidgetList.response.parse(await newDashboard.json()).widgets.map((w) => w.type)).toEqual([
      'heroMessage',
      'billSummary',
      'usageGraph',
      'ecoTracker',
    ]);
    const none = await get(aroha, `${getNewDashboardWidgetList.path}?tabId=newDashboard`);
    expect(getNewDashboardWidgetList.response.parse(await none.json()).widgets).toEqual([]);
  });

  it("lists a dashboard's widgets in order with ids unique on the tab", async () => {
    const list = getWidgetList.response.parse(await (await get(aroha, `${getWidgetList.path}?tabId=dashboard`)).json());
    expect(list.widgets.map((widget) => widget.type)).toEqual([
      'heroMessage',
      'billSummary',
      'accountSummary',
      'usageGraph',
    ]);
    expect(new Set(list.widgets.map((widget) => widget.id)).size).toBe(list.widgets.length);
  });

  it("answers the signed-in user's own metadata", async () => {
    const metadata = getUserMetadata.response.parse(await (await get(tama, getUserMetadata.path)).json());
    expect(metadata).toEqual({
      username: tama.email,
      email: tama.email,
      emailVerified: true,
      pendingEmail: null,
      userId: tama.id,
      hasEarlyAccess: true,
      forecast: { visible: true, active: true },
    });
  });
});

describe('feature-flag tags and events', () => {
  it("sets a tag once, keeps it, and keeps each customer's tags apart", async () => {
    const set = () => call(aroha, 'POST', `${setTag.path}?tagName=TIPS_BETA_SEEN`);
    expect(setTag.response.parse(await (await set()).json()).tags).toEqual(['TIPS_BETA_SEEN']);
    expect(setTag.response.parse(await (await set()).json()).tags).toEqual(['TIPS_BETA_SEEN']);
    expect(getTags.response.parse(await (await get(aroha, getTags.path)).json()).tags).toEqual(['TIPS_BETA_SEEN']);
    expect(getTags.response.parse(await (await get(tama, getTags.path)).json()).tags).toEqual([]);
  });

  it('refuses a tag the spec does not know with a 400 naming it', async () => {
    const problem = await expectProblem(await call(aroha, 'POST', `${setTag.path}?tagName=NOT_A_TAG`), 400);
    expect(problem.detail).toContain('tagName');
  });

  it('records view events with their track, and refuses unknown events', async () => {
    const viewed = await call(tama, 'POST', '/private/events/viewEcoTracker?track=dashboard');
    expect(postEvent.response.parse(await viewed.json())).toEqual({ recorded: true });
    expect((await call(tama, 'POST', '/private/events/userVisit', {})).status).toBe(200);
    await expectProblem(await call(tama, 'POST', '/private/events/somethingElse'), 400);
  });
});

describe('start-up and the dashboard', () => {
  it('bootstraps a session: the selected account and site, and when the last session started', async () => {
    const first = bootstrap.response.parse(await (await call(aroha, 'POST', bootstrap.path, {})).json());
    expect(first).toMatchObject({
      customerId: aroha.id,
      selectedBillingAccountId: 'ba-1001',
      selectedSiteId: 'site-1001',
    });
    const second = bootstrap.response.parse(await (await call(aroha, 'POST', bootstrap.path, {})).json());
    expect(second.previousVisitAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('says which supplies the selected site has, and that advanced gas is advanced', async () => {
    await call(tama, 'POST', selectSite.path, { billingAccountId: 'ba-2001', siteId: 'site-2001-a' });
    const dashboard = getDashboard.response.parse(await (await get(tama, getDashboard.path)).json());
    expect(dashboard.value).toMatchObject({
      electricity: { available: true, isValuePlan: false },
      naturalGas: { available: true, advanced: true, supplyPointIds: ['sp-2001-a-naturalGas'] },
      lpg: { available: false, supplyPointIds: [] },
      unit: 'monetary',
    });
    const arohas = getDashboard.response.parse(await (await get(aroha, getDashboard.path)).json());
    expect(arohas.value.naturalGas.available).toBe(false);
    expect(arohas.value.forecast).toEqual({ visible: true, active: true });
  });
});
