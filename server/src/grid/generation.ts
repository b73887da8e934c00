import { createHash } from 'node:crypto';
import { aucklandWallClock } from '@harakeke/calendar';
import { LRUCache } from 'lru-cache';

/**
 * The demo grid: New Zealand's generation mix for any 30-minute period, made up but shaped like the real one
 * (mostly hydro and geothermal; gas and coal at winter peaks; wind that comes and goes). It is a function of the
 * period alone, so every instance and every run agrees without storing it.
 */

const HALF_HOUR_MS = 1_800_000;

/** A repeatable number in [0, 1) for a seed. */
function unit(seed: string): number {
  return createHash('md5').update(seed).digest().readUInt32BE(0) / 2 ** 32;
}

function wallClock(instant: number): { hour: number; month: number } {
  const { hour, month } = aucklandWallClock(instant);
  return { hour, month };
}

/** Grams of CO₂-equivalent per kWh from each source (typical New Zealand figures, rounded). */
const emissionFactor = { Hydro: 0, Geothermal: 90, Gas: 420, Coal: 900, CoGen: 350, Wind: 0, Others: 150 } as const;

export type GenerationSource = keyof typeof emissionFactor;

export interface GridPeriod {
  /** The period's start (epoch ms), on a half-hour. */
  start: number;
  /** Percentages by source, one decimal, adding to 100. */
  shares: Record<GenerationSource, number>;
  demandMw: number;
  gramsPerKwh: number;
  /** spec 2 §3: 1 very low … 5 very high. */
  carbonLevel: 1 | 2 | 3 | 4 | 5;
}

/** spec 2 §3 carbon scale from grams per kWh. */
export function carbonLevelOf(gramsPerKwh: number): 1 | 2 | 3 | 4 | 5 {
  if (gramsPerKwh < 70) return 1;
  if (gramsPerKwh < 95) return 2;
  if (gramsPerKwh < 120) return 3;
  if (gramsPerKwh < 150) return 4;
  return 5;
}

/**
 * The periods worked out lately, by start. A period costs four md5 hashes and an Auckland wall-clock lookup, and a
 * carbon summary or an EV plan asks for thousands of them (the same ones, for every customer): kept, a call's work
 * is a lookup. At most a year of periods (a few MB); past that, the one not asked for longest goes first.
 */
const periodsKept = new LRUCache<number, GridPeriod>({ max: 366 * 48 });

/** The grid in the 30-minute period containing an instant. */
export function gridAt(instant: number): GridPeriod {
  const start = Math.floor(instant / HALF_HOUR_MS) * HALF_HOUR_MS;
  let period = periodsKept.get(start);
  if (!period) {
    period = periodAt(start);
    periodsKept.set(start, period);
  }
  return period;
}

function periodAt(start: number): GridPeriod {
  const { hour, month } = wallClock(start);
  const winter = [6, 7, 8].includes(month) ? 1 : [5, 9].includes(month) ? 0.5 : 0;
  const peak = (hour >= 7 && hour <= 9) || (hour >= 17 && hour <= 20) ? 1 : 0;
  // Wind changes over hours, not half-hours: its noise is seeded by the 3-hour block.
  const windy = unit(`wind-${Math.floor(start / (6 * HALF_HOUR_MS))}`);
  const raw = {
    Hydro: 52 - winter * 8 + unit(`hydro-${start}`) * 6,
    Geothermal: 18,
    Wind: 3 + windy * 12,
    Gas: 4 + peak * 6 + winter * 5 + unit(`gas-${start}`) * 3,
    Coal: peak * winter * 7 + winter * 1.5 + unit(`coal-${start}`) * 1.5,
    CoGen: 2,
    Others: 1,
  } satisfies Record<GenerationSource, number>;
  const total = Object.values(raw).reduce((sum, value) => sum + value, 0);
  const shares = Object.fromEntries(
    Object.entries(raw).map(([source, value]) => [source, Math.round((value / total) * 1000) / 10]),
  ) as Record<GenerationSource, number>;
  const gramsPerKwh =
    Object.entries(raw).reduce((sum, [source, value]) => sum + value * emissionFactor[source as GenerationSource], 0) /
    total;
  // Frozen: the same period is handed to every caller that asks for it.
  return Object.freeze({
    start,
    shares: Object.freeze(shares),
    demandMw: Math.round(3600 + peak * 1400 + winter * 700 + unit(`demand-${start}`) * 300),
    gramsPerKwh: Math.round(gramsPerKwh),
    carbonLevel: carbonLevelOf(gramsPerKwh),
  });
}

/** The fictional generating companies and their usual share of generation. */
export const generationProviders = [
  { name: 'Waitaki Hydro', share: 0.34 },
  { name: 'Kaimai Power', share: 0.26 },
  { name: 'Rangi Renewables', share: 0.22 },
  { name: 'Tasman Thermal', share: 0.12 },
  { name: 'Others', share: 0.06 },
] as const;
