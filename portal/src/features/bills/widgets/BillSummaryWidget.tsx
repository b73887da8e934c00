import { useWidgetData, type WidgetProps } from '../../../widgets/widget-state.js';
import { billSummaryWidgetAtom, loadBillSummaryWidgetAtom } from '../widget-data.js';
import { BillSummaryView } from './BillSummaryView.js';

/** The billSummary widget: loads the selected account's balance and shows it. */
export function BillSummaryWidget({ headingLevel }: WidgetProps) {
  const view = useWidgetData(billSummaryWidgetAtom, loadBillSummaryWidgetAtom);
  return <BillSummaryView {...view} headingLevel={headingLevel} />;
}
