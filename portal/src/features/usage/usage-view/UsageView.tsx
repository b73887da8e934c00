import { UsageChart, type UsagePoint } from '@harakeke/charts';
import { Card, formatDate, Heading, Inline, Skeleton, Stack, Text, useBrand } from '@harakeke/design-system';
import { Suspense, useId, type ReactNode } from 'react';
import type { LoadViewProps } from '../../../core/data/load.js';
import { WIDGET_ERROR_DETAIL } from '../../../core/widgets/widget-state.js';
import type { ConsumptionPeriodOption, UsageGranularity } from '../../../services/energy-usage/consumption-periods.js';
import { consumptionUnitName } from '../../../services/energy-usage/units.js';
import type { YearDetails as YearDetailsData } from './usage-series.js';
import { YearDetails } from './YearDetails.js';
import {
  BuyingGroupNote,
  GranularityPicker,
  PeriodPicker,
  UnitPicker,
  type UsagePickersProps,
} from '../../../services/energy-usage/UsagePickers.js';
import { lazyScreen, useScreenLoaded } from '../../../core/code-loading/lazy-screen.js';
import type { DayPickerProps } from './DayPicker.js';

/**
 * The hourly view's day picker, with the calendar code (react-aria's date stack) it needs: loaded when the hourly view
 * is first shown, so the usage page's first visit does without it.
 */
const LazyDayPicker = lazyScreen(() => import('./DayPicker.js'), 'DayPicker');

/** Loads the day picker now (a story of the hourly view). */
export const preloadDayPicker = LazyDayPicker.preload;

/** The day picker once its code is in; a field-high placeholder until then. */
function HourlyDayPicker(props: DayPickerProps) {
  const loaded = useScreenLoaded(LazyDayPicker, true);
  if (!loaded) return <Skeleton variant="block" height="button" />;
  return (
    // Loaded, so it renders at once; the boundary is there for React.lazy's sake, never shown.
    <Suspense fallback={null}>
      <LazyDayPicker {...props} />
    </Suspense>
  );
}

export const USAGE_TITLE = 'Your energy use';

/** What the chart draws of the selected period. */
export interface UsageChartData {
  points: readonly UsagePoint[];
  /** The last day whose readings are in ('YYYY-MM-DD'). */
  lastCompleteDay: string;
  /** The monthly view's consumption by year (spec 2 §3). */
  year?: YearDetailsData;
}

/** `load`: what the chart draws, or its skeleton, the error or the empty message instead. */
export interface UsageViewProps extends LoadViewProps<UsageChartData>, UsagePickersProps<UsageGranularity> {
  /** The period's totals under the chart (spec 2 §3 usage summary), loaded on their own. */
  summary?: ReactNode;
  /** What the customer can do with the figures (the CSV download), at the foot. */
  actions?: ReactNode;
  /** The hourly view's day, chosen from any day of the readings instead of the period options. */
  day?: Omit<DayPickerProps, 'value'>;
  /** The period shown, when it need not be one of `options` (the hourly view's day); else found by `selectedKey`. */
  period?: ConsumptionPeriodOption | null;
  /** What the chart leaves out of the property's supplies and why (natural gas by the hour, bottled gas). */
  notes?: readonly string[];
}

/** spec 2 §2 granularities, as the customer chooses them. */
const granularityLabels: Record<UsageGranularity, string> = {
  HOURLY: 'Hour',
  DAILY: 'Day',
  MONTHLY: 'Month',
  BILL_WINDOW: 'Bill period',
};

/** What each bar is and the period they cover: the sentence under the pickers, e.g. 'Each hour of Saturday 28 Nov 2026'. */
export function periodSentence(granularity: UsageGranularity, period: ConsumptionPeriodOption): string {
  switch (granularity) {
    case 'HOURLY':
      return `Each hour of ${formatDate(period.startDate, 'dddd DD MMM YYYY')}`;
    case 'DAILY':
      return `Each day of ${formatDate(period.startDate, 'MMMM YYYY')}`;
    case 'MONTHLY':
      return `Each month of ${formatDate(period.startDate, 'YYYY')}`;
    case 'BILL_WINDOW':
      return `Each day from ${formatDate(period.startDate, 'DD MMM YYYY')} to ${formatDate(period.endDate, 'DD MMM YYYY')}`;
  }
}

