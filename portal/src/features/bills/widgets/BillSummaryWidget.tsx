import { useQuery } from '../../../core/data/keyed-query.js';
import type { WidgetProps } from '../../../core/widgets/widget-state.js';
import { billSummaryWidgetQuery } from '../widget-data.js';
import { BillSummaryView } from './BillSummaryView.js';

/** The billSummary widget: loads the selected account's balance and shows it. */
export function BillSummaryWidget({ headingLevel }: WidgetProps) {
  const { load, retry } = useQuery(billSummaryWidgetQuery);
  return <BillSummaryView load={load} onRetry={retry} headingLevel={headingLevel} />;
}
