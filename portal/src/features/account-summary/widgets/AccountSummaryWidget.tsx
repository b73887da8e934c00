import { useWidgetData, type WidgetProps } from '../../../widgets/widget-state.js';
import { accountSummaryWidgetAtom, loadAccountSummaryWidgetAtom } from '../atoms.js';
import { AccountSummaryView } from './AccountSummaryView.js';

/** The accountSummary widget: loads the selected account and site and shows them. */
export function AccountSummaryWidget({ headingLevel }: WidgetProps) {
  const view = useWidgetData(accountSummaryWidgetAtom, loadAccountSummaryWidgetAtom);
  return <AccountSummaryView {...view} headingLevel={headingLevel} />;
}
