import { addDays, aucklandWallClock, halfHoursOfAucklandDay, parseIsoDate, type IsoDate } from '@harakeke/calendar';
import { unitHash } from './hash.js';
import { dayKindOf, isSchoolHoliday, type DayKind } from './holidays.js';
import type { Household } from './household.js';
import { dayNumber, warmth } from './season.js';
import { weatherOn, type DayWeather } from './weather.js';

/**
 * What a supply point measures of a home: its electricity, or its natural gas (in kWh, as bills show it). Bottled LPG
 * has no meter: its half-hours are kept at 0 kWh, so every supply point's days are there.
 */
export type MeteredFuel = 'electricity' | 'naturalGas' | 'lpg';

/** One Auckland day of a home's use: each half-hour's start (epoch ms) and kWh (46, 48 or 50 of them). */
export interface DayLoad {
  date: IsoDate;
  starts: number[];
  kwh: number[];
}

/** The heating keeps the living areas at about this temperature (°C); below it, a day's mean asks for heat. */
const COMFORT_C = 16.5;
/** Above this day mean (°C), a home with a heat pump that cools runs it in the afternoon. */
const COOLING_FROM_C = 20.5;
/** kWh of heat a day per m² per degree below comfort, for a home with no insulation. */
const HEAT_PER_M2_DEGREE = 0.035;
/** A heat pump's heat out per kWh of electricity in; gas heaters and water heaters' efficiency. */
const HEAT_PUMP_COP = 3.2;
const GAS_EFFICIENCY = 0.85;
/** Hot water a person uses a day, as kWh of heat, in summer (a cold inlet in winter takes a fifth more). */
const HOT_WATER_PER_PERSON = 2.1;
const EV_KWH_PER_KM = 0.17;

/** Sunrise and sunset on the wall clock (hours), about right for the North Island with daylight saving. */
function daylight(date: IsoDate): { rise: number; set: number } {
  const summer = warmth(date, 30); // the solstice leads the warmest day by about a month
  return { rise: 6.6 - 0.9 * summer, set: 19.2 + 1.4 * summer };
}

/** Whether the home is occupied and awake at a wall-clock time (hours) of a day. */
function isHomeAwake(home: Household, kind: DayKind, schoolHoliday: boolean, hour: number): boolean {
  if (kind === 'homeDay') return hour >= 7.5 && hour < 23;
  const homeByDay = home.homeByDay || (schoolHoliday && home.children > 0);
  if (homeByDay) return hour >= 6.5 && hour < 22.5;
  return (hour >= 6.5 && hour < 8.5) || (hour >= 17 && hour < 22.5);
}

/** The part of a day's heating in the half-hour starting at `hour`: mornings and evenings most, a little overnight. */
function heatingWeight(home: Household, kind: DayKind, schoolHoliday: boolean, hour: number): number {
  if (!isHomeAwake(home, kind, schoolHoliday, hour)) return home.heating === 'heatPump' && hour < 6.5 ? 0.15 : 0;
  if (hour < 9) return 1.4;
  if (hour >= 17) return 1.6;
  return 0.7;
}

/** Spreads `total` over the half-hours by weight; none when no weight. */
function spread(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((weight) => (sum > 0 ? (total * weight) / sum : 0));
}

/** The kWh of heat the home needs on a day to stay at comfort. */
function heatNeeded(home: Household, weather: DayWeather): number {
  const degrees = Math.max(0, COMFORT_C - weather.meanC);
  return degrees * home.floorAreaM2 * HEAT_PER_M2_DEGREE * (1.3 - home.insulation);
}

/** How far the car went on a day (km): a workday's commute, half on a day at home, nothing some days. */
function evKm(home: Household, siteKey: string, date: IsoDate): number {
  if (!home.ev) return 0;
  const kind = dayKindOf(home.region, date);
  const trip = unitHash(`${siteKey}:drive:${date}`);
  if (trip < 0.1) return 0;
  return home.ev.kmPerWorkday * (kind === 'workday' ? 1 : 0.5) * (0.7 + 0.6 * trip);
}

/**
 * The car charges from 22:00 at its charger's power until the day's driving is back in, spilling past midnight: the
 * kWh it draws in each half-hour from `from` (hours since the evening's midnight, 24 the next midnight) of the night
 * after `date`.
 */
function evCharging(home: Household, siteKey: string, date: IsoDate, hourSinceMidnight: number): number {
  if (!home.ev || hourSinceMidnight < 22) return 0;
  const need = evKm(home, siteKey, date) * EV_KWH_PER_KM;
  const perHalfHour = home.ev.chargerKw / 2;
  const delivered = Math.max(0, hourSinceMidnight - 22) * 2 * perHalfHour;
  return Math.max(0, Math.min(perHalfHour, need - delivered));
}

/** Whether the home is empty after Christmas (from 27 December for its number of days). */
function isAway(home: Household, date: IsoDate): boolean {
  if (!home.awayAfterChristmas) return false;
  const { year, month } = parseIsoDate(date);
  const christmasYear = month === 12 ? year : year - 1;
  const offset = dayNumber(date) - dayNumber(`${christmasYear}-12-27`);
  return offset >= 0 && offset < home.awayAfterChristmas;
}

/**
 * One day of a home's electricity or natural gas, half-hour by half-hour on the Auckland wall clock: 48 half-hours, 46
 * on the day the clocks go forward and 50 on the day they go back (the repeated hour is used twice). Deterministic:
 * the same home, fuel and day give the same kWh, to the Wh, whenever they are worked out, so bills, usage, forecasts
 * and exports all add up. `siteKey` names the home in its chances (a skipped drive, a noisy half-hour).
 */
