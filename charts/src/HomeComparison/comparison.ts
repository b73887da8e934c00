import type { UnitMode } from '../model/usage.js';

/** One measure of the comparison (spec 2 §3 Insights Comparison: Actual, Average, Efficient). */
export interface ComparisonFigures {
  /** This home. */
  Actual: number;
  /** The average home like it. */
  Average: number;
  /** An efficient home like it. */
  Efficient: number;
}

/** The comparison in both units, for the whole home or one fuel (spec 2 §3: UsageInKWh, UsageInDollars). */
export interface ComparisonUsage {
  UsageInKWh: ComparisonFigures;
  UsageInDollars: ComparisonFigures;
}

/** The insights call's comparison: per fuel when the home has more than one (spec 2 §3: Electricity, Gas). */
export interface InsightsComparison extends Partial<ComparisonUsage> {
  Electricity?: ComparisonUsage;
  Gas?: ComparisonUsage;
}

/** A fuel the comparison can be narrowed to (spec 2 §2: historic trend total, electricity, gas). */
export type ComparisonFuel = 'Electricity' | 'Gas';

export type HomeKey = 'actual' | 'average' | 'efficient';

/** The three homes in the order drawn, and what we call them. */
export const homes: ReadonlyArray<{ key: HomeKey; label: string; field: keyof ComparisonFigures }> = [
  { key: 'actual', label: 'Your home', field: 'Actual' },
  { key: 'average', label: 'Average home', field: 'Average' },
  { key: 'efficient', label: 'Efficient home', field: 'Efficient' },
];

/** The figures in the shown unit. */
export function figuresIn(usage: ComparisonUsage, unit: UnitMode): ComparisonFigures {
  return unit === 'kwh' ? usage.UsageInKWh : usage.UsageInDollars;
}

/** The figures to draw: the fuel's when one is asked for, else the whole home's; undefined when the call has none. */
export function comparisonFor(comparison: InsightsComparison, fuel?: ComparisonFuel): ComparisonUsage | undefined {
  if (fuel) return comparison[fuel];
  const { UsageInKWh, UsageInDollars } = comparison;
  return UsageInKWh && UsageInDollars ? { UsageInKWh, UsageInDollars } : undefined;
}

/** How much more (positive) or less (negative) `value` is than `base`, in whole percent; null without a base. */
export function percentDifference(value: number, base: number): number | null {
  if (!Number.isFinite(value) || !Number.isFinite(base) || base <= 0) return null;
  const percent = Math.round(((value - base) / base) * 100);
  // Math.round(-0.4) is -0: say 0.
  return percent === 0 ? 0 : percent;
}

/** '12% more', '8% less' or 'about the same', with what follows the comparison ('than' or 'as'). */
function relation(percent: number): { words: string; than: 'than' | 'as' } {
  if (percent > 0) return { words: `${percent}% more`, than: 'than' };
  if (percent < 0) return { words: `${-percent}% less`, than: 'than' };
  return { words: 'about the same', than: 'as' };
}

/** What the tooltip and the announcement add to your home: '12% more than the average home'; null without an average. */
export function averageNote(figures: ComparisonFigures): string | null {
  const percent = percentDifference(figures.Actual, figures.Average);
  if (percent === null) return null;
  const { words, than } = relation(percent);
  return `${words} ${than} the average home`;
}

/**
 * The generated sentence under the comparison: how this home compares with the average home, and with an
 * efficient one. 'Your home used 12% more than the average home, and 55% more than an efficient home.' In dollars
 * it 'spent'; for one fuel, 'used 12% more gas' or 'spent 12% more on gas'. Null when there is no average to
 * compare with.
 */
export function comparisonSentence(figures: ComparisonFigures, unit: UnitMode, fuel?: ComparisonFuel): string | null {
  const toAverage = percentDifference(figures.Actual, figures.Average);
  if (toAverage === null) return null;
  const fuelWord = fuel?.toLowerCase();
  const verb = unit === 'kwh' ? 'used' : 'spent';
  const what = fuelWord ? (unit === 'kwh' ? ` ${fuelWord}` : ` on ${fuelWord}`) : '';
  const average = relation(toAverage);
  let sentence = `Your home ${verb} ${average.words}${what} ${average.than} the average home`;
  const toEfficient = percentDifference(figures.Actual, figures.Efficient);
  if (toEfficient !== null) {
    const efficient = relation(toEfficient);
    sentence += `, and ${efficient.words} ${efficient.than} an efficient home`;
  }
  return `${sentence}.`;
}

/**
 * The chart's generated description: what is compared, each home's figure and the generated sentence. Not
 * `describeChart`: three homes have no order in time, so a range or a trend would mislead.
 */
export function describeComparison(
  figures: ComparisonFigures,
  unit: UnitMode,
  format: (value: number) => string,
  fuel?: ComparisonFuel,
): string {
  const measure = `${fuel ? `${fuel.toLowerCase()} ` : 'energy '}${unit === 'kwh' ? 'use' : 'cost'}`;
  const each = homes.map((home) => `${home.label} ${format(figures[home.field])}`).join('; ');
  const sentence = comparisonSentence(figures, unit, fuel);
  return [
    `Bar chart comparing your home’s ${measure} with the average home and an efficient home.`,
    `${each}.`,
    ...(sentence ? [sentence] : []),
  ].join(' ');
}
