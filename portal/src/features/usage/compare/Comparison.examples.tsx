import type { UsageSummary } from '@harakeke/contract';
import { defineExamples } from '@harakeke/design-system';
import { ComparisonView, type ComparisonViewProps } from './ComparisonView.js';

const noop = () => undefined;

const summaryOf = (nzd: number, kwh: number, remainingDays = 0, days = 31): UsageSummary => ({
  actualUsage: { value: nzd, unit: 'nzd' },
  estimatedUsage: { value: nzd, unit: 'nzd' },
  consumptionToDate: kwh,
  supplyPointTypes: ['electricity'],
  remainingDays,
  daysInBillPeriod: days,
  costBreakdown: null,
});

const window = { startDate: '2026-10-16', endDate: '2026-11-15' };

/** The comparison of a past bill period in a state. */
function comparison(props: Partial<ComparisonViewProps>) {
  return (
    <ComparisonView
      granularity="BILL_WINDOW"
      kind="previous"
      onKindChange={noop}
      customRange={null}
      onCustomRangeChange={noop}
      limits={{ first: '2023-11-30', last: '2026-11-29' }}
      shown={{ range: window, summary: summaryOf(262.14, 708.5) }}
      other={{
        range: { startDate: '2026-09-15', endDate: '2026-10-15' },
        load: { status: 'ready', data: summaryOf(291.07, 786.66) },
      }}
      {...props}
    />
  );
}

/** spec 2 §3: a period's totals beside another's. */
export const comparisonExamples = defineExamples({
  PeriodBefore: { render: () => comparison({}) },
  Running: {
    description: 'A bill period 13 days in: its days so far meet the first 13 days of the one before.',
    render: () =>
      comparison({
        shown: {
          range: { startDate: '2026-11-16', endDate: '2026-12-15' },
          summary: summaryOf(106.42, 243.95, 17, 30),
        },
        other: {
          range: { startDate: '2026-10-16', endDate: '2026-10-28' },
          load: { status: 'ready', data: summaryOf(112.8, 259.3, 0, 13) },
        },
      }),
  },
  LastYear: {
    render: () =>
      comparison({
        kind: 'lastYear',
        other: {
          range: { startDate: '2025-10-16', endDate: '2025-11-15' },
          load: { status: 'ready', data: summaryOf(241.9, 699.02) },
        },
      }),
  },
  ChooseDates: {
    description: 'Dates you choose, none chosen yet.',
    render: () => comparison({ kind: 'custom', other: { range: null, load: { status: 'loading' } } }),
  },
  OtherFailed: {
    render: () =>
      comparison({
        other: { range: { startDate: '2026-09-15', endDate: '2026-10-15' }, load: { status: 'error' } },
        onRetry: noop,
      }),
  },
});
