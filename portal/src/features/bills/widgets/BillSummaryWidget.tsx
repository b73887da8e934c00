import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { widgetViewProps, type WidgetProps } from '../../../widgets/widget-state.js';
import { billSummaryWidgetAtom, loadBillSummaryWidgetAtom } from './atoms.js';
import { BillSummaryView } from './BillSummaryView.js';

/** The billSummary widget: loads the selected account's balance and shows it. */
export function BillSummaryWidget({ headingLevel }: WidgetProps) {
  const summary = useAtomValue(billSummaryWidgetAtom);
  const load = useSetAtom(loadBillSummaryWidgetAtom);
  // Loaded with the dashboard's list already (widgets/data-loads.ts); here only when it was not.
  const notLoaded = summary.status === 'UNINITIALIZED';
  useEffect(() => {
    if (notLoaded) void load();
  }, [load, notLoaded]);
  return <BillSummaryView {...widgetViewProps(summary, () => void load())} headingLevel={headingLevel} />;
}
