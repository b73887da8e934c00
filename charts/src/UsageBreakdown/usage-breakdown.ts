import type { UnitMode } from '../model/usage.js';

/** One line of the insights readings (spec 2 §3 Insights: Readings with Use, EnergyInKWh, EnergyInDollars). */
export interface InsightsReading {
  /** The usage category as the insights call names it: 'Hot Water', 'Lights & Appliances', ... */
  Use: string;
  EnergyInKWh: number;
  EnergyInDollars: number;
}

/** The usage categories that have a chart colour (spec 1 §9, spec 2 §3), in the spec's order. */
export type UsageCategory =
  | 'alwaysOn'
  | 'lightsAppliances'
  | 'hotWater'
  | 'poolPump'
  | 'airConditioning'
  | 'heating'
  | 'gasHeating'
  | 'gasOther'
  | 'gas';

/** The spec's order and words (spec 1 §9: Always On, Lights & Appliances, ..., Gas Other, Gas). */
export const usageCategories: ReadonlyArray<{ key: UsageCategory; label: string }> = [
  { key: 'alwaysOn', label: 'Always On' },
  { key: 'lightsAppliances', label: 'Lights & Appliances' },
  { key: 'hotWater', label: 'Hot Water' },
  { key: 'poolPump', label: 'Pool Pump' },
  { key: 'airConditioning', label: 'Air Conditioning' },
  { key: 'heating', label: 'Heating' },
  { key: 'gasHeating', label: 'Gas Heating' },
  { key: 'gasOther', label: 'Gas Other' },
  { key: 'gas', label: 'Gas' },
];

// The insights call's spelling of a use is not pinned down (spec 2 §7: shapes not shown): match on letters only, so
// 'Lights & Appliances', 'LightsAndAppliances' and 'lights and appliances' are one category.
const categoryOfLetters: Record<string, UsageCategory> = {
  alwayson: 'alwaysOn',
  lightsappliances: 'lightsAppliances',
  lightsandappliances: 'lightsAppliances',
  hotwater: 'hotWater',
  poolpump: 'poolPump',
  airconditioning: 'airConditioning',
  heating: 'heating',
  electricheating: 'heating',
  gasheating: 'gasHeating',
  gasother: 'gasOther',
  othergas: 'gasOther',
  gas: 'gas',
};

/** The category a reading's Use names, or null for a use without a chart colour. */
export function categoryOf(use: string): UsageCategory | null {
  return categoryOfLetters[use.toLowerCase().replace(/[^a-z]/g, '')] ?? null;
}

/**
 * spec 2 §3: the gas-other line is relabelled 'Gas' when gas heating use has positive kWh. Applied as written,
 * whatever the display unit: the rule looks at kWh.
 */
export function gasOtherLabel(gasHeatingKWh: number): 'Gas' | 'Gas Other' {
  return gasHeatingKWh > 0 ? 'Gas' : 'Gas Other';
}

/**
 * Whole percentages of a total that add up to exactly 100 (largest remainder), so a list of shares never reads
 * 99% or 101% in all. Zero and negative values get 0.
 */
export function wholePercentages(values: readonly number[]): number[] {
  const positive = values.map((value) => (Number.isFinite(value) && value > 0 ? value : 0));
  const total = positive.reduce((sum, value) => sum + value, 0);
  if (total === 0) return positive.map(() => 0);
  const exact = positive.map((value) => (value / total) * 100);
  const floors = exact.map(Math.floor);
  let missing = 100 - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    missing -= 1;
  }
  return floors;
}

/** A share as read: '34%', or 'under 1%' for a use too small to round to a whole percent. */
export function shareLabel(share: number, value: number): string {
  return share === 0 && value > 0 ? 'under 1%' : `${share}%`;
}

/** One drawn line of the breakdown. */
export interface BreakdownRow {
  /** Stable key: the category, or 'use:<Use>' for a use without a chart colour. */
  key: string;
  /** The colour to paint; null for a use without one. */
  category: UsageCategory | null;
  /** The words on the bar. */
  label: string;
  /** kWh or dollars, by the unit. */
  value: number;
  /** Whole percent of the total; the rows' shares add up to 100. */
  share: number;
}

