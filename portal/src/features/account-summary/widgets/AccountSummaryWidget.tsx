import { useQuery } from '../../../core/data/keyed-query.js';
import type { WidgetProps } from '../../../core/widgets/widget-state.js';
import { accountSummaryQuery } from '../atoms.js';
import { AccountSummaryView } from './AccountSummaryView.js';

/** The accountSummary widget: loads the selected account and site and shows them. */
export function AccountSummaryWidget({ headingLevel }: WidgetProps) {
  const { load, retry } = useQuery(accountSummaryQuery);
  return <AccountSummaryView load={load} onRetry={retry} headingLevel={headingLevel} />;
}
