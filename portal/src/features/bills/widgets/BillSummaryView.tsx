import type { BillSummaryWidget } from '@harakeke/contract';
import {
  DescriptionDetails,
  DescriptionList,
  DescriptionTerm,
  formatDate,
  formatNzd,
  Inline,
  InlineText,
  Link,
  LoadFrame,
  Stack,
  Text,
} from '@harakeke/design-system';
import type { LoadViewProps } from '../../../core/data/load.js';
import { WIDGET_ERROR_DETAIL } from '../../../core/widgets/widget-state.js';
import { PAY_NOW_PATH } from '../screens/bills-url.js';

export const BILL_SUMMARY_TITLE = 'Your bill';

export interface BillSummaryViewProps extends LoadViewProps<BillSummaryWidget> {
  /** Outline level of the widget's title. */
  headingLevel?: 2 | 3;
}

/**
 * spec 1 §2 and §3: the selected account's balance (current, overdue highlighted, total), when it is due
 * ('DD MMM YYYY'), the prompt payment discount, the billing window and whether a recurring payment pays it.
 */
export function BillSummaryView({ load, onRetry, headingLevel = 2 }: BillSummaryViewProps) {
  return (
    <LoadFrame
      title={BILL_SUMMARY_TITLE}
      headingLevel={headingLevel}
      load={load}
      loadingText="Loading your bill"
      errorDetail={WIDGET_ERROR_DETAIL}
      onRetry={onRetry}
      emptyMessage="There’s no bill to show for this account yet."
    >
      {(summary) => <BillSummaryContent summary={summary} />}
    </LoadFrame>
  );
}

function BillSummaryContent({ summary }: { summary: BillSummaryWidget }) {
  const { balance, dueDate, promptPaymentDiscount, currentBillPeriod, hasRecurringPayment } = summary;
  const overdue = balance.overdue > 0;
  return (
    <>
      <Stack as="p" gap="1">
        <InlineText tone="muted" size="sm">
          Total balance
        </InlineText>
        <InlineText size="xxl" weight="bold" leading="tight">
          {formatNzd(Math.abs(balance.total))}
          {balance.total < 0 ? ' in credit' : ''}
        </InlineText>
      </Stack>
      <DescriptionList>
        <DescriptionTerm>Current</DescriptionTerm>
        <DescriptionDetails>{formatNzd(balance.current)}</DescriptionDetails>
        <DescriptionTerm>Overdue</DescriptionTerm>
        {/* Not colour alone: an overdue amount also says so in words. */}
        <DescriptionDetails tone={overdue ? 'danger' : 'default'}>
          {overdue ? `${formatNzd(balance.overdue)}, please pay now` : formatNzd(balance.overdue)}
        </DescriptionDetails>
        <DescriptionTerm>Due date</DescriptionTerm>
        <DescriptionDetails>{dueDate ? formatDate(dueDate, 'DD MMM YYYY') : 'Nothing due'}</DescriptionDetails>
        <DescriptionTerm>Current billing period</DescriptionTerm>
        <DescriptionDetails>
          {formatDate(currentBillPeriod.startDate, 'DD MMM YYYY')} to{' '}
          {formatDate(currentBillPeriod.endDate, 'DD MMM YYYY')}
        </DescriptionDetails>
      </DescriptionList>
      {promptPaymentDiscount > 0 && dueDate && (
        <Text>Pay by the due date to get your prompt payment discount of {formatNzd(promptPaymentDiscount)}.</Text>
      )}
      <Text tone="muted">
        {hasRecurringPayment
          ? 'Your recurring payment pays this bill automatically.'
          : 'You don’t have a recurring payment set up for this bill.'}
      </Text>
      <Inline gap="4" align="center" wrap>
        <Link variant="standalone" href="/account/bill">
          View your bill
        </Link>
        {/* Opens the Bills tab with the card payment open; only when there is something to pay. */}
        {(balance.total > 0 || overdue) && (
          <Link variant="standalone" href={PAY_NOW_PATH}>
            Pay now
          </Link>
        )}
      </Inline>
    </>
  );
}
