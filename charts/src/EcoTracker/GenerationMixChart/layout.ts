import { scaleLinear } from 'd3-scale';
/** The generation types of spec 2 §3, in the spec's order: Hydro, Geothermal, Gas, Coal, CoGen, Wind, Others. */
export type GenerationSourceKey = 'hydro' | 'geothermal' | 'gas' | 'coal' | 'cogen' | 'wind' | 'others';

export const GENERATION_SOURCES: readonly GenerationSourceKey[] = [
  'hydro',
  'geothermal',
  'gas',
  'coal',
  'cogen',
  'wind',
  'others',
];

/** The names the spec gives the generation types, as the chart shows them. */
export const generationSourceLabel: Record<GenerationSourceKey, string> = {
  hydro: 'Hydro',
  geothermal: 'Geothermal',
  gas: 'Gas',
  coal: 'Coal',
  cogen: 'CoGen',
  wind: 'Wind',
  others: 'Others',
};

/** One source of the realtime mix as the API gives it (spec 2 §3 generationSources: name, percentage). */
export interface GenerationSourceInput {
  name: string;
  percentage: number;
}

/** A name the API sent that the chart counted under a generation type (what 'Others' holds). */
export interface GroupedSource {
  name: string;
  /** Its own share, to whole percent: '1%', 'under 1%'. */
  text: string;
}

/** One generation type's share, as drawn. */
export interface GenerationShare {
  key: GenerationSourceKey;
  label: string;
  /** The share in percent as drawn (unrounded): the bar's length. */
  percentage: number;
  /** The share to whole percent; the whole percents of a full mix add up to 100. */
  whole: number;
  /** What the chart says: '57%', '0%', or 'under 1%' for a share that rounds to nothing. */
  text: string;
  /** Sources above 0 % the API named that are not generation types of the spec, grouped here (only in Others). */
  grouped: GroupedSource[];
}

/** A mix whose percentages add up to within this of 100 is a whole mix off by the API's rounding: it is scaled to 100. */
export const WHOLE_MIX_SLACK = 2;

const aliases: Record<string, GenerationSourceKey> = {
  hydro: 'hydro',
  geothermal: 'geothermal',
  gas: 'gas',
  coal: 'coal',
  cogen: 'cogen',
  cogeneration: 'cogen',
  wind: 'wind',
  other: 'others',
  others: 'others',
};

/** The generation type an API name belongs to, ignoring case, spaces and hyphens ('Co-Gen'); unknown names are Others. */
export function sourceKeyOf(name: string): GenerationSourceKey | null {
  return aliases[name.toLowerCase().replace(/[^a-z]/g, '')] ?? null;
}

/**
 * Whole numbers for shares that add up to `target` (the largest-remainder method): each share is rounded down, and
 * the points still missing go to the shares that lost the most. Plain rounding of 33.3 + 33.3 + 33.4 shows 99 %.
 */
export function wholePercentages(values: readonly number[], target: number): number[] {
  const floors = values.map((value) => Math.floor(value));
  let missing = target - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = values
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .filter(({ remainder }) => remainder > 0)
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    missing -= 1;
  }
  return floors;
}

const clean = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/** '57%', or 'under 1%' for a share above zero that rounds to nothing, so a trace of coal is not shown as none. */
function percentText(whole: number, value: number): string {
  return whole === 0 && value > 0 ? 'under 1%' : `${whole}%`;
}

/**
 * The seven generation types with their shares, in the spec's order, from the API's list: names are matched loosely
 * (see `sourceKeyOf`), repeated names are added up, unknown names are grouped into Others, a type the API left out
 * shows 0 %, and negative or missing percentages count as 0. A mix that adds up to about 100 is scaled to exactly 100
 * and its whole percents add up to 100; a mix far from 100 (a partial reading) is drawn as it is.
 */
export function generationShares(sources: readonly GenerationSourceInput[]): GenerationShare[] {
  const sums = new Map<GenerationSourceKey, number>(GENERATION_SOURCES.map((key) => [key, 0]));
  const grouped: Array<{ name: string; value: number }> = [];
  for (const source of sources) {
    const value = clean(source.percentage);
    const key = sourceKeyOf(source.name);
    // A grouped source at 0 % is left unnamed: 'Others includes Diesel (0%)' says nothing.
    if (key === null && value > 0) grouped.push({ name: source.name.trim() || 'Unnamed source', value });
    sums.set(key ?? 'others', (sums.get(key ?? 'others') ?? 0) + value);
  }
  const raw = GENERATION_SOURCES.map((key) => sums.get(key) ?? 0);
  const total = raw.reduce((sum, value) => sum + value, 0);
  const scale = total > 0 && Math.abs(total - 100) <= WHOLE_MIX_SLACK ? 100 / total : 1;
  const drawn = raw.map((value) => value * scale);
  const wholes = wholePercentages(drawn, Math.round(total * scale));
  return GENERATION_SOURCES.map((key, index) => {
    const percentage = drawn[index] ?? 0;
    const whole = wholes[index] ?? 0;
    return {
      key,
      label: generationSourceLabel[key],
      percentage,
      whole,
      text: percentText(whole, percentage),
      grouped: key === 'others' ? groupedShares(grouped, percentage, whole, scale) : [],
    };
  });
}

