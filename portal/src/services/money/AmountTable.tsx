import type { CostBreakdown } from '@harakeke/contract';
import { Table } from '@harakeke/design-system';
import { Amount } from './Amount.js';

/** A line of an amounts table: its label (the row's header) and amount, a credit taken off. */
export interface AmountLine {
  label: string;
  amount: number;
  isCredit?: boolean;
}

/**
 * A cost's items in the order a bill itemises them (a bill's charges, or a period's days' costs summed); discounts
 * and credits are taken off (credits), and named only when there are some.
 */
export const costItemLines = (items: CostBreakdown, creditName: string): AmountLine[] => [
  { label: 'Energy', amount: items.energy },
  { label: 'Daily charge', amount: items.dailyCharge },
  { label: 'Levies', amount: items.levies },
  { label: 'GST', amount: items.gst },
  ...(items.discounts ? [{ label: 'Discounts', amount: items.discounts, isCredit: true }] : []),
  // spec 1 §2: the loyalty-currency credit under the brand's own name, as the PDF has it.
  ...(items.powershoutCredits ? [{ label: creditName, amount: items.powershoutCredits, isCredit: true }] : []),
];

/** A table of labelled amounts with a total under them: a bill's charges and statement, a period's cost. */
export function AmountTable({
  caption,
  itemHeader,
  lines,
  total,
}: {
  caption: string;
  itemHeader: string;
  lines: readonly AmountLine[];
  total: AmountLine;
}) {
  const row = ({ label, amount, isCredit }: AmountLine) => (
    <tr key={label}>
      <th scope="row">{label}</th>
      <td data-numeric>
        <Amount amount={amount} isCredit={isCredit} />
      </td>
    </tr>
  );
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          <th scope="col">{itemHeader}</th>
          <th scope="col" data-numeric>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>{lines.map(row)}</tbody>
      <tfoot>{row(total)}</tfoot>
    </Table>
  );
}
