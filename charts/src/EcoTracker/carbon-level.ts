/** The carbon intensity scale (spec 2 §3): 0 no data, then 1 very low to 5 very high. */
export type CarbonLevel = 0 | 1 | 2 | 3 | 4 | 5;

/** The levels with data, lowest first. */
export const CARBON_LEVELS_WITH_DATA = [1, 2, 3, 4, 5] as const satisfies readonly CarbonLevel[];

/** spec 2 §3: the scale's labels, exactly as written there (lower case; see `sentenceCase`). */
export const carbonLevelLabel: Record<CarbonLevel, string> = {
  0: 'no data',
  1: 'very low',
  2: 'low',
  3: 'moderate',
  4: 'high',
  5: 'very high',
};

/** The same label with a capital, for where it starts a sentence, a line or a table cell: 'Very low'. */
export function sentenceCase(text: string): string {
  return text.length === 0 ? text : `${text[0]?.toUpperCase()}${text.slice(1)}`;
}

/** A level from the API: anything but a whole number 1 to 5 (missing, 0, out of range) counts as no data. */
export function toCarbonLevel(value: number | null | undefined): CarbonLevel {
  return value === 1 || value === 2 || value === 3 || value === 4 || value === 5 ? value : 0;
}

/** How a chart speaks of a time: now, a forecast, or the past (spec 2 §4 tense texts 'predicted to be', 'was'). */
export type Tense = 'present' | 'forecast' | 'past';

/** spec 2 §4: 'is moderate', 'predicted to be moderate', 'was moderate'. */
export function tensePhrase(tense: Tense, state: string): string {
  if (tense === 'forecast') return `predicted to be ${state}`;
  if (tense === 'past') return `was ${state}`;
  return `is ${state}`;
}

/** 'Carbon intensity was moderate', or 'No carbon intensity data' when the level is 0. */
export function carbonSentence(level: CarbonLevel, tense: Tense): string {
  if (level === 0) return 'No carbon intensity data';
  return `Carbon intensity ${tensePhrase(tense, carbonLevelLabel[level])}`;
}
