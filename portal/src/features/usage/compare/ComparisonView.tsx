import type { UsageSummary } from '@harakeke/contract';
import {
  Card,
  DescriptionDetails,
  DescriptionList,
  DescriptionTerm,
  ErrorBox,
  Heading,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  Text,
  type Load,
} from '@harakeke/design-system';
import { Suspense, useId } from 'react';
import { lazyScreen, useScreenLoaded } from '../../../core/code-loading/lazy-screen.js';
import type { CustomDatesProps } from './CustomDates.js';
import { daysText, periodNouns, type UsageGranularity } from '../../../services/energy-usage/consumption-periods.js';
import { daysRead, usedText } from '../usage-view/PeriodSummary.js';
import { changeSentence, type ComparisonKind, type DayRange } from './period-comparison.js';

export const COMPARISON_TITLE = 'Compare your use';

export interface ComparisonViewProps {
  granularity: UsageGranularity;
  kind: ComparisonKind;
  onKindChange: (kind: ComparisonKind) => void;
  /** The days chosen to compare with, and their change; the readings' first and last days limit them. */
  customRange: DayRange | null;
  onCustomRangeChange: (range: DayRange) => void;
  limits: { first: string; last: string };
  /** The period shown: its days and totals (none while they load). */
  shown: { range: DayRange; summary: UsageSummary } | null;
  /** The other period's days (none before the readings began, or before days are chosen) and its totals. */
  other: { range: DayRange | null; load: Load<UsageSummary> };
  onRetry?: () => void;
}

/**
 * The picker of days to compare with, and react-aria's date stack it needs: loaded when 'Dates you choose' is
 * chosen, so the usage page's first visit does without it.
 */
const LazyCustomDates = lazyScreen(() => import('./CustomDates.js'), 'CustomDates');

/** Loads the picker of days now (a story of 'Dates you choose'). */
export const preloadCustomDates = LazyCustomDates.preload;

/** The picker once its code is in; a field-high placeholder until then. */
function ChosenDates(props: CustomDatesProps) {
  const loaded = useScreenLoaded(LazyCustomDates, true);
  if (!loaded) return <Skeleton variant="block" height="button" />;
  return (
    // Loaded, so it renders at once; the boundary is there for React.lazy's sake, never shown.
    <Suspense fallback={null}>
      <LazyCustomDates {...props} />
    </Suspense>
  );
}

/** Why there is no other period to show: none chosen, none read yet of the one shown, or none so far back. */
function missingOtherText(kind: ComparisonKind, noun: string, shown: UsageSummary): string {
  if (kind === 'custom') return 'Choose the days to compare with.';
  if (daysRead(shown) <= 0) return `Nothing of this ${noun} is read yet, so there’s nothing to compare.`;
  return 'Your readings don’t go back that far: choose other dates to compare with.';
}

/** The other period's total, or why there is none. */
function OtherTotal({ other, onRetry }: Pick<ComparisonViewProps, 'other' | 'onRetry'>) {
  switch (other.load.status) {
    case 'loading':
      return <Skeleton variant="text" lines={1} />;
    case 'error':
      return (
        <ErrorBox
          title="We couldn’t add up the days to compare with"
          detail="Check your connection, then try again."
          onRetry={onRetry}
        />
      );
    case 'empty':
      return <Text>No electricity at this property then.</Text>;
    case 'ready':
      return <Text>{usedText(other.load.data)}</Text>;
  }
}

/**
 * spec 2 §3 usage summary, compared: the period shown (so far, while it runs) beside the period before it, the same
 * one a year before, or any days chosen, each the total of its read days, and by how much they differ.
 */
export function ComparisonView({
  granularity,
  kind,
  onKindChange,
  customRange,
  onCustomRangeChange,
  limits,
  shown,
  other,
  onRetry,
}: ComparisonViewProps) {
  const headingId = useId();
  const noun = periodNouns[granularity];
  const choices: Partial<Record<ComparisonKind, string>> = {
    previous: `The ${noun} before`,
    // A year's year before is the one before it.
    ...(granularity === 'MONTHLY' ? {} : { lastYear: `The same ${noun} last year` }),
    custom: 'Dates you choose',
  };
  const isKind = (value: string): value is ComparisonKind => value in choices;
  const running = shown && shown.summary.remainingDays > 0;
  const readTotal = (summary: UsageSummary) => ({ total: summary.actualUsage.value, days: daysRead(summary) });
  const then = other.load.status === 'ready' ? readTotal(other.load.data) : null;
  const sentence = shown && other.range && then ? changeSentence(readTotal(shown.summary), then, other.range) : null;
  return (
    <Card labelledBy={headingId}>
      <Stack gap="4">
        <Heading level={2} size="lg" id={headingId}>
          {COMPARISON_TITLE}
        </Heading>
        <RadioGroup
          label="Compare with"
          orientation="horizontal"
          value={choices[kind] ? kind : 'previous'}
          onChange={(value) => isKind(value) && onKindChange(value)}
        >
          {Object.entries(choices).map(([value, label]) => (
            <Radio key={value} value={value}>
              {label}
            </Radio>
          ))}
        </RadioGroup>
        {kind === 'custom' && <ChosenDates range={customRange} onChange={onCustomRangeChange} limits={limits} />}
        {shown ? (
          <DescriptionList>
            <DescriptionTerm>{daysText(shown.range)}</DescriptionTerm>
            <DescriptionDetails>{usedText(shown.summary)}</DescriptionDetails>
            {other.range && (
              <>
                <DescriptionTerm>{daysText(other.range)}</DescriptionTerm>
                <DescriptionDetails>
                  <OtherTotal other={other} onRetry={onRetry} />
                </DescriptionDetails>
              </>
            )}
          </DescriptionList>
        ) : (
          <Skeleton variant="text" lines={2} />
        )}
        {/* Read as it changes: the customer chose what to compare with just above. */}
        <div role="status">
          {shown && !other.range && <Text>{missingOtherText(kind, noun, shown.summary)}</Text>}
          {sentence && <Text>{sentence}</Text>}
        </div>
        {running && kind !== 'custom' && other.range && (
          <Text size="sm">
            This {noun} so far: its {daysRead(shown.summary)} days read, beside as many days of the other.
          </Text>
        )}
        <Text size="sm" tone="muted">
          Electricity at this property, the days read so far; days not read yet count in neither.
        </Text>
      </Stack>
    </Card>
  );
}
