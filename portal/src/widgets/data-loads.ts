import type { WritableAtom } from 'jotai';
import { loadAccountSummaryWidgetAtom } from '../features/account-summary/atoms.js';
import { loadBillSummaryWidgetAtom } from '../features/bills/widgets/atoms.js';
import { loadHeroMessageAtom } from '../features/dashboard/widget-data.js';
import { loadUsageGraphAtom } from '../features/usage/atoms.js';

type Load = WritableAtom<null, [], Promise<void>>;

/**
 * Each widget type's data load, started as soon as the dashboard's list names the widget, not after the widget's
 * code has arrived: so a dashboard needs two waves of calls, the list's and the widgets'. A widget
 * with a registry entry but no load here loads when it mounts.
 */
export const widgetDataLoads: Readonly<Record<string, Load>> = {
  heroMessage: loadHeroMessageAtom,
  billSummary: loadBillSummaryWidgetAtom,
  accountSummary: loadAccountSummaryWidgetAtom,
  usageGraph: loadUsageGraphAtom,
};
