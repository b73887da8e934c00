import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { unitModeAtom } from '../../../core/user-details/atoms.js';
import { mapLoad, useBrand, type Load } from '@harakeke/design-system';
import { useQuery } from '../../../core/data/keyed-query.js';
import type { WidgetProps } from '../../../core/widgets/widget-state.js';
import { billingWindowAtom, usageGraphQuery } from '../atoms.js';
import { usageGraphOf } from './usage-graph.js';
import { noSupplyMessage, selectedSiteUsageAtom } from '../../../services/energy-usage/site-usage.js';
import { UsageGraphView, type UsageGraph } from './UsageGraphView.js';

/**
 * The usageGraph widget: the selected site's daily electricity and advanced natural gas over the selected account's
 * billing window (the window the bill summary shows, already loaded with the accounts, so the graph's two calls go
 * out together in the wave after the accounts). Its data is keyed by the site and the window
 * (features/usage/atoms.ts), so another window, e.g. after a switch of account, is a fresh load.
 */
export function UsageGraphWidget({ headingLevel }: WidgetProps) {
  const { load, retry } = useQuery(usageGraphQuery);
  const unitMode = useAtomValue(unitModeAtom);
  const window = useAtomValue(billingWindowAtom);
  // spec 1 §2: the brand's own name for the credit-applied bullet.
  const creditLabel = useBrand().creditName.applied;
  const startDate = window?.startDate;
  const endDate = window?.endDate;

  const graph = useMemo(
    (): Load<UsageGraph> =>
      // The window the data was loaded for is the accounts' (usageGraphQuery's key): the same window.
      startDate && endDate
        ? mapLoad(load, (usage) => usageGraphOf(usage, unitMode, { startDate, endDate }, creditLabel))
        : { status: 'empty' },
    [load, unitMode, startDate, endDate, creditLabel],
  );

  const site = useAtomValue(selectedSiteUsageAtom);
  return (
    <UsageGraphView
      load={graph}
      onRetry={retry}
      headingLevel={headingLevel}
      emptyMessage={noSupplyMessage(site, 'BILL_WINDOW')}
    />
  );
}
