/** Above this many points a description summarises; at or below it, it also reads out every point. */
export const DESCRIBE_EACH_POINT_MAX = 12;

/** A change of more than this share between the first and last third of a series counts as a trend. */
const TREND_SHARE = 0.1;

export interface DescribeInput {
  /** What kind of chart, e.g. 'Bar chart'. */
  kind: string;
  /** What it shows, e.g. 'daily electricity and natural gas use'. */
  subject: string;
  /** Each point's name, e.g. 'Tuesday 03 Mar 2026'. */
  labels: readonly string[];
  /** Each point's value, or null when it has no data. */
  values: ReadonlyArray<number | null>;
  format: (value: number) => string;
  /** Say the total (sums of use or cost); off for levels such as percentages. */
  total?: boolean;
  /** The word for the trend's subject: 'Use', 'Carbon intensity'. */
  trendSubject?: string;
  /** Further sentences, e.g. how many readings are estimated. */
  notes?: readonly string[];
}

/** 'rose', 'fell' or 'stayed about level', comparing the first and last third of the values. */
export function trendOf(values: readonly number[]): 'rose' | 'fell' | 'stayed about level' | null {
  if (values.length < 3) return null;
  const third = Math.max(1, Math.floor(values.length / 3));
  const mean = (part: readonly number[]) => part.reduce((sum, value) => sum + value, 0) / part.length;
  const first = mean(values.slice(0, third));
  const last = mean(values.slice(-third));
  const base = Math.max(Math.abs(first), Math.abs(last));
  if (base === 0) return 'stayed about level';
  const change = (last - first) / base;
  if (change > TREND_SHARE) return 'rose';
  if (change < -TREND_SHARE) return 'fell';
  return 'stayed about level';
}

/**
 * A chart's generated description: what it shows, its range, total, extremes and trend; the points themselves
 * only for short series, since a screen reader cannot usefully read out hundreds of them (the table has them all).
 */
export function describeChart(input: DescribeInput): string {
  const { kind, subject, labels, values, format, total = true, trendSubject = 'Use', notes = [] } = input;
  if (labels.length === 0) return `${kind} of ${subject}: no data.`;
  const sentences: string[] = [];
  const range = labels.length === 1 ? labels[0] : `${labels[0]} to ${labels.at(-1)}`;
  sentences.push(`${kind} of ${subject}, ${range}, ${labels.length} ${labels.length === 1 ? 'point' : 'points'}.`);

  const known = values.flatMap((value, index) => (value === null ? [] : [{ value, index }]));
  if (known.length > 0) {
    if (total) sentences.push(`Total ${format(known.reduce((sum, { value }) => sum + value, 0))}.`);
    const highest = known.reduce((best, point) => (point.value > best.value ? point : best));
    const lowest = known.reduce((best, point) => (point.value < best.value ? point : best));
    if (known.length > 1) {
      sentences.push(
        `Highest ${format(highest.value)} on ${labels[highest.index]}; lowest ${format(lowest.value)} on ${labels[lowest.index]}.`,
      );
    }
    const trend = trendOf(known.map(({ value }) => value));
    if (trend) sentences.push(`${trendSubject} ${trend} over the period.`);
  }
  sentences.push(...notes);
  if (labels.length <= DESCRIBE_EACH_POINT_MAX) {
    const each = labels.map((label, index) => {
      const value = values[index];
      return `${label}: ${value === null || value === undefined ? 'no data' : format(value)}`;
    });
    sentences.push(`${each.join('; ')}.`);
  }
  return sentences.join(' ');
}

/** '3 days estimated' style counts; nothing when zero. */
export function countNote(count: number, singular: string, plural: string, what: string): string[] {
  if (count === 0) return [];
  return [`${count} ${count === 1 ? singular : plural} ${what}.`];
}
