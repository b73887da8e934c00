import type { BillWithStatement } from '@harakeke/contract';
import {
  DescriptionDetails,
  DescriptionList,
  DescriptionTerm,
  ErrorBox,
  formatKwh,
  Skeleton,
  Stack,
  Table,
  Text,
  useBrand,
  VisuallyHidden,
} from '@harakeke/design-system';
import type { ReactNode } from 'react';
import type { LoadViewProps } from '../../../core/data/load.js';
import type { MutationState } from '../../../core/data/mutation.js';
import { WIDGET_ERROR_DETAIL } from '../../../core/widgets/widget-state.js';
import { Amount } from '../../../services/money/Amount.js';
import { AmountTable, costItemLines } from '../../../services/money/AmountTable.js';
import { BILL_PDF_FAILED, DownloadButton } from './DownloadButton.js';
import { dayText, supplyTypeNames } from '../bill-text.js';

/** `load`: the bill with its statement. */
export interface BillDetailsProps extends LoadViewProps<BillWithStatement> {
  /** The bill's PDF download status. */
  pdfStatus: MutationState<unknown>;
  /** Downloads the bill as a PDF. */
  onDownloadPdf: () => void;
}

/** The accessible name of a bill, unique among a customer's bills: 'bill issued 03 Nov 2026'. */
export const billName = (issueDate: string) => `bill issued ${dayText(issueDate)}`;

/**
 * spec 1 §2 bills area: one bill itemised, as the bill dialog shows it: when it was issued and is due, the period
 * it charges, each supply with its use and share, the charges and the total, and its PDF download. The dialog is its
 * frame (its title names the bill), so its load states show here without a load frame's own title.
 */
export function BillDetails({ load, onRetry, pdfStatus, onDownloadPdf }: BillDetailsProps) {
  // A bill is never empty: until it is there, it is on its way.
  const loading = load.status === 'loading' || load.status === 'empty';
  let content: ReactNode;
  if (load.status === 'error') content = <ErrorBox detail={load.detail ?? WIDGET_ERROR_DETAIL} onRetry={onRetry} />;
  else if (load.status !== 'ready') content = <Skeleton variant="block" height="lg" />;
  else content = <BillContent bill={load.data} pdfStatus={pdfStatus} onDownloadPdf={onDownloadPdf} />;
  return (
    <Stack gap="4" aria-busy={loading || undefined}>
      <VisuallyHidden role="status">{loading ? 'Loading your bill' : ''}</VisuallyHidden>
      {content}
    </Stack>
  );
}

function BillContent({
  bill,
  pdfStatus,
  onDownloadPdf,
}: Pick<BillDetailsProps, 'pdfStatus' | 'onDownloadPdf'> & { bill: BillWithStatement }) {
  const { creditName } = useBrand();
  return (
    <>
      <DescriptionList>
        <DescriptionTerm>Issued</DescriptionTerm>
        <DescriptionDetails>{dayText(bill.issueDate)}</DescriptionDetails>
        <DescriptionTerm>Due</DescriptionTerm>
        <DescriptionDetails>{dayText(bill.dueDate)}</DescriptionDetails>
        <DescriptionTerm>Billing period</DescriptionTerm>
        <DescriptionDetails>
          {dayText(bill.periodStart)} to {dayText(bill.periodEnd)}
        </DescriptionDetails>
      </DescriptionList>
      {bill.supplies.length > 0 && (
        <Table caption="Supplies">
          <thead>
            <tr>
              <th scope="col">Supply</th>
              <th scope="col" data-numeric>
                Use
              </th>
              <th scope="col" data-numeric>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {bill.supplies.map((supply) => (
              <tr key={supply.supplyPointId}>
                <th scope="row">
                  {/* Each supply with its site, so two sites' supplies of one type are told apart; on a second
                      line, the table fits a phone's width with three columns. */}
                  <Stack>
                    <span>{supplyTypeNames[supply.supplyType]}</span>
                    <Text as="span" size="sm" tone="muted">
                      {supply.address}
                    </Text>
                  </Stack>
                </th>
                <td data-numeric>{formatKwh(supply.kwh)}</td>
                <td data-numeric>
                  <Amount amount={supply.amount} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <AmountTable
        caption="Charges"
        itemHeader="Charge"
        lines={costItemLines(bill.items, creditName.bill)}
        total={{ label: 'Total', amount: bill.amount }}
      />
      <StatementTable bill={bill} />
      <DownloadButton
        label="Download PDF"
        what={billName(bill.issueDate)}
        status={pdfStatus}
        failedMessage={BILL_PDF_FAILED}
        onDownload={onDownloadPdf}
      />
    </>
  );
}

/**
 * spec 1 §2: what the account owed when the bill was issued, as the PDF states it: the previous bill's balance, the
 * payments and credits received since, this bill, and the total to pay (what the Bills tab showed that day).
 */
function StatementTable({ bill }: { bill: BillWithStatement }) {
  const { previousBalance, paymentsReceived, totalDue } = bill.statement;
  return (
    <AmountTable
      caption="What you owed when this bill was issued"
      itemHeader="Item"
      lines={[
        { label: 'Previous balance', amount: previousBalance, isCredit: previousBalance < 0 },
        { label: 'Payments and credits received', amount: paymentsReceived, isCredit: paymentsReceived !== 0 },
        { label: 'This bill', amount: bill.amount },
      ]}
      total={{ label: totalDue < 0 ? 'In credit' : 'Total to pay', amount: totalDue, isCredit: totalDue < 0 }}
    />
  );
}
