import type { WidgetList } from '@harakeke/contract';
import { atom, type PrimitiveAtom } from 'jotai';
import type { StartUpContext } from '../../core/feature-manifest.js';
import { loadRemote } from '../../core/data/load-remote.js';
import { billingAccountsLoadingAtom } from '../../core/user-details/atoms.js';
import { uninitialized, type Remote } from '../../core/data/remote.js';
import { widgetCode, widgetEntry, type WidgetRegistry } from '../../core/widgets/registry.js';
import { reportEvent } from '../../core/analytics/events.js';
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
export const loadWidgetListAtom = atom(null, async (get, set, tabId: DashboardTabId, registry: WidgetRegistry) => {
  const target = widgetListAtoms[tabId];
  await loadRemote(get, set, target, fetchers[tabId], {
    // StrictMode mounts twice, and start-up may have sent it already: one load at a time.
    skipWhileLoading: true,
    isEmptyData: (list) => list.widgets.length === 0,
    onError: () => reportEvent('dashboardLoadFailed', tabId),
  });
  const loaded = get(target);
  if (loaded.status === 'SUCCESS' && loaded.data) {
    // Some widgets' calls need the accounts' answer too (the usage graph's billing window): every widget's call
    // waits for both, so all of them go out together as the second wave, not one of them in a third.
    const accounts = get(billingAccountsLoadingAtom);
    if (accounts) await accounts;
    set(
      loadWidgetsDataAtom,
      loaded.data.widgets.map((widget) => widget.type),
      registry,
    );
  }
});

/**
 * Starts the data loads of these widget types, the second and last wave of a dashboard's calls, and fetches their
 * code alongside: neither waits for the other, nor for the dashboard's own screen to arrive. The loads' code is in
 * the signed-in start-up's chunk, in by now. Each widget's data is keyed by the selected site, so the widget
 * mounting later finds this load under way or done; a widget whose load's code fails to arrive loads on mount.
 */
const loadWidgetsDataAtom = atom(null, (_get, set, types: readonly string[], registry: WidgetRegistry) => {
  for (const type of new Set(types)) {
    const entry = widgetEntry(registry, type);
    if (!entry) continue;
    entry.loadData?.().then(
      (load) => void set(load, 'ensure'),
      () => undefined,
    );
    // The same load the widget's slot renders from; a failure shows there, as the widget's own error.
    widgetCode(entry).catch(() => undefined);
  }
});

/** spec 1 §4: a session's start-up loads the widget list of the dashboard being opened, if it is one. */
export const widgetListStartUpAtom = atom(null, (get, set, { pathname, widgetRegistry }: StartUpContext) => {
  const tab = dashboardTabOf(pathname);
  if (tab && get(widgetListAtoms[tab]).status === 'UNINITIALIZED') void set(loadWidgetListAtom, tab, widgetRegistry);
});

/** Which dashboard a path shows, if any: start-up loads its widget list with the first wave of calls. */
export function dashboardTabOf(pathname: string): DashboardTabId | null {
  if (/^\/account\/new-dashboard\/?$/.test(pathname)) return 'newDashboard';
  if (/^\/(account(\/dashboard)?|app|)\/?$/.test(pathname)) return 'dashboard';
  return null;
}
