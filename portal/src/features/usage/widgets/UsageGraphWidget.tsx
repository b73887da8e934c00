import { useBrand } from '@harakeke/design-system';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { unitModeAtom } from '../../../app/user-details/atoms.js';
import { useWidgetData, type WidgetProps } from '../../../widgets/widget-state.js';
import { billingWindowAtom, loadUsageGraphAtom, usageGraphAtom } from '../atoms.js';
import { usageGraphOf } from './usage-graph.js';
import { UsageGraphView, type UsageGraph } from './UsageGraphView.js';

/**
 * The usageGraph widget: the selected site's daily electricity and advanced natural gas over the selected account's
 * billing window (the window the bill summary shows, already loaded with the accounts, so the graph's two calls go
 * out together in the wave after the accounts). Its data is keyed by the site and the window
 * (features/usage/atoms.ts), so another window, e.g. after a switch of account, is a fresh load.
 */
export function UsageGraphWidget({ headingLevel }: WidgetProps) {
  const view = useWidgetData(usageGraphAtom, loadUsageGraphAtom);
  const usage = view.data;
  const unitMode = useAtomValue(unitModeAtom);
  const window = useAtomValue(billingWindowAtom);
  // spec 1 §2: the brand's own name for the credit-applied bullet.
  const creditLabel = useBrand().creditName.applied;
  const startDate = window?.startDate;
  const endDate = window?.endDate;

  const graph = useMemo((): UsageGraph | null => {
    if (!usage || !startDate || !endDate) return null;
    return usageGraphOf(usage, unitMode, { startDate, endDate }, creditLabel);
  }, [usage, unitMode, startDate, endDate, creditLabel]);

  return <UsageGraphView {...view} data={graph} headingLevel={headingLevel} />;
}
