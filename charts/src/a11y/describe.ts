/** Above this many points a description summarises; at or below it, it also reads out every point. */
export const DESCRIBE_EACH_POINT_MAX = 12;

/** A change of more than this share between the first and last third of a series counts as a trend. */
const TREND_SHARE = 0.1;

export interface DescribeInput {
  /** What kind of chart, e.g. 'Bar chart'. */
  kind: string;
  /** What it shows, e.g. 'daily electricity and natural gas use'. */
  subject: string;
  /**
   * Each point's name, e.g. 'Tuesday 03 Mar 2026'; or a function that names a point when asked, when there are
   * many points and naming them all would cost more than the few names a summary reads (then `values` says how many).
   */
  labels: readonly string[] | ((index: number) => string);
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
  const count = typeof labels === 'function' ? values.length : labels.length;
  const label = typeof labels === 'function' ? labels : (index: number) => labels[index];
  if (count === 0) return `${kind} of ${subject}: no data.`;
  const sentences: string[] = [];
  const range = count === 1 ? label(0) : `${label(0)} to ${label(count - 1)}`;
  sentences.push(`${kind} of ${subject}, ${range}, ${count} ${count === 1 ? 'point' : 'points'}.`);

  // One pass over the values: their sum in order, the first highest and the first lowest.
  const known: number[] = [];
  let sum = 0;
  let highest = -1;
  let lowest = -1;
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index];
    if (value === null || value === undefined) continue;
    known.push(value);
    sum += value;
    if (highest < 0 || value > (values[highest] as number)) highest = index;
    if (lowest < 0 || value < (values[lowest] as number)) lowest = index;
  }
  if (known.length > 0) {
    if (total) sentences.push(`Total ${format(sum)}.`);
    if (known.length > 1) {
      sentences.push(
        `Highest ${format(values[highest] as number)} on ${label(highest)}; lowest ${format(values[lowest] as number)} on ${label(lowest)}.`,
      );
    }
    const trend = trendOf(known);
    if (trend) sentences.push(`${trendSubject} ${trend} over the period.`);
  }
  sentences.push(...notes);
  if (count <= DESCRIBE_EACH_POINT_MAX) {
    const each = Array.from({ length: count }, (_, index) => {
      const value = values[index];
      return `${label(index)}: ${value === null || value === undefined ? 'no data' : format(value)}`;
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
