import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { unitModeAtom } from '../../../app/user-details/atoms.js';
import { useWidgetData, type WidgetProps } from '../../../widgets/widget-state.js';
import { billingWindowAtom, loadUsageGraphAtom, usageGraphAtom } from '../atoms.js';
import { dailyAverageOf, toUsagePoints, usageGraphUnit } from './usage-graph.js';
import { UsageGraphView, type UsageGraph } from './UsageGraphView.js';

/**
 * The usageGraph widget: the selected site's daily electricity over the selected account's billing window (the
 * window the bill summary shows, already loaded with the accounts, so the graph needs one call, not two). Its data
 * is keyed by the site and the window (features/usage/atoms.ts), so another window, e.g. after a switch of
 * account, is a fresh load.
 */
export function UsageGraphWidget({ headingLevel }: WidgetProps) {
  const view = useWidgetData(usageGraphAtom, loadUsageGraphAtom);
  const period = view.data;
  const unitMode = useAtomValue(unitModeAtom);
  const window = useAtomValue(billingWindowAtom);
  const startDate = window?.startDate;
  const endDate = window?.endDate;

  const graph = useMemo((): UsageGraph | null => {
    if (!period || !startDate || !endDate) return null;
    const unit = usageGraphUnit(unitMode, period.costIncluded);
    return {
      days: toUsagePoints(period),
      unit,
      dailyAverage: dailyAverageOf(period, unit),
      window: { startDate, endDate },
    };
  }, [period, unitMode, startDate, endDate]);

  return <UsageGraphView {...view} data={graph} headingLevel={headingLevel} />;
}
