import type { Transaction } from '@harakeke/contract';
import {
  breakpointQuery,
  Button,
  Card,
  DateRangePicker,
  DescriptionDetails,
  DescriptionList,
  DescriptionTerm,
  Inline,
  InlineText,
  LoadFrame,
  Skeleton,
  Stack,
  Table,
  useMatchesMedia,
  type DateRangeValue,
  type Load,
} from '@harakeke/design-system';
import { parseDate } from '@internationalized/date';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { LoadViewProps } from '../../../core/data/load.js';
import { IDLE_MUTATION, type MutationState } from '../../../core/data/mutation.js';
import { WIDGET_ERROR_DETAIL } from '../../../core/widgets/widget-state.js';
import { Amount } from '../../../services/money/Amount.js';
import { billName } from './BillDetails.js';
import { BILL_PDF_FAILED, DownloadButton, TRANSACTIONS_CSV_FAILED } from './DownloadButton.js';
import {
  EARLIEST_TRANSACTION_DATE,
  isTransactionRangeErrorShownAtOnce,
  TRANSACTION_PAGE_SIZE,
  type TransactionRange,
} from './transaction-range.js';
import { dayText } from '../bill-text.js';
import { TRANSACTION_HISTORY_TITLE } from './title.js';

/** Said in place of the transactions while the dates in the filter cannot be used, so no other range shows. */
export const INVALID_RANGE_NOTE = 'Your transactions will show here once the dates make a valid range.';

/** How the transactions are laid out: a table, or a card for each (a phone's width). */
export type TransactionLayout = 'table' | 'cards';

