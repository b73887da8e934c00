import type { UsageSummary } from '@harakeke/contract';
import {
  DescriptionDetails,
  DescriptionList,
  DescriptionTerm,
  ErrorBox,
  formatKwh,
  formatNzd,
  Skeleton,
  useBrand,
} from '@harakeke/design-system';
import { AmountTable, costItemLines } from '../../../services/money/AmountTable.js';
import type { LoadViewProps } from '../../../core/data/load.js';
import type { UsageGranularity } from '../../../services/energy-usage/consumption-periods.js';

/** The period each granularity shows, as the summary names it. */
const periodNames: Record<UsageGranularity, string> = {
  HOURLY: 'this day',
  DAILY: 'this month',
  MONTHLY: 'this year',
  BILL_WINDOW: 'this bill period',
};

type Amount = UsageSummary['actualUsage'];

/** An amount of the summary in its unit: dollars when the cost is included (spec 2 §4), else kWh. */
const amountText = (amount: Amount) => (amount.unit === 'nzd' ? formatNzd(amount.value) : formatKwh(amount.value));

/** The use so far: its cost with its kWh beside it, or the kWh alone. */
export function usedText(summary: UsageSummary): string {
  return summary.actualUsage.unit === 'nzd'
    ? `${amountText(summary.actualUsage)} (${formatKwh(summary.consumptionToDate)})`
    : formatKwh(summary.consumptionToDate);
}

export interface PeriodSummaryProps extends LoadViewProps<UsageSummary> {
  granularity: UsageGranularity;
}

/**
 * spec 2 §3 usage summary of the period shown (getUsageSummary): its electricity so far and, while it runs, the
 * estimate for all of it and the days to go; in dollars, its cost itemised as a bill is (energy, daily charges,
 * levies, GST, discounts and credits), so a bill period's days add up to its bill. Nothing for a property without
 * electricity (the chart says why).
 */
export function PeriodSummary({ load, onRetry, granularity }: PeriodSummaryProps) {
  const period = periodNames[granularity];
  const { creditName } = useBrand();
  switch (load.status) {
    case 'loading':
      return <Skeleton variant="text" lines={2} />;
    case 'empty':
      return null;
    case 'error':
      return (
        <ErrorBox
          title={`We couldn’t add up the electricity of ${period}`}
          detail={load.detail ?? 'Check your connection, then try again.'}
          onRetry={onRetry}
        />
      );
    case 'ready': {
      const summary = load.data;
      const running = summary.remainingDays > 0;
      const items = summary.actualUsage.unit === 'nzd' ? summary.costBreakdown : null;
      return (
        <>
          <DescriptionList>
            <DescriptionTerm>{running ? `Electricity so far ${period}` : `Electricity ${period}`}</DescriptionTerm>
            <DescriptionDetails>{usedText(summary)}</DescriptionDetails>
            {running && (
              <>
                <DescriptionTerm>Estimate for all of {period}</DescriptionTerm>
                <DescriptionDetails>{amountText(summary.estimatedUsage)}</DescriptionDetails>
                <DescriptionTerm>Days to go</DescriptionTerm>
                <DescriptionDetails>
                  {summary.remainingDays} of {summary.daysInBillPeriod}
                </DescriptionDetails>
              </>
            )}
          </DescriptionList>
          {items && (
            <AmountTable
              caption={`What the electricity ${running ? 'so far ' : ''}${period} costs`}
              itemHeader="Charge"
              lines={costItemLines(items, creditName.bill)}
              total={{ label: 'Total', amount: summary.actualUsage.value }}
            />
          )}
        </>
      );
    }
  }
}
