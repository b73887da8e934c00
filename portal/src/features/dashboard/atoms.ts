import type { WidgetList } from '@harakeke/contract';
import { atom } from 'jotai';
import type { LoadRequest, QueryLoad } from '../../core/data/load-remote.js';
import { sessionQuery, type SessionQuery } from '../../core/data/session-query.js';
import type { StartUpContext } from '../../core/feature-manifest.js';
import { widgetCode, widgetEntry, type WidgetRegistry } from '../../core/widgets/registry.js';
import { reportEvent } from '../../core/analytics/events.js';
import { fetchDashboardWidgets, fetchNewDashboardWidgets } from './api.js';

/** The dashboard tabs whose widgets the server chooses (spec 1 §2). */
export type DashboardTabId = 'dashboard' | 'newDashboard';

/**
 * spec 1 §3 dashboard: each tab's widget list as data, status and error. spec 1 §8: a failing dashboard load sets
 * status ERROR and is reported to analytics; a list without widgets is NO_DATA.
 */
export const widgetListQueries: Record<DashboardTabId, SessionQuery<WidgetList>> = {
  dashboard: widgetListQuery('dashboard', fetchDashboardWidgets),
  newDashboard: widgetListQuery('newDashboard', fetchNewDashboardWidgets),
};

function widgetListQuery(tabId: DashboardTabId, fetch: () => Promise<WidgetList>) {
  return sessionQuery({
    fetch,
    isEmptyData: (list) => list.widgets.length === 0,
    onError: () => reportEvent('dashboardLoadFailed', tabId),
  });
}

/**
 * Loads a tab's widget list (`ensure`: once, as StrictMode mounts twice and the start-up may have sent it already;
 * `refresh`: a retry), then its widgets' data: each widget's query waits for the accounts if they are on their way,
 * so all of them go out together as the second wave.
 */
export const loadWidgetListAtom = atom(
  null,
  async (get, set, tabId: DashboardTabId, registry: WidgetRegistry, request: LoadRequest = 'ensure') => {
    const { dataAtom, loadAtom } = widgetListQueries[tabId];
    await set(loadAtom, request);
    const loaded = get(dataAtom);
    if (loaded.status === 'SUCCESS' && loaded.data) {
      set(
        loadWidgetsDataAtom,
        loaded.data.widgets.map((widget) => widget.type),
        registry,
      );
    }
  },
);

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

/**
 * A tab's widget list as the screen reads it (useQuery): loading it also sends each listed widget's data call
 * (loadWidgetListAtom), so its load is bound to the registry the app hands the dashboard.
 */
export function widgetListQueryWith(tabId: DashboardTabId, registry: WidgetRegistry) {
  const loadAtom: QueryLoad = atom(null, (_get, set, request: LoadRequest = 'refresh') =>
    set(loadWidgetListAtom, tabId, registry, request),
  );
  return { dataAtom: widgetListQueries[tabId].dataAtom, loadAtom };
}

/** spec 1 §4: a session's start-up loads the widget list of the dashboard being opened, if it is one. */
export const widgetListStartUpAtom = atom(null, (get, set, { pathname, widgetRegistry }: StartUpContext) => {
  const tab = dashboardTabOf(pathname);
  if (tab && get(widgetListQueries[tab].dataAtom).status === 'UNINITIALIZED') {
    void set(loadWidgetListAtom, tab, widgetRegistry);
  }
});

/** Which dashboard a path shows, if any: start-up loads its widget list with the first wave of calls. */
export function dashboardTabOf(pathname: string): DashboardTabId | null {
  if (/^\/account\/new-dashboard\/?$/.test(pathname)) return 'newDashboard';
  if (/^\/(account(\/dashboard)?|app|)\/?$/.test(pathname)) return 'dashboard';
  return null;
}
