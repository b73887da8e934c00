import type { Bill, BillSummaryV2 } from '@harakeke/contract';
import {
  Badge,
  Banner,
  Button,
  DescriptionDetails,
  DescriptionList,
  DescriptionTerm,
  formatNzd,
  Heading,
  Inline,
  InlineText,
  LoadFrame,
  ProgressBar,
  Skeleton,
  Stack,
  Text,
} from '@harakeke/design-system';
import type { ReactNode } from 'react';
import type { LoadViewProps } from '../../../core/data/load.js';
import { WIDGET_ERROR_DETAIL } from '../../../core/widgets/widget-state.js';
import {
  balanceStanding,
  billPeriodProgress,
  isOwing,
  periodText,
  supplyTypesText,
  totalBalanceText,
} from './bill-summary.js';
import { dayText } from '../bill-text.js';

export const BILL_SUMMARY_TITLE = 'Bill summary';

export interface BillSummaryV2ViewProps extends LoadViewProps<BillSummaryV2> {
  /** Outline level of the summary's title; its parts' headings are a level below. */
  headingLevel?: 2 | 3;
  /** Opens the card payment dialog: 'Pay now' while something is owed, 'Pay in advance' when nothing is. */
  onPayNow?: () => void;
  /** A pointer rests on, or focus reaches, that button: time to fetch the card payment's code. */
  onPayNowIntent?: () => void;
  /** Opens the last bill, itemised ('View bill'). */
  onViewBill?: (billId: string) => void;
  /** The credit extension's action: 'Extend due date', or why the due date cannot be extended. */
  creditExtension?: ReactNode;
  /** The buying group the account belongs to (spec 1 §3 buyingGroupName), when it is one. */
  buyingGroupName?: string | null;
}

/**
 * spec 1 §2 bills area, §3 bill summary: what is owed and by when (account summary), the last bill, the billing
 * period running now and the promotion. The last bill and the current period are named apart, so the last bill's
 * due date is never read as the current period's. The account summary comes first under the bill summary's heading,
 * with no heading of its own: one straight under another, with nothing between, reads as an empty section.
 */
export function BillSummaryV2View({
  load,
  onRetry,
  headingLevel = 2,
  onPayNow,
  onPayNowIntent,
  onViewBill,
  creditExtension,
  buyingGroupName,
}: BillSummaryV2ViewProps) {
  const sectionLevel = headingLevel === 2 ? 3 : 4;
  return (
    <LoadFrame
      title={BILL_SUMMARY_TITLE}
      headingLevel={headingLevel}
      load={load}
      loadingText="Loading your bill summary"
      skeleton={<BillSummarySkeleton />}
      errorDetail={WIDGET_ERROR_DETAIL}
      onRetry={onRetry}
      emptyMessage="There’s no bill to show for this account yet."
    >
      {(data) => (
        <Stack gap="6">
          <AccountSummary
            summary={data}
            onPayNow={onPayNow}
            onPayNowIntent={onPayNowIntent}
            creditExtension={creditExtension}
            buyingGroupName={buyingGroupName}
          />
          <CurrentBillPeriod period={data.currentBillPeriod} />
          <LastBill bill={data.lastBill} period={data.currentBillPeriod} level={sectionLevel} onViewBill={onViewBill} />
          {data.promotion && (
            <Banner tone="info" title={data.promotion.title}>
              {data.promotion.message}
            </Banner>
          )}
        </Stack>
      )}
    </LoadFrame>
  );
}

interface SectionProps {
  level: 3 | 4;
}

/**
 * spec 1 §2 account summary, §3 balance: current, overdue, total, prompt payment discount, due date; then what the
 * customer can do.
 */
