import type { GenerationMix } from '@harakeke/contract';
import { generationProviders, gridAt, type GenerationSource } from '../grid/generation.js';
import { aucklandWallClock, endOfMonth } from '@harakeke/calendar';

export const HOUR_MS = 3_600_000;
const TEN_MINUTES_MS = 600_000;

/** The Auckland wall-clock hour (0–23) an instant falls in. */
export const aucklandHourOf = (instant: number) => aucklandWallClock(instant).hour;

/** spec 2 §3 generation mix: the grid in the half-hour containing `now`. */
export function realTimeMix(now: number): GenerationMix {
  const grid = gridAt(now);
  const sources = Object.entries(grid.shares).map(([name, percentage]) => ({ name, percentage }));
  return {
    generationSources: sources,
    generationProviders: generationProviders.map((provider) => ({
      name: provider.name,
      percentage: Math.round(provider.share * 1000) / 10,
    })),
    electricityDemandNumber: grid.demandMw,
    carbonEmissionsNumber: grid.gramsPerKwh,
    carbonIntensity: grid.carbonLevel,
    periodStart: new Date(grid.start).toISOString(),
    // spec 2 §4: updates every 10 minutes, on 10-minute clock boundaries.
    nextUpdate: new Date(Math.floor(now / TEN_MINUTES_MS) * TEN_MINUTES_MS + TEN_MINUTES_MS).toISOString(),
  };
}

/** The carbon level of an hour: the higher of its two half-hours'. */
export const hourCarbonLevel = (hour: number) =>
  Math.max(gridAt(hour).carbonLevel, gridAt(hour + HOUR_MS / 2).carbonLevel);

/** An hour is eco-friendly when both its half-hours are low or very low carbon. */
export const isEcoFriendlyHour = (hour: number) => hourCarbonLevel(hour) <= 2;

/** The runs of eco-friendly hours in the day from `now`'s hour, the first `limit` of them. */
export function ecoFriendlyRuns(now: number, limit: number) {
  const runs: Array<{ start: string; end: string }> = [];
  let runStart: number | null = null;
  const firstHour = Math.floor(now / HOUR_MS) * HOUR_MS;
  for (let hour = firstHour; hour <= firstHour + 24 * HOUR_MS && runs.length < limit; hour += HOUR_MS) {
    const green = hour < firstHour + 24 * HOUR_MS && isEcoFriendlyHour(hour);
    if (green && runStart === null) runStart = hour;
    if (!green && runStart !== null) {
      runs.push({ start: new Date(runStart).toISOString(), end: new Date(hour).toISOString() });
      runStart = null;
    }
  }
  return runs;
}

const RENEWABLE_SOURCES = ['Hydro', 'Geothermal', 'Wind'] as const satisfies readonly GenerationSource[];

/** The renewable share of the grid at an instant, in percent with one decimal. */
export function renewablePercentage(now: number): number {
  const { shares } = gridAt(now);
  return Math.round(RENEWABLE_SOURCES.reduce((sum, source) => sum + shares[source], 0) * 10) / 10;
}

/** The last day of a month ('YYYY-MM' → 'YYYY-MM-DD'). */
export function lastDayOfMonth(month: string): string {
  return endOfMonth(`${month}-01`);
}