/**
 * Said under an hourly chart in dollars: an hour's cost is its energy and levies with GST, and the day's fixed charge
 * (and any credit) is the day's, in the totals under it, so the hours add up to less than the day.
 */
export const HOURLY_COST_NOTE =
  'Each hour’s cost is its energy and levies, with GST. The daily charge is the day’s, in its total below.';

/** 'Usage up to Fri 27 Nov': the last complete day, so an empty bar after it reads as not read yet (spec 2 §4). */
export function usageUpToText(lastCompleteDay: string): string {
  return `Usage up to ${formatDate(lastCompleteDay, 'dddd DD MMM YYYY')}. Days after it are read overnight.`;
}

/**
 * spec 2 §2 and §3 usage view (view type USAGE): the selected period's use by hour, day, month or bill window, with
 * its pickers and the kWh/$ switch of spec 2 §4. The pickers stay while the chart loads, fails or is empty, so
 * another period can always be chosen.
 */
export function UsageView({
  load,
  onRetry,
  emptyMessage,
  granularity,
  onGranularityChange,
  options,
  selectedKey,
  onPeriodChange,
  unit,
  units,
  onUnitChange,
  buyingGroupName,
  summary,
  actions,
  day,
  period,
  notes = [],
}: UsageViewProps) {
  const headingId = useId();
  // spec 1 §2: the credit marker under the brand's own name.
  const { creditName } = useBrand();
  const selected = period ?? options.find((option) => option.key === selectedKey);
  const chart = load.status === 'ready' ? load.data : null;
  return (
    <Card labelledBy={headingId}>
      <Stack gap="4">
        <Heading level={2} size="lg" id={headingId}>
          {USAGE_TITLE}
        </Heading>
        {/* On a row of its own: four choices wrap at a phone's width only with the row's whole width to wrap in. */}
        <GranularityPicker
          label="Show use by"
          labels={granularityLabels}
          value={granularity}
          onChange={onGranularityChange}
        />
        <Inline gap="5" rowGap="3" wrap align="end">
          {granularity === 'HOURLY' && day && selected ? (
            <HourlyDayPicker {...day} value={selected.startDate} />
          ) : (
            <PeriodPicker options={options} selectedKey={selectedKey} onPeriodChange={onPeriodChange} />
          )}
          <UnitPicker unit={unit} units={units} onUnitChange={onUnitChange} />
        </Inline>
        {selected && (
          <Text tone="muted">
            {periodSentence(granularity, selected)}, in {consumptionUnitName[unit]}.
          </Text>
        )}
        <BuyingGroupNote name={buyingGroupName} />
        {notes.map((note) => (
          <Text key={note} size="sm">
            {note}
          </Text>
        ))}
        {chart && <Text size="sm">{usageUpToText(chart.lastCompleteDay)}</Text>}
        {chart && granularity === 'HOURLY' && unit === 'monetary' && <Text size="sm">{HOURLY_COST_NOTE}</Text>}
        <UsageChart
          points={chart?.points ?? []}
          granularity={granularity}
          unit={unit}
          title={selected ? `Use by ${granularityLabels[granularity].toLowerCase()}, ${selected.label}` : USAGE_TITLE}
          creditLabel={creditName.applied}
          status={load.status}
          emptyMessage={emptyMessage}
          errorDetail={load.status === 'error' ? (load.detail ?? WIDGET_ERROR_DETAIL) : undefined}
          onRetry={onRetry}
        />
        {summary}
        {granularity === 'MONTHLY' && chart?.year && <YearDetails details={chart.year} />}
        {actions && <Inline gap="3">{actions}</Inline>}
      </Stack>
    </Card>
  );
}
