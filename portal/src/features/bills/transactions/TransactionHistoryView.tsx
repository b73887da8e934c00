import type { Transaction } from '@harakeke/contract';
import {
  Button,
  DateRangePicker,
  ErrorBox,
  Heading,
  Inline,
  InlineText,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
  type DateRangeValue,
  type WidgetState,
} from '@harakeke/design-system';
import { parseDate } from '@internationalized/date';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { Amount } from './Amount.js';
import { billName } from './BillDetails.js';
import { IDLE_DOWNLOAD, type DownloadStatus } from './atoms.js';
import { DownloadButton } from './DownloadButton.js';
import {
  EARLIEST_TRANSACTION_DATE,
  isTooLongTransactionRange,
  TRANSACTION_PAGE_SIZE,
  type TransactionRange,
} from './transaction-range.js';
import { dayText } from '../bill-text.js';

export const TRANSACTION_HISTORY_TITLE = 'Transaction history';

export interface TransactionHistoryViewProps {
  /** The date filter's value as the customer chose it (spec 1 §3 filterValue), perhaps invalid. */
  filter: TransactionRange;
  /** Why the chosen range cannot be used; shown on the filter, which keeps the range. */
  filterError?: string;
  /** Called with a complete range chosen in the filter. */
  onFilterChange: (range: TransactionRange) => void;
  /** The range whose transactions are shown (spec 1 §3 startDate, endDate). */
  range: TransactionRange;
  /** Which content shows: skeleton, error, empty message or the table. */
  state: WidgetState;
  /** The range's transactions, newest first. */
  transactions?: readonly Transaction[];
  /** What went wrong, when `state` is 'error'. */
  errorDetail?: string;
  /** Loads the range again after an error. */
  onRetry?: () => void;
  /** A bill's PDF download status, by bill id. */
  billDownloadStatus?: (billId: string) => DownloadStatus;
  /** Downloads a bill as a PDF. */
  onDownloadBill?: (billId: string) => void;
  /** Opens a bill's itemised view. */
  onViewBill?: (billId: string) => void;
  /** The range's CSV download status. */
  csvDownloadStatus?: DownloadStatus;
  /** Downloads the range's transactions as CSV. */
  onDownloadCsv?: () => void;
  /** Outline level of the section's heading. */
  headingLevel?: 2 | 3;
}

const toPicker = ({ startDate, endDate }: TransactionRange): DateRangeValue => ({
  start: parseDate(startDate),
  end: parseDate(endDate),
});
const noop = () => undefined;
const EARLIEST_PICKER_DATE = parseDate(EARLIEST_TRANSACTION_DATE);

/**
 * spec 1 §2 bills area and §3: the bills, payments and credits of a date range with its filter, each bill opening
 * its itemised view and downloading as a PDF, and the range downloading as CSV, each download with its own status.
 */
export function TransactionHistoryView({
  filter,
  filterError,
  onFilterChange,
  range,
  state,
  transactions = [],
  errorDetail,
  onRetry,
  billDownloadStatus = () => IDLE_DOWNLOAD,
  onDownloadBill = noop,
  onViewBill = noop,
  csvDownloadStatus = IDLE_DOWNLOAD,
  onDownloadCsv = noop,
  headingLevel = 2,
}: TransactionHistoryViewProps) {
  const titleId = useId();
  const rangeWords = `${dayText(range.startDate)} to ${dayText(range.endDate)}`;
  return (
    <Stack as="section" gap="4" aria-labelledby={titleId} aria-busy={state === 'loading' || undefined}>
      <Heading level={headingLevel} size="md" id={titleId}>
        {TRANSACTION_HISTORY_TITLE}
      </Heading>
      <DateRangePicker
        label="Transaction dates"
        value={toPicker(filter)}
        onChange={(value) =>
          value && onFilterChange({ startDate: value.start.toString(), endDate: value.end.toString() })
        }
        minValue={EARLIEST_PICKER_DATE}
        isInvalid={isTooLongTransactionRange(filter)}
        errorMessage={filterError}
      />
      {/* Mounted in every state so that the change to loading is announced. */}
      <VisuallyHidden role="status">{state === 'loading' ? 'Loading your transactions' : ''}</VisuallyHidden>
      {state === 'loading' && <Skeleton variant="block" height="lg" />}
      {state === 'error' && <ErrorBox detail={errorDetail} onRetry={onRetry} />}
      {state === 'empty' && <Text tone="muted">There are no transactions from {rangeWords}.</Text>}
      {state === 'ready' && (
        <>
          <DownloadButton
            label="Download CSV"
            what={`transactions from ${rangeWords}`}
            status={csvDownloadStatus}
            onDownload={onDownloadCsv}
          />
          {/* A new range is a new list, so the pages start again (key). */}
          <TransactionTable
            key={`${range.startDate} ${range.endDate}`}
            caption={`Transactions from ${rangeWords}`}
            transactions={transactions}
            billDownloadStatus={billDownloadStatus}
            onDownloadBill={onDownloadBill}
            onViewBill={onViewBill}
          />
        </>
      )}
    </Stack>
  );
}