export function dayLoad(home: Household, fuel: MeteredFuel, siteKey: string, date: IsoDate): DayLoad {
  const starts = halfHoursOfAucklandDay(date);
  const hours = starts.map((start) => {
    const clock = aucklandWallClock(start);
    return clock.hour + clock.minute / 60;
  });
  const weather = weatherOn(home.region, date);
  const kind = dayKindOf(home.region, date);
  const schoolHoliday = isSchoolHoliday(date);
  const away = isAway(home, date);
  const people = home.adults + home.children;
  // How busy the day is at home (guests, a big wash, a film night): the discretionary use of one day is not the next's.
  const busy = 0.7 + 0.6 * unitHash(`${siteKey}:busy:${date}`);
  // Chores that come some days and not others: a load of washing (dried inside when it is dull), the oven.
  const washing = kind === 'homeDay' || unitHash(`${siteKey}:washing:${date}`) < 0.25 * people;
  const baking = unitHash(`${siteKey}:oven:${date}`) < 0.35;
  const coldInlet = 1.1 - 0.1 * warmth(date);
  const hotWater = away ? 0.3 * HOT_WATER_PER_PERSON : HOT_WATER_PER_PERSON * people * coldInlet;
  const heat = away ? 0 : heatNeeded(home, weather);
  const awake = hours.map((hour) => !away && isHomeAwake(home, kind, schoolHoliday, hour));
  const heatingShape = spread(
    heat,
    hours.map((hour) => (away ? 0 : heatingWeight(home, kind, schoolHoliday, hour))),
  );
  const hotWaterUse = hours.map((hour) => ((hour >= 6 && hour < 8.5) || (hour >= 18 && hour < 22) ? 1 : 0));
  const hotWaterAsUsed = spread(fuel === 'naturalGas' ? hotWater / GAS_EFFICIENCY : hotWater, hotWaterUse);
  const { rise, set } = daylight(date);
  const dinner = (hour: number) => hour >= 17.5 && hour < 18.5;
  const kwh = hours.map((hour, slot) => {
    if (fuel === 'lpg') return 0;
    const noise = 0.85 + 0.3 * unitHash(`${siteKey}:${fuel}:${starts[slot]}`);
    if (fuel === 'naturalGas') {
      let gas = 0;
      if (home.heating === 'gas') gas += heatingShape[slot]! / GAS_EFFICIENCY;
      if (home.hotWater === 'gas') gas += hotWaterAsUsed[slot]!;
      if (home.cooking === 'gas' && awake[slot] && dinner(hour)) gas += 0.35 + 0.05 * people;
      // The pilot and the cylinder's standing loss.
      gas += home.hotWater === 'gas' ? 0.06 : 0.01;
      return gas * noise;
    }
    let use = 0.07 + 0.012 * people; // always on: the fridge, the router, standby
    if (awake[slot]) {
      use += (0.05 + 0.015 * people) * busy; // screens, chargers, the kettle
      if (hour < rise + 0.5 || hour > set - 0.5) use += 0.04 + 0.02 * people; // lights
      if (home.cooking === 'electric' && dinner(hour)) use += (0.45 + 0.08 * people) * busy;
      if (
        home.cooking === 'electric' &&
        hour >= (kind === 'workday' ? 7 : 8.5) &&
        hour < (kind === 'workday' ? 7.5 : 9)
      ) {
        use += 0.15 + 0.03 * people;
      }
      const choresAt = kind === 'homeDay' ? 9.5 : 19;
      if (washing && hour >= choresAt && hour < choresAt + 1) use += 0.3 + 0.04 * people; // the washing machine
      if (washing && weather.sunshine < 0.4 && hour >= choresAt + 1 && hour < choresAt + 2) use += 0.7; // the dryer
      if (baking && home.cooking === 'electric' && hour >= 17 && hour < 18) use += 0.6; // the oven
      if (hour >= 21 && hour < 21.5) use += 0.5; // the dishwasher
    }
    if (home.heating === 'heatPump') use += heatingShape[slot]! / HEAT_PUMP_COP;
    if (home.heating === 'electricHeaters') use += heatingShape[slot]!;
    if (home.cools && awake[slot] && weather.meanC > COOLING_FROM_C && hour >= 13 && hour < 21) {
      use += ((weather.meanC - COOLING_FROM_C) * home.floorAreaM2 * 0.004) / HEAT_PUMP_COP;
    }
    if (home.hotWater === 'electricNight') {
      // Heated on the night ripple only: the controller turns the cylinder on from 23:00 to 07:00.
      if (hour >= 23 || hour < 7) use += hotWater / 16;
    } else if (home.hotWater === 'electric') {
      use += hotWaterAsUsed[slot]!;
    }
    // The car's charge: from 22:00 of this evening, and what last night's charge had left after midnight.
    use += hour < 12 ? evCharging(home, siteKey, addDays(date, -1), hour + 24) : evCharging(home, siteKey, date, hour);
    if (home.poolPump) {
      const { month } = parseIsoDate(date);
      const summer = month >= 11 || month <= 3;
      if (hour >= (summer ? 9 : 11) && hour < (summer ? 17 : 14)) use += 0.375;
    }
    use *= noise;
    if (home.solarKw) {
      // A clear sky's output rises and falls with the sun; clouds take their share.
      const mid = hour + 0.25;
      const sun = mid > rise && mid < set ? Math.sin((Math.PI * (mid - rise)) / (set - rise)) : 0;
      const season = 0.6 + 0.25 * warmth(date);
      use = Math.max(0, use - home.solarKw * 0.5 * sun * season * (0.25 + 0.75 * weather.sunshine));
    }
    return use;
  });
  return { date, starts, kwh: kwh.map((value) => Math.round(value * 1000) / 1000) };
}