function AccountSummary({
  summary,
  onPayNow,
  onPayNowIntent,
  creditExtension,
  buyingGroupName,
}: Pick<BillSummaryV2ViewProps, 'onPayNow' | 'onPayNowIntent' | 'creditExtension' | 'buyingGroupName'> & {
  summary: BillSummaryV2;
}) {
  const { balance } = summary;
  const standing = balanceStanding(balance);
  const owing = isOwing(balance);
  return (
    <Stack gap="3">
      {buyingGroupName && (
        <div>
          <Badge>{buyingGroupName}</Badge>
        </div>
      )}
      <Stack as="p" gap="1">
        <InlineText tone="muted" size="sm">
          Total balance
        </InlineText>
        <InlineText size="xxl" weight="bold" leading="tight">
          {totalBalanceText(balance.total)}
        </InlineText>
      </Stack>
      <DescriptionList>
        <DescriptionTerm>Current balance</DescriptionTerm>
        <DescriptionDetails>{formatNzd(balance.current)}</DescriptionDetails>
        <DescriptionTerm>Overdue</DescriptionTerm>
        {/* Not colour alone: an overdue amount also says so in words. */}
        <DescriptionDetails tone={standing === 'overdue' ? 'danger' : 'default'}>
          {standing === 'overdue' ? `${formatNzd(balance.overdue)} overdue, please pay now` : formatNzd(0)}
        </DescriptionDetails>
        <DescriptionTerm>Due date</DescriptionTerm>
        <DescriptionDetails>{balance.dueDate && owing ? dayText(balance.dueDate) : 'Nothing due'}</DescriptionDetails>
        {balance.promptPaymentDiscount > 0 && balance.dueDate && owing && (
          <>
            <DescriptionTerm>Prompt payment discount</DescriptionTerm>
            <DescriptionDetails>
              {formatNzd(balance.promptPaymentDiscount)} off if paid by {dayText(balance.dueDate)}
            </DescriptionDetails>
          </>
        )}
      </DescriptionList>
      {standing === 'inCredit' && (
        <Text>You’re in credit: it comes off your next bill, so there’s nothing to pay now.</Text>
      )}
      {standing === 'paidUp' && <Text>You’re all paid up: there’s nothing to pay now.</Text>}
      <Inline gap="3" align="center" wrap>
        {/*
         * With nothing to pay now (in credit or paid up), no 'Pay now' beside the words saying so: paying ahead stays
         * possible (the card payment takes up to its maximum in advance), called what it is and not leading.
         */}
        <Button
          variant={owing ? 'primary' : 'secondary'}
          onClick={onPayNow}
          onPointerEnter={onPayNowIntent}
          onFocus={onPayNowIntent}
        >
          {owing ? 'Pay now' : 'Pay in advance'}
        </Button>
        {creditExtension}
      </Inline>
    </Stack>
  );
}

/** spec 1 §3 currentBillPeriod: the days elapsed of the period being billed now; it has no due date yet. */
function CurrentBillPeriod({ period }: { period: BillSummaryV2['currentBillPeriod'] }) {
  const progress = billPeriodProgress(period);
  return (
    <ProgressBar
      label={
        <Stack as="span" gap="1">
          <InlineText weight="bold">Current billing period</InlineText>{' '}
          <InlineText tone="muted" size="sm">
            {periodText(period.startDate, period.endDate)}
          </InlineText>
        </Stack>
      }
      value={progress.value}
      maxValue={progress.maxValue}
      valueLabel={progress.valueLabel}
    />
  );
}

/** spec 1 §2 bill period areas: the last bill issued, its supply types and a button opening it itemised. */
function LastBill({
  bill,
  period,
  level,
  onViewBill,
}: SectionProps & {
  bill: Bill | null;
  period: BillSummaryV2['currentBillPeriod'];
  onViewBill?: (billId: string) => void;
}) {
  return (
    <Stack as="section" gap="3">
      <Heading level={level} size="md">
        Your last bill
      </Heading>
      {bill ? (
        <>
          <DescriptionList>
            <DescriptionTerm>Issued</DescriptionTerm>
            <DescriptionDetails>{dayText(bill.issueDate)}</DescriptionDetails>
            <DescriptionTerm>Billing period</DescriptionTerm>
            <DescriptionDetails>{periodText(bill.periodStart, bill.periodEnd)}</DescriptionDetails>
            <DescriptionTerm>Supply</DescriptionTerm>
            <DescriptionDetails>{supplyTypesText(bill)}</DescriptionDetails>
            <DescriptionTerm>Amount</DescriptionTerm>
            <DescriptionDetails>{formatNzd(bill.amount)}</DescriptionDetails>
            <DescriptionTerm>Bill due date</DescriptionTerm>
            <DescriptionDetails>{dayText(bill.dueDate)}</DescriptionDetails>
          </DescriptionList>
          <div>
            <Button variant="secondary" onClick={() => onViewBill?.(bill.id)}>
              View bill
            </Button>
          </div>
        </>
      ) : (
        <Text>
          You don’t have a bill yet. Your first bill comes after the current billing period ends on{' '}
          {dayText(period.endDate)}.
        </Text>
      )}
    </Stack>
  );
}

/**
 * The summary's shape while it loads, sized like the summary it stands for (the balance, the last bill, the period
 * running now, the ways to pay), so the tabs below it do not move down when it arrives (docs/performance.md, layout
 * shift).
 */
function BillSummarySkeleton() {
  return (
    <Stack gap="5">
      <Skeleton variant="text" lines={3} />
      <Skeleton variant="block" height="sm" />
      <Skeleton variant="text" lines={2} />
      <Skeleton variant="text" lines={4} />
      <Skeleton variant="block" height="lg" />
      <Skeleton variant="text" lines={3} />
    </Stack>
  );
}
