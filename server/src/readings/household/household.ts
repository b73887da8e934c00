import { unitHash } from './hash.js';
import type { Region } from './weather.js';

/**
 * A demo home: who lives there and what in it uses energy. The half-hourly readings of its supply points are worked
 * out from it, the day's weather and the calendar (day-load.ts), so every home's days, weeks and seasons differ as a
 * real one's do.
 */
export interface Household {
  region: Region;
  adults: number;
  children: number;
  /** Someone is home on weekdays (working from home, retired, a baby), so the day's use does not stop at 8:30. */
  homeByDay: boolean;
  /** Floor area, m²: what the heating has to warm. */
  floorAreaM2: number;
  /** How well the home keeps its heat: 0 (none) to 1 (excellent); the heating works the less, the better. */
  insulation: number;
  /** What heats the living areas. */
  heating: 'heatPump' | 'electricHeaters' | 'gas' | 'woodBurner';
  /** The heat pump cools on hot afternoons too. */
  cools: boolean;
  /** Hot water: an electric cylinder on the night ripple (heated 23:00–07:00), one heated as it is used, or gas. */
  hotWater: 'electricNight' | 'electric' | 'gas';
  cooking: 'electric' | 'gas';
  /** An electric car charged at home overnight, with how far it goes on a workday. */
  ev?: { kmPerWorkday: number; chargerKw: number };
  /** A pool pump: hours a day in summer. */
  poolPump?: boolean;
  /** Rooftop solar, kW peak: its output is used first; what the home does not use is exported, not counted here. */
  solarKw?: number;
  /** Away over summer: the days after Christmas the home is empty (a holiday at the bach). */
  awayAfterChristmas?: number;
}

/** The region of an address, from its town: the demo addresses' towns, and Auckland for any other. */
export function regionOfAddress(address: string): Region {
  const towns: Array<[RegExp, Region]> = [
    [/Wellington|Tawa|Lower Hutt|Porirua/i, 'wellington'],
    [/Christchurch|Rolleston|Timaru/i, 'canterbury'],
    [/Hamilton|Raglan|Cambridge/i, 'waikato'],
    [/Mount Maunganui|Tauranga|Rotorua/i, 'bayOfPlenty'],
    [/Napier|Hastings/i, 'hawkesBay'],
    [/Whanganui|Palmerston North|Feilding/i, 'manawatu'],
  ];
  return towns.find(([town]) => town.test(address))?.[1] ?? 'auckland';
}

/**
 * A household for a site the demo does not describe (a site added later, a move): drawn from its id, so it is the
 * same every time, and from its address for the climate.
 */
export function householdFromSite(siteId: string, address: string): Household {
  const draw = (what: string) => unitHash(`${siteId}:${what}`);
  const adults = 1 + Math.floor(draw('adults') * 2.5);
  return {
    region: regionOfAddress(address),
    adults,
    children: draw('children') < 0.45 ? 1 + Math.floor(draw('children count') * 3) : 0,
    homeByDay: draw('home by day') < 0.3,
    floorAreaM2: 80 + Math.round(draw('floor area') * 140),
    insulation: Math.round((0.3 + draw('insulation') * 0.6) * 10) / 10,
    heating: draw('heating') < 0.6 ? 'heatPump' : draw('heating kind') < 0.5 ? 'electricHeaters' : 'woodBurner',
    cools: draw('cools') < 0.4,
    hotWater: draw('hot water') < 0.65 ? 'electricNight' : 'electric',
    cooking: 'electric',
    ...(draw('ev') < 0.2 ? { ev: { kmPerWorkday: 20 + Math.round(draw('km') * 40), chargerKw: 7.4 } } : {}),
    ...(draw('pool') < 0.12 ? { poolPump: true } : {}),
    ...(draw('solar') < 0.2 ? { solarKw: 3 + Math.round(draw('solar size') * 4) } : {}),
  };
}