/**
 * The whole percents of the names grouped into Others, split from Others' own whole percent (with the part the API
 * itself called Others), so they never add up to more than Others shows.
 */
function groupedShares(
  grouped: ReadonlyArray<{ name: string; value: number }>,
  othersTotal: number,
  othersWhole: number,
  scale: number,
): GroupedSource[] {
  if (grouped.length === 0) return [];
  const values = grouped.map(({ value }) => value * scale);
  const own = Math.max(othersTotal - values.reduce((sum, value) => sum + value, 0), 0);
  const wholes = wholePercentages([own, ...values], othersWhole);
  return grouped.map(({ name }, index) => ({ name, text: percentText(wholes[index + 1] ?? 0, values[index] ?? 0) }));
}

/** Whether the API's list has any share above zero: without one there is nothing to draw. */
export function hasGeneration(sources: readonly GenerationSourceInput[]): boolean {
  return sources.some((source) => clean(source.percentage) > 0);
}

/** 'Others includes Solar (1%) and Battery (under 1%).', or nothing when Others holds no unknown names. */
export function groupedNote(share: GenerationShare): string | null {
  if (share.grouped.length === 0) return null;
  const parts = share.grouped.map(({ name, text }) => `${name} (${text})`);
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `${share.label} includes ${list}.`;
}

/**
 * The chart's description: what it shows and when, then every type largest first (there are only seven, so all are
 * read out), and what Others holds.
 */
export function describeGenerationMix(shares: readonly GenerationShare[], asAt?: string): string {
  const when = asAt ? `, as at ${asAt}` : '';
  const ranked = [...shares].sort((a, b) => b.percentage - a.percentage);
  const list = ranked.map((share) => `${share.label} ${share.text}`).join(', ');
  const notes = shares.map(groupedNote).filter((note): note is string => note !== null);
  return [
    `Bar chart of the electricity generation mix${when}, ${shares.length} sources.`,
    `Largest first: ${list}.`,
    ...notes,
  ].join(' ');
}

/** Height of one source's row, and the bar's thickness within it (px). */
export const MIX_ROW_HEIGHT = 36;
export const MIX_BAR_HEIGHT = 18;
/** Room for the source names on the left ('Geothermal' at the body size) and the percentage after the bar. */
export const MIX_LABEL_WIDTH = 96;
export const MIX_VALUE_WIDTH = 72;

export interface MixRowsLayout {
  /** Plot height for the rows. */
  height: number;
  /** Where bars start (px from the plot's left) and how long 100 % is. */
  barX: number;
  fullWidth: number;
  /** A share's bar length; a share above zero keeps a 2 px sliver so it is seen. */
  barLength: (percentage: number) => number;
  /** Top of a row, and the top of its bar. */
  rowTop: (index: number) => number;
  barTop: (index: number) => number;
  /** The row under a y position within the plot, clamped to the rows. */
  indexAt: (y: number) => number;
}

/**
 * One row per source: its name on the left, its bar on a track that stands for the whole mix (so a bar's length is
 * its share of all generation), its percentage right after the bar.
 */
export function layoutMixRows({ count, width }: { count: number; width: number }): MixRowsLayout {
  const fullWidth = Math.max(width - MIX_LABEL_WIDTH - MIX_VALUE_WIDTH, 1);
  // The track stands for the whole mix: 0 % to 100 %, a share above 100 % (a partial reading) drawn full.
  const x = scaleLinear().domain([0, 100]).range([0, fullWidth]).clamp(true);
  return {
    height: Math.max(count, 1) * MIX_ROW_HEIGHT,
    barX: MIX_LABEL_WIDTH,
    fullWidth,
    barLength: (percentage) => (percentage > 0 ? Math.max(x(percentage), 2) : 0),
    rowTop: (index) => index * MIX_ROW_HEIGHT,
    barTop: (index) => index * MIX_ROW_HEIGHT + (MIX_ROW_HEIGHT - MIX_BAR_HEIGHT) / 2,
    indexAt: (y) => Math.min(Math.max(Math.floor(y / MIX_ROW_HEIGHT), 0), Math.max(count - 1, 0)),
  };
}
