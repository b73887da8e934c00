import type { WidgetList } from '@harakeke/contract';
import { atom, type PrimitiveAtom } from 'jotai';
import { loadInto } from '../../app/load-remote.js';
import { billingAccountsLoadingAtom } from '../../app/user-details/atoms.js';
import { uninitialized, type Remote } from '../../app/remote.js';
import { widgetDataLoads } from '../../widgets/data-loads.js';
import { widgetCode, widgetEntry, widgetRegistry } from '../../widgets/registry.js';
import { reportEvent } from '../../services/analytics/events.js';
import { fetchDashboardWidgets, fetchNewDashboardWidgets } from './api.js';

/** The dashboard tabs whose widgets the server chooses (spec 1 §2). */
export type DashboardTabId = 'dashboard' | 'newDashboard';

/** spec 1 §3 dashboard: each tab's widget list as data, status and error. */
export const widgetListAtoms: Record<DashboardTabId, PrimitiveAtom<Remote<WidgetList>>> = {
  dashboard: atom(uninitialized<WidgetList>()),
  newDashboard: atom(uninitialized<WidgetList>()),
};

const fetchers: Record<DashboardTabId, () => Promise<WidgetList>> = {
  dashboard: fetchDashboardWidgets,
  newDashboard: fetchNewDashboardWidgets,
};

/**
 * Loads a tab's widget list. spec 1 §8: a failing dashboard load sets status ERROR and is reported to analytics;
 * a list without widgets is NO_DATA.
 */
export const loadWidgetListAtom = atom(null, async (get, set, tabId: DashboardTabId) => {
  const target = widgetListAtoms[tabId];
  const { status } = get(target);
  // StrictMode mounts twice: one load at a time.
  if (status === 'LOADING' || status === 'UPDATING') return;
  await loadInto(set, target, fetchers[tabId]);
  const loaded = get(target);
  if (loaded.status === 'ERROR') reportEvent('dashboardLoadFailed', tabId);
  else if (loaded.data?.widgets.length === 0) set(target, { ...loaded, status: 'NO_DATA' });
  else if (loaded.data) {
    // Some widgets' calls need the accounts' answer too (the usage graph's billing window): every widget's call
    // waits for both, so all of them go out together as the second wave, not one of them in a third.
    const accounts = get(billingAccountsLoadingAtom);
    if (accounts) await accounts;
    set(
      loadWidgetsDataAtom,
      loaded.data.widgets.map((widget) => widget.type),
    );
  }
});

/**
 * Starts the data loads of these widget types, the second and last wave of a dashboard's calls, and fetches their
 * code alongside: neither waits for the other, nor for the dashboard's own screen to arrive.
 */
export const loadWidgetsDataAtom = atom(null, (_get, set, types: readonly string[]) => {
  for (const type of new Set(types)) {
    const load = Object.hasOwn(widgetDataLoads, type) ? widgetDataLoads[type] : undefined;
    if (load) void set(load);
    // The same load the widget's slot renders from; a failure shows there, as the widget's own error.
    const entry = widgetEntry(widgetRegistry, type);
    if (entry) widgetCode(entry).catch(() => undefined);
  }
});

/** Which dashboard a path shows, if any: start-up loads its widget list with the first wave of calls. */
export function dashboardTabOf(pathname: string): DashboardTabId | null {
  if (/^\/account\/new-dashboard\/?$/.test(pathname)) return 'newDashboard';
  if (/^\/(account(\/dashboard)?|app|)\/?$/.test(pathname)) return 'dashboard';
  return null;
}