export interface Breakdown {
  rows: BreakdownRow[];
  /** Sum of the rows' values. */
  total: number;
}

const finite = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/**
 * The breakdown to draw from the insights readings: readings of one category added together (the call may send
 * 'Heating' and 'Electric Heating'), the gas-other line relabelled by spec 2 §3, categories in the spec's order
 * and uses without a colour after them.
 *
 * Categories with no use in the shown unit are left out: the readings list what the home profile gives the home,
 * a zero bar is an empty line that says nothing the total does not, and nine lines crowd a phone-wide widget.
 */
export function usageBreakdown(readings: readonly InsightsReading[], unit: UnitMode): Breakdown {
  const sums = new Map<string, { category: UsageCategory | null; label: string; kWh: number; dollars: number }>();
  for (const reading of readings) {
    const category = categoryOf(reading.Use);
    const key = category ?? `use:${reading.Use.trim()}`;
    const label =
      category === 'heating'
        ? heatingLabel(reading.Use)
        : (usageCategories.find((c) => c.key === category)?.label ?? reading.Use.trim());
    const sum = sums.get(key) ?? { category, label, kWh: 0, dollars: 0 };
    sum.kWh += finite(reading.EnergyInKWh);
    sum.dollars += finite(reading.EnergyInDollars);
    sums.set(key, sum);
  }

  // spec 2 §3: with gas heating in kWh, the gas-other line reads 'Gas' and is painted as gas.
  const gasOther = sums.get('gasOther');
  if (gasOther && gasOtherLabel(sums.get('gasHeating')?.kWh ?? 0) === 'Gas') {
    sums.delete('gasOther');
    const gas = sums.get('gas') ?? { category: 'gas' as const, label: 'Gas', kWh: 0, dollars: 0 };
    gas.kWh += gasOther.kWh;
    gas.dollars += gasOther.dollars;
    sums.set('gas', gas);
  }

  const order = (key: string) => {
    const index = usageCategories.findIndex((category) => category.key === key);
    return index === -1 ? usageCategories.length : index;
  };
  const kept = [...sums.entries()]
    .map(([key, sum]) => ({
      key,
      category: sum.category,
      label: sum.label,
      value: unit === 'kwh' ? sum.kWh : sum.dollars,
    }))
    .filter((row) => row.value > 0)
    // A stable sort keeps uses without a colour in the order the call sent them.
    .sort((a, b) => order(a.key) - order(b.key));
  const shares = wholePercentages(kept.map((row) => row.value));
  return {
    rows: kept.map((row, index) => ({ ...row, share: shares[index] ?? 0 })),
    total: kept.reduce((sum, row) => sum + row.value, 0),
  };
}

// spec 1 §9 names the category 'Heating/Electric Heating': say it the way the call does.
function heatingLabel(use: string): string {
  return /electric/i.test(use) ? 'Electric Heating' : 'Heating';
}

/**
 * The chart's generated description. Not `describeChart`: categories have no order in time, so its range ('A to B')
 * and trend sentences would mislead; this says the total, the largest and smallest use and every line (nine at most).
 */
export function describeBreakdown(
  breakdown: Breakdown,
  subject: string,
  format: (value: number) => string,
  formatTotal: (value: number) => string,
): string {
  const { rows, total } = breakdown;
  if (rows.length === 0) return `Bar chart of ${subject}: no data.`;
  const line = (row: BreakdownRow) => `${row.label} ${format(row.value)} (${shareLabel(row.share, row.value)})`;
  const sentences = [
    `Bar chart of ${subject}, ${rows.length} ${rows.length === 1 ? 'category' : 'categories'}.`,
    `Total ${formatTotal(total)}.`,
  ];
  if (rows.length > 1) {
    const largest = rows.reduce((best, row) => (row.value > best.value ? row : best));
    const smallest = rows.reduce((best, row) => (row.value < best.value ? row : best));
    sentences.push(`Largest ${line(largest)}; smallest ${line(smallest)}.`);
  }
  sentences.push(`${rows.map(line).join('; ')}.`);
  return sentences.join(' ');
}