/** `load`: the range's transactions, newest first, shown while the filter is valid. */
export interface TransactionHistoryViewProps extends LoadViewProps<readonly Transaction[]> {
  /** The date filter's value as the customer chose it (spec 1 §3 filterValue), perhaps invalid. */
  filter: TransactionRange;
  /**
   * Why the chosen range cannot be used; shown on the filter, which keeps the range, and no transactions show in
   * the meantime (those of another range would not be what the filter says).
   */
  filterError?: string;
  /** Called with a complete range chosen in the filter. */
  onFilterChange: (range: TransactionRange) => void;
  /** The range whose transactions are shown (spec 1 §3 startDate, endDate): the filter's, while it is valid. */
  range: TransactionRange;
  /** A table, or a card for each transaction; by default by the window's width, cards below the md breakpoint. */
  layout?: TransactionLayout;
  /** A bill's PDF download status, by bill id. */
  billDownloadStatus?: (billId: string) => MutationState<unknown>;
  /** Downloads a bill as a PDF. */
  onDownloadBill?: (billId: string) => void;
  /** Opens a bill's itemised view. */
  onViewBill?: (billId: string) => void;
  /** The range's CSV download status. */
  csvDownloadStatus?: MutationState<unknown>;
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
 * The filter sits by the title, there in every state, so another range can always be chosen.
 */
export function TransactionHistoryView({
  filter,
  filterError,
  onFilterChange,
  range,
  load,
  onRetry,
  billDownloadStatus = () => IDLE_MUTATION,
  onDownloadBill = noop,
  onViewBill = noop,
  csvDownloadStatus = IDLE_MUTATION,
  onDownloadCsv = noop,
  headingLevel = 2,
  layout,
}: TransactionHistoryViewProps) {
  // spec 1 §2 mobile breakpoints: four columns with two buttons in a row do not fit a phone, so below md each
  // transaction is a card; a real table from md up.
  const isWide = useMatchesMedia(breakpointQuery.md);
  const shownLayout = layout ?? (isWide ? 'table' : 'cards');
  const rangeWords = `${dayText(range.startDate)} to ${dayText(range.endDate)}`;
  // What shows below the filter is the filter's range or nothing: never a range the fields no longer say.
  const shown: Load<readonly Transaction[]> = filterError ? { status: 'empty' } : load;
  return (
    <LoadFrame
      title={TRANSACTION_HISTORY_TITLE}
      headingLevel={headingLevel}
      action={
        <DateRangePicker
          label="Transaction dates"
          value={toPicker(filter)}
          onChange={(value) =>
            value && onFilterChange({ startDate: value.start.toString(), endDate: value.end.toString() })
          }
          minValue={EARLIEST_PICKER_DATE}
          isInvalid={isTransactionRangeErrorShownAtOnce(filter)}
          errorMessage={filterError}
        />
      }
      load={shown}
      loadingText="Loading your transactions"
      skeleton={<Skeleton variant="block" height="lg" />}
      errorDetail={WIDGET_ERROR_DETAIL}
      onRetry={onRetry}
      emptyMessage={filterError ? INVALID_RANGE_NOTE : `There are no transactions from ${rangeWords}.`}
    >
      {(transactions) => (
        <>
          <DownloadButton
            label="Download CSV"
            what={`transactions from ${rangeWords}`}
            status={csvDownloadStatus}
            failedMessage={TRANSACTIONS_CSV_FAILED}
            onDownload={onDownloadCsv}
          />
          {/* A new range is a new list, so the pages start again (key). */}
          <TransactionList
            key={`${range.startDate} ${range.endDate}`}
            layout={shownLayout}
            caption={`Transactions from ${rangeWords}`}
            transactions={transactions}
            billDownloadStatus={billDownloadStatus}
            onDownloadBill={onDownloadBill}
            onViewBill={onViewBill}
          />
        </>
      )}
    </LoadFrame>
  );
}

interface TransactionListProps extends Required<
  Pick<TransactionHistoryViewProps, 'billDownloadStatus' | 'onDownloadBill' | 'onViewBill'>
> {
  layout: TransactionLayout;
  caption: string;
  transactions: readonly Transaction[];
}

type TransactionActions = Pick<TransactionListProps, 'billDownloadStatus' | 'onDownloadBill' | 'onViewBill'>;

/**
 * The transactions, a page at a time: the newest TRANSACTION_PAGE_SIZE first, and 'Show more' reveals the next page,
 * moving focus to the first one it revealed (the button may go, having nothing more to show) and announcing how many
 * show. As a table, or as a list of cards.
 */
function TransactionList({ layout, caption, transactions, ...actions }: TransactionListProps) {
  const [shownCount, setShownCount] = useState(TRANSACTION_PAGE_SIZE);
  const [firstNewIndex, setFirstNewIndex] = useState<number | null>(null);
  const firstNew = useRef<HTMLElement | null>(null);
  const keepFirstNew = useCallback((element: HTMLElement | null) => {
    firstNew.current = element;
  }, []);
  useEffect(() => {
    if (firstNewIndex !== null) firstNew.current?.focus();
  }, [firstNewIndex]);
  const shown = transactions.slice(0, shownCount);
  const total = transactions.length;
  const showMore = () => {
    setFirstNewIndex(shownCount);
    setShownCount((count) => count + TRANSACTION_PAGE_SIZE);
  };
  const focusRefOf = (index: number) => (index === firstNewIndex ? keepFirstNew : undefined);
  return (
    <Stack gap="3">
      {layout === 'table' ? (
        <TransactionTable caption={caption} transactions={shown} focusRefOf={focusRefOf} {...actions} />
      ) : (
        <TransactionCards caption={caption} transactions={shown} focusRefOf={focusRefOf} {...actions} />
      )}
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

interface ShownTransactionsProps extends TransactionActions {
  caption: string;
  /** The transactions shown now. */
  transactions: readonly Transaction[];
  /** The ref of the transaction at `index`'s element that takes focus, when it is the first a 'Show more' revealed. */
  focusRefOf: (index: number) => ((element: HTMLElement | null) => void) | undefined;
}

/** From the md breakpoint: a table, a row per transaction, its date the row's header. */
function TransactionTable({ caption, transactions, focusRefOf, ...actions }: ShownTransactionsProps) {
  return (
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
        {transactions.map((transaction, index) => {
          const { id, date, description } = transaction;
          const focusRef = focusRefOf(index);
          return (
            <tr key={id}>
              <th scope="row" ref={focusRef} tabIndex={focusRef ? -1 : undefined}>
                {dayText(date)}
              </th>
              <td>{description}</td>
              <td data-numeric>
                <TransactionAmount transaction={transaction} />
              </td>
              <td>
                <BillActions transaction={transaction} {...actions} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/**
 * Below the md breakpoint (a phone): a card for each transaction, its date, description and amount as a description
 * list and a bill's actions under them at full reach, in a list named like the table, so nothing is cut off or
 * scrolls sideways.
 */
function TransactionCards({ caption, transactions, focusRefOf, ...actions }: ShownTransactionsProps) {
  const captionId = useId();
  return (
    <Stack gap="3">
      <InlineText as="p" id={captionId} weight="bold">
        {caption}
      </InlineText>
      <Stack as="ul" gap="3" aria-labelledby={captionId}>
        {transactions.map((transaction, index) => {
          const { id, date, description } = transaction;
          const focusRef = focusRefOf(index);
          return (
            <li key={id} ref={focusRef} tabIndex={focusRef ? -1 : undefined}>
              <Card as="div">
                <Stack gap="3">
                  <DescriptionList>
                    <DescriptionTerm>Date</DescriptionTerm>
                    <DescriptionDetails>{dayText(date)}</DescriptionDetails>
                    <DescriptionTerm>Description</DescriptionTerm>
                    <DescriptionDetails>{description}</DescriptionDetails>
                    <DescriptionTerm>Amount</DescriptionTerm>
                    <DescriptionDetails>
                      <TransactionAmount transaction={transaction} />
                    </DescriptionDetails>
                  </DescriptionList>
                  <BillActions transaction={transaction} {...actions} />
                </Stack>
              </Card>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** Payments and credits are negative (spec 1 §3 transaction), and said so in words. */
function TransactionAmount({ transaction: { amount } }: { transaction: Transaction }) {
  return <Amount amount={amount} isCredit={amount < 0} />;
}

/** A bill's itemised view and its PDF; nothing for a payment or a credit. */
function BillActions({
  transaction,
  billDownloadStatus,
  onDownloadBill,
  onViewBill,
}: TransactionActions & { transaction: Transaction }) {
  const { date, billId } = transaction;
  if (transaction.kind !== 'bill' || !billId) return null;
  const what = billName(date);
  return (
    <Inline gap="2" align="center" wrap>
      <Button variant="secondary" size="sm" aria-label={`View ${what}`} onClick={() => onViewBill(billId)}>
        View bill
      </Button>
      <DownloadButton
        label="Download PDF"
        what={what}
        status={billDownloadStatus(billId)}
        failedMessage={BILL_PDF_FAILED}
        onDownload={() => onDownloadBill(billId)}
      />
    </Inline>
  );
}
