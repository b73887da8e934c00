import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { widgetViewProps, type WidgetProps } from '../../../widgets/widget-state.js';
import { accountSummaryWidgetAtom, loadAccountSummaryWidgetAtom } from '../atoms.js';
import { AccountSummaryView } from './AccountSummaryView.js';

/** The accountSummary widget: loads the selected account and site and shows them. */
export function AccountSummaryWidget({ headingLevel }: WidgetProps) {
  const summary = useAtomValue(accountSummaryWidgetAtom);
  const load = useSetAtom(loadAccountSummaryWidgetAtom);
  useEffect(() => {
    void load();
  }, [load]);
  return <AccountSummaryView {...widgetViewProps(summary, () => void load())} headingLevel={headingLevel} />;
}
