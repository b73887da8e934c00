import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { unitModeAtom } from '../../../app/user-details/atoms.js';
import { widgetViewProps, type WidgetProps } from '../../../widgets/widget-state.js';
import { billingWindowAtom, loadUsageGraphAtom, usageGraphAtom, usageGraphWindowAtom } from '../atoms.js';
import { dailyAverageOf, toUsagePoints, usageGraphUnit } from './usage-graph.js';
import { UsageGraphView, type UsageGraph } from './UsageGraphView.js';

/**
 * The usageGraph widget: the selected site's daily electricity over the selected account's billing window (the
 * window the bill summary shows, already loaded with the accounts, so the graph needs one call, not two). It
 * loads again when the window changes, e.g. on a switch of account.
 */
export function UsageGraphWidget({ headingLevel }: WidgetProps) {
  const period = useAtomValue(usageGraphAtom);
  const unitMode = useAtomValue(unitModeAtom);
  const window = useAtomValue(billingWindowAtom);
  const load = useSetAtom(loadUsageGraphAtom);
  const loadedFor = useAtomValue(usageGraphWindowAtom);
  const startDate = window?.startDate;
  const endDate = window?.endDate;
  // Loaded with the dashboard's list already (widgets/data-loads.ts); again only for another window.
  const stale =
    period.status === 'UNINITIALIZED' || (startDate && endDate ? `${startDate}/${endDate}` : null) !== loadedFor;

  useEffect(() => {
    if (stale) void load();
  }, [load, stale]);

  const graph = useMemo((): UsageGraph | null => {
    if (!period.data || !startDate || !endDate) return null;
    const unit = usageGraphUnit(unitMode, period.data.costIncluded);
    return {
      days: toUsagePoints(period.data),
      unit,
      dailyAverage: dailyAverageOf(period.data, unit),
      window: { startDate, endDate },
    };
  }, [period.data, unitMode, startDate, endDate]);

  const view = widgetViewProps(period, () => void load());
  return <UsageGraphView {...view} data={graph} headingLevel={headingLevel} />;
}