interface TransactionTableProps extends Required<
  Pick<TransactionHistoryViewProps, 'billDownloadStatus' | 'onDownloadBill' | 'onViewBill'>
> {
  caption: string;
  transactions: readonly Transaction[];
}

/**
 * The table, a page at a time: the newest TRANSACTION_PAGE_SIZE first, and 'Show more' reveals the next page,
 * moving focus to its first row (the button may go, having nothing more to show) and announcing how many show.
 */
function TransactionTable({ caption, transactions, ...actions }: TransactionTableProps) {
  const [shownCount, setShownCount] = useState(TRANSACTION_PAGE_SIZE);
  const [firstNewIndex, setFirstNewIndex] = useState<number | null>(null);
  const firstNewRow = useRef<HTMLTableCellElement>(null);
  useEffect(() => {
    if (firstNewIndex !== null) firstNewRow.current?.focus();
  }, [firstNewIndex]);
  const shown = transactions.slice(0, shownCount);
  const total = transactions.length;
  const showMore = () => {
    setFirstNewIndex(shownCount);
    setShownCount((count) => count + TRANSACTION_PAGE_SIZE);
  };
  return (
    <Stack gap="3">
      <Table caption={caption}>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <th scope="col" data-numeric>
              Amount
            </th>
            <th scope="col">Bill</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((transaction, index) => (
            <TransactionRow
              key={transaction.id}
              transaction={transaction}
              dateRef={index === firstNewIndex ? firstNewRow : undefined}
              {...actions}
            />
          ))}
        </tbody>
      </Table>
      <Inline gap="3" align="center" wrap>
        <InlineText tone="muted" size="sm" role="status">
          Showing {shown.length} of {total} {total === 1 ? 'transaction' : 'transactions'}
        </InlineText>
        {shownCount < total && (
          <Button variant="secondary" size="sm" onClick={showMore}>
            Show more
          </Button>
        )}
      </Inline>
    </Stack>
  );
}

interface TransactionRowProps extends Omit<TransactionTableProps, 'caption' | 'transactions'> {
  transaction: Transaction;
  /** Set on the first row a 'Show more' revealed: its date cell takes focus. */
  dateRef?: Ref<HTMLTableCellElement>;
}

function TransactionRow({ transaction, dateRef, billDownloadStatus, onDownloadBill, onViewBill }: TransactionRowProps) {
  const { date, description, amount, billId } = transaction;
  const what = billName(date);
  return (
    <tr>
      <th scope="row" ref={dateRef} tabIndex={dateRef ? -1 : undefined}>
        {dayText(date)}
      </th>
      <td>{description}</td>
      <td data-numeric>
        {/* Payments and credits are negative (spec 1 §3 transaction). */}
        <Amount amount={amount} isCredit={amount < 0} />
      </td>
      <td>
        {transaction.kind === 'bill' && billId && (
          <Inline gap="2" align="center" wrap>
            <Button variant="secondary" size="sm" aria-label={`View ${what}`} onClick={() => onViewBill(billId)}>
              View bill
            </Button>
            <DownloadButton
              label="Download PDF"
              what={what}
              status={billDownloadStatus(billId)}
              onDownload={() => onDownloadBill(billId)}
            />
          </Inline>
        )}
      </td>
    </tr>
  );
}
