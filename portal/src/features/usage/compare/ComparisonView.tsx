import { USAGE_PERIOD_MAX_DAYS, type UsageSummary } from '@harakeke/contract';
import {
  Card,
  DateRangePicker,
  dateRangeError,
  daysBetween,
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
  type DateRangeValue,
  type Load,
} from '@harakeke/design-system';
import { parseDate } from '@internationalized/date';
import { useId, useState } from 'react';
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
 * The days to compare with, as typed: the field keeps what is typed (a year half-typed, a day outside the readings)
 * and says what is wrong, and only a range of readings' days is compared.
 */
function CustomDates({
  range,
  onChange,
  limits,
}: {
  range: DayRange | null;
  onChange: (range: DayRange) => void;
  limits: { first: string; last: string };
}) {
  const [first, last] = [parseDate(limits.first), parseDate(limits.last)];
  const [typed, setTyped] = useState<DateRangeValue | null>(
    () => range && { start: parseDate(range.startDate), end: parseDate(range.endDate) },
  );
  // The totals add up at most USAGE_PERIOD_MAX_DAYS days (the contract's period); the picker says so at once.
  // Counted only for dates inside the readings: a year half typed ('0002') is no day the calendar counts from.
  const inLimits = (value: DateRangeValue | null): value is DateRangeValue =>
    value !== null && !dateRangeError(value, first, last);
  const daysOf = (value: DateRangeValue) => daysBetween(value.start.toString(), value.end.toString()) + 1;
  const tooLong = inLimits(typed) && daysOf(typed) > USAGE_PERIOD_MAX_DAYS;
  return (
    <DateRangePicker
      label="Dates to compare"
      value={typed}
      minValue={first}
      maxValue={last}
      isInvalid={tooLong}
      errorMessage={tooLong ? `Choose at most ${USAGE_PERIOD_MAX_DAYS} days.` : undefined}
      onChange={(value) => {
        setTyped(value);
        if (inLimits(value) && daysOf(value) <= USAGE_PERIOD_MAX_DAYS) {
          onChange({ startDate: value.start.toString(), endDate: value.end.toString() });
        }
      }}
    />
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
  const then = other.load.status === 'ready' ? other.load.data.actualUsage.value : null;
  const sentence =
    shown && other.range && then !== null ? changeSentence(shown.summary.actualUsage.value, then, other.range) : null;
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
        {kind === 'custom' && <CustomDates range={customRange} onChange={onCustomRangeChange} limits={limits} />}
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
