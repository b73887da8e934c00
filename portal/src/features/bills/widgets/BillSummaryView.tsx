import type { BillSummaryWidget } from '@harakeke/contract';
import { formatDate, formatNzd, Link, styled, Text, WidgetFrame } from '@harakeke/design-system';
import { Facts } from '../../../widgets/Facts.js';
import type { WidgetViewProps } from '../../../widgets/widget-state.js';

export const BILL_SUMMARY_TITLE = 'Your bill';

const Total = styled('p', { margin: 0, display: 'grid', gap: '$1' });
const TotalLabel = styled('span', { color: '$textMuted', fontSize: '$sm' });
const TotalAmount = styled('span', { fontSize: '$xxl', fontWeight: '$bold', lineHeight: '$tight' });

export type BillSummaryViewProps = WidgetViewProps<BillSummaryWidget>;

/**
 * spec 1 §2 and §3: the selected account's balance (current, overdue highlighted, total), when it is due
 * ('DD MMM YYYY'), the prompt payment discount, the billing window and whether a recurring payment pays it.
 */
export function BillSummaryView({ state, data, errorDetail, onRetry, headingLevel = 2 }: BillSummaryViewProps) {
  return (
    <WidgetFrame
      title={BILL_SUMMARY_TITLE}
      headingLevel={headingLevel}
      state={state}
      loadingText="Loading your bill"
      errorDetail={errorDetail}
      onRetry={onRetry}
      emptyMessage="There’s no bill to show for this account yet."
    >
      {data && <BillSummaryContent summary={data} />}
    </WidgetFrame>
  );
}

function BillSummaryContent({ summary }: { summary: BillSummaryWidget }) {
  const { balance, dueDate, promptPaymentDiscount, billingWindow, hasRecurringPayment } = summary;
  const overdue = balance.overdue > 0;
  return (
    <>
      <Total>
        <TotalLabel>Total balance</TotalLabel>
        <TotalAmount>
          {formatNzd(Math.abs(balance.total))}
          {balance.total < 0 ? ' in credit' : ''}
        </TotalAmount>
      </Total>
      <Facts>
        <dt>Current</dt>
        <dd>{formatNzd(balance.current)}</dd>
        <dt>Overdue</dt>
        {/* Not colour alone: an overdue amount also says so in words. */}
        <dd data-overdue={overdue || undefined}>
          {overdue ? `${formatNzd(balance.overdue)}, please pay now` : formatNzd(balance.overdue)}
        </dd>
        <dt>Due date</dt>
        <dd>{dueDate ? formatDate(dueDate, 'DD MMM YYYY') : 'Nothing due'}</dd>
        <dt>Billing period</dt>
        <dd>
          {formatDate(billingWindow.startDate, 'DD MMM YYYY')} to {formatDate(billingWindow.endDate, 'DD MMM YYYY')}
        </dd>
      </Facts>
      {promptPaymentDiscount > 0 && dueDate && (
        <Text>Pay by the due date to get your prompt payment discount of {formatNzd(promptPaymentDiscount)}.</Text>
      )}
      <Text tone="muted">
        {hasRecurringPayment
          ? 'Your recurring payment pays this bill automatically.'
          : 'You don’t have a recurring payment set up for this bill.'}
      </Text>
      <Link variant="standalone" href="/account/bill">
        View your bill
      </Link>
    </>
  );
}
