import type { UsageSummary } from '@harakeke/contract';
import {
  DescriptionDetails,
  DescriptionList,
  DescriptionTerm,
  ErrorBox,
  formatKwh,
  formatNzd,
  Skeleton,
  Text,
  useBrand,
} from '@harakeke/design-system';
import { AmountTable, costItemLines } from '../../../services/money/AmountTable.js';
import type { LoadViewProps } from '../../../core/data/load.js';
import { costAndKwhText } from '../../../services/energy-usage/units.js';

type Amount = UsageSummary['actualUsage'];

/** An amount of the summary in its unit: dollars when the cost is included (spec 2 §4), else kWh. */
const amountText = (amount: Amount) => (amount.unit === 'nzd' ? formatNzd(amount.value) : formatKwh(amount.value));

/** The use so far: its cost with its kWh beside it, or the kWh alone. */
export const usedText = (summary: UsageSummary): string =>
  costAndKwhText(
    { kwh: summary.consumptionToDate, costNZD: summary.actualUsage.value },
    summary.actualUsage.unit === 'nzd',
  );

/** The days of a period read so far. */
export const daysRead = (summary: UsageSummary) => summary.daysInBillPeriod - summary.remainingDays;

export interface PeriodSummaryProps extends LoadViewProps<UsageSummary> {
  /** The period by name: 'October 2026', '2024', '16 Oct – 15 Nov 2026' (periodName). */
  name: string;
  /**
   * The natural gas charted with the electricity (the Day and Bill period views of a property with daily-read gas),
   * added up from its days; its dollars only when its plan includes the cost (spec 1 §4).
   */
  naturalGas?: { kwh: number; costNZD: number; costIncluded: boolean } | null;
}

/**
 * spec 2 §3 usage summary of the period shown (getUsageSummary): its electricity so far and, while it runs, the
 * estimate for all of it and the days to go; in dollars, its cost itemised as a bill is (energy, daily charges,
 * levies, GST, discounts and credits), so a bill period's days add up to its bill. Nothing for a property without
 * electricity (the chart says why).
 */
export function PeriodSummary({ load, onRetry, name, naturalGas }: PeriodSummaryProps) {
  const { creditName } = useBrand();
  switch (load.status) {
    case 'loading':
      return <Skeleton variant="text" lines={2} />;
    case 'empty':
      return null;
    case 'error':
      return (
        <ErrorBox
          title={`We couldn’t add up the electricity of ${name}`}
          detail={load.detail ?? 'Please try again.'}
          onRetry={onRetry}
        />
      );
    case 'ready': {
      const summary = load.data;
      const running = summary.remainingDays > 0;
      // Nothing read yet (the 1st of a month, today's hours): no total, and no estimate made of nothing.
      if (daysRead(summary) <= 0) return <Text>Nothing of {name} is read yet: its readings arrive overnight.</Text>;
      const items = summary.actualUsage.unit === 'nzd' ? summary.costBreakdown : null;
      return (
        <>
          <DescriptionList>
            {/* Short terms, so a phone's width holds them: the sentence over the chart names the period. */}
            <DescriptionTerm>{running ? 'Electricity so far' : 'Electricity used'}</DescriptionTerm>
            <DescriptionDetails>{usedText(summary)}</DescriptionDetails>
            {running && (
              <>
                <DescriptionTerm>Estimate for the whole period</DescriptionTerm>
                <DescriptionDetails>{amountText(summary.estimatedUsage)}</DescriptionDetails>
                <DescriptionTerm>Days to go</DescriptionTerm>
                <DescriptionDetails>
                  {summary.remainingDays} of {summary.daysInBillPeriod}
                </DescriptionDetails>
              </>
            )}
            {naturalGas && (
              <>
                <DescriptionTerm>{running ? 'Natural gas so far' : 'Natural gas used'}</DescriptionTerm>
                <DescriptionDetails>
                  {costAndKwhText(naturalGas, naturalGas.costIncluded && summary.actualUsage.unit === 'nzd')}
                </DescriptionDetails>
              </>
            )}
          </DescriptionList>
          {items && (
            <AmountTable
              caption={`What the electricity ${running ? 'so far ' : ''}of ${name} costs`}
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
