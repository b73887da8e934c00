import type { IsoDate } from '@harakeke/calendar';
import { unitHash } from './hash.js';
import { dayNumber, warmth } from './season.js';

/** The regions the demo homes are in, each with its own climate. */
export type Region = 'auckland' | 'waikato' | 'bayOfPlenty' | 'hawkesBay' | 'manawatu' | 'wellington' | 'canterbury';

/**
 * Each region's daily mean temperature over a year (°C): its annual mean and how far summer and winter are from it.
 * Rounded from NIWA's climate normals for the main town; close enough that a Christchurch winter needs more heating
 * than an Auckland one, which is all the demo asks of them.
 */
const CLIMATES: Record<Region, { meanC: number; swingC: number; sunshine: number }> = {
  auckland: { meanC: 15.4, swingC: 4.4, sunshine: 0.55 },
  waikato: { meanC: 14.0, swingC: 5.0, sunshine: 0.55 },
  bayOfPlenty: { meanC: 14.8, swingC: 4.6, sunshine: 0.6 },
  hawkesBay: { meanC: 14.6, swingC: 5.2, sunshine: 0.62 },
  manawatu: { meanC: 13.4, swingC: 4.8, sunshine: 0.5 },
  wellington: { meanC: 12.9, swingC: 4.0, sunshine: 0.52 },
  canterbury: { meanC: 12.2, swingC: 5.4, sunshine: 0.55 },
};

/** A day's weather where a home is. */
export interface DayWeather {
  /** The day's mean temperature, °C. */
  meanC: number;
  /** How much of a clear sky's sunshine the day had: 0 (overcast) to 1 (cloudless). */
  sunshine: number;
}

/** Weather systems pass about every four days: the fronts' temperatures are drawn at these knots and blended between. */
const FRONT_DAYS = 4;
const FRONT_SPREAD_C = 3.2;
const DAY_SPREAD_C = 1.1;
/** A front's departure from the season's temperature at knot `knot`: −1 to 1, the same for every home in the region. */
const frontAt = (region: Region, knot: number) => unitHash(`${region}:front:${knot}`) * 2 - 1;

/**
 * The weather of a day in a region: the season's temperature, the fronts passing (smooth over days, so a cold snap
 * lasts a few days) and a day's own wobble; cloud comes with the cold fronts. Deterministic: a day's weather is the
 * same whenever it is asked for.
 */
export function weatherOn(region: Region, date: IsoDate): DayWeather {
  const climate = CLIMATES[region];
  const season = warmth(date);
  const days = dayNumber(date);
  const knot = Math.floor(days / FRONT_DAYS);
  const along = (days - knot * FRONT_DAYS) / FRONT_DAYS;
  // Cosine blending between the two knots either side: no corner where a front arrives.
  const blend = (1 - Math.cos(Math.PI * along)) / 2;
  const front = frontAt(region, knot) * (1 - blend) + frontAt(region, knot + 1) * blend;
  const wobble = unitHash(`${region}:day:${date}`) * 2 - 1;
  const meanC = climate.meanC + climate.swingC * season + FRONT_SPREAD_C * front + DAY_SPREAD_C * wobble;
  const cloud = unitHash(`${region}:cloud:${date}`);
  const sunshine = Math.min(1, Math.max(0.05, climate.sunshine + 0.35 * front + 0.4 * (cloud - 0.5)));
  return { meanC: Math.round(meanC * 10) / 10, sunshine: Math.round(sunshine * 100) / 100 };
}
