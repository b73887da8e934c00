import type { Dashboard, TabKey, WidgetList } from '@harakeke/contract';
import { switcherOf, type AccountOfRecord } from '../billing-accounts/billing-accounts.js';
import type { Queryable } from '../db/client.js';
import { lastSessionStart, recordEvent } from '../user/queries.js';
import { userMetadataOf } from '../user/user.js';
import { dashboardWidgetRows, findTabFlags } from './queries.js';

/**
 * The tabs a customer sees: every customer has the dashboard, usage, bills, profile and tips; EV IQ is for
 * residential customers with electricity; the new dashboard for early access (spec 2 §6).
 */
export async function tabKeysOf(db: Queryable, customerId: string): Promise<TabKey[]> {
  const flags = await findTabFlags(db, customerId);
  if (!flags) return [];
  return [
    'dashboard',
    'usage',
    'bill',
    'profile',
    ...(flags.residential_electricity ? (['evIq'] as const) : []),
    'tips',
    ...(flags.has_early_access ? (['newDashboard'] as const) : []),
  ];
}

export async function widgetListOf(db: Queryable, customerId: string, tabId: string): Promise<WidgetList> {
  const rows = await dashboardWidgetRows(db, customerId, tabId);
  return { tabId, widgets: rows.map((row) => ({ id: `${tabId}-${row.position}`, type: row.type })) };
}

/**
 * spec 1 §7 bootstrap: records that a session starts at `now` (the business clock's), and answers the selection and
 * when the session before it started (null on a customer's first).
 */
export async function startSession(db: Queryable, customerId: string, now: number) {
  const switcher = await switcherOf(db, customerId);
  const account = switcher.billingAccounts.find((candidate) => candidate.isSelected) ?? null;
  const site = account?.billingAccountSites.find((candidate) => candidate.isSelected) ?? null;
  const previousVisitAt = await lastSessionStart(db, customerId);
  await recordEvent(db, customerId, { name: 'sessionStart', at: now });
  return {
    customerId,
    selectedBillingAccountId: account?.id ?? null,
    selectedSiteId: site?.id ?? null,
    previousVisitAt,
  };
}

type SupplyType = 'electricity' | 'naturalGas' | 'lpg';

/**
 * spec 2 §7 getDashboard: what the selected account's selected site supplies, and how its usage is shown; null when
 * the switcher does not show the account or the customer has no record.
 */
export async function dashboardOf(
  db: Queryable,
  customerId: string,
  selected: AccountOfRecord,
): Promise<Dashboard | null> {
  const [switcher, metadata] = await Promise.all([switcherOf(db, customerId), userMetadataOf(db, customerId)]);
  const account = switcher.billingAccounts.find((candidate) => candidate.id === selected.id);
  if (!account || !metadata) return null;
  const site = account.billingAccountSites.find((candidate) => candidate.isSelected) ?? null;
  const points = site?.supplyPoints ?? [];
  const ofType = (type: SupplyType) => points.filter((point) => point.supplyType === type);
  const summary = (type: SupplyType) => ({
    available: ofType(type).length > 0,
    supplyPointIds: ofType(type).map((point) => point.id),
  });
  const isValuePlan = ofType('electricity').some((point) => point.plan.isValuePlan);
  return {
    value: {
      billingAccountId: account.id,
      siteId: site?.id ?? null,
      electricity: { ...summary('electricity'), isValuePlan },
      naturalGas: { ...summary('naturalGas'), advanced: ofType('naturalGas').some((point) => point.advanced) },
      lpg: summary('lpg'),
      forecast: metadata.forecast,
      unit: account.isBuyingGroup || isValuePlan ? ('kwh' as const) : ('monetary' as const),
      billingWindow: selected.billing.window,
    },
  };
}
