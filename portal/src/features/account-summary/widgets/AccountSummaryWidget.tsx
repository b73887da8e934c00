import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { widgetViewProps, type WidgetProps } from '../../../widgets/widget-state.js';
import { accountSummaryWidgetAtom, loadAccountSummaryWidgetAtom } from '../atoms.js';
import { AccountSummaryView } from './AccountSummaryView.js';

/** The accountSummary widget: loads the selected account and site and shows them. */
export function AccountSummaryWidget({ headingLevel }: WidgetProps) {
  const summary = useAtomValue(accountSummaryWidgetAtom);
  const load = useSetAtom(loadAccountSummaryWidgetAtom);
  // Loaded with the dashboard's list already (widgets/data-loads.ts); here only when it was not.
  const notLoaded = summary.status === 'UNINITIALIZED';
  useEffect(() => {
    if (notLoaded) void load();
  }, [load, notLoaded]);
  return <AccountSummaryView {...widgetViewProps(summary, () => void load())} headingLevel={headingLevel} />;
}
