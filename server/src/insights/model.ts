import type { HomeProfileAnswers, InsightReading, ProfileRange, UsageCategory } from '@harakeke/contract';
import { nzdOf } from '../amounts.js';
import type { DailyReadings } from '../readings/queries.js';
import { dayCost, tariffs } from '../tariffs/tariffs.js';

/**
 * The insights model: how a home's metered use splits into categories, and how much a home like it uses (average)
 * and an efficient one. Deterministic: the same readings and profile always give the same figures. The split of each
 * day follows its season (heating in winter, cooling in summer), so a month or a year adds its days' splits.
 */

type Season = 'winter' | 'shoulder' | 'summer';
type Shares = Partial<Record<UsageCategory, number>>;

/** The Auckland month of a 'YYYY-MM-DD' date, as its season (southern hemisphere). */
function seasonOf(date: string): Season {
  const month = Number(date.slice(5, 7));
  if (month >= 6 && month <= 8) return 'winter';
  if (month === 12 || month <= 2) return 'summer';
  return 'shoulder';
}

const heatingBySeason: Record<Season, number> = { winter: 1.6, shoulder: 0.9, summer: 0.15 };
const coolingBySeason: Record<Season, number> = { winter: 0.2, shoulder: 0.7, summer: 1.8 };
const insulationFactor = { None: 1.3, Minimal: 1.15, Moderate: 1, Well: 0.85, Excellent: 0.7 } as const;

/** What the model reads from a profile; a lite model (no profile) assumes a typical home. */
export interface HomeModelInput {
  adults: number;
  children: number;
  floorAreaM2: number;
  electricHeating: boolean;
  gasHeating: boolean;
  electricHotWater: boolean;
  gasHotWater: boolean;
  pool: boolean;
  spa: boolean;
  airConditioning: boolean;
  ventilation: boolean;
  solarWaterHeating: boolean;
  thermalCurtains: boolean;
  insulation: keyof typeof insulationFactor;
}

/** A typical New Zealand home, for a customer without a home profile. */
export const TYPICAL_HOME: HomeModelInput = {
  adults: 2,
  children: 1,
  floorAreaM2: 150,
  electricHeating: true,
  gasHeating: false,
  electricHotWater: true,
  gasHotWater: false,
  pool: false,
  spa: false,
  airConditioning: false,
  ventilation: false,
  solarWaterHeating: false,
  thermalCurtains: false,
  insulation: 'Moderate',
};

/** The middle of a floor area range; an open-ended or unknown one counts as a typical home's. */
function floorAreaOf(range: ProfileRange | null): number {
  if (!range || range.Min < 0) return TYPICAL_HOME.floorAreaM2;
  if (range.Max === null) return range.Min + 50;
  return (range.Min + range.Max + 1) / 2;
}

/** The model's reading of a home profile; unanswered optional questions take the typical home's values. */
export function homeModelInput(profile: HomeProfileAnswers): HomeModelInput {
  const impact = new Set(profile.OtherEnergyUsageImpact ?? []);
  const heating = new Set(profile.HeatingFuels ?? []);
  return {
    adults: profile.NumberOfAdultOccupants ?? TYPICAL_HOME.adults,
    children: profile.NumberOfChildOccupants ?? TYPICAL_HOME.children,
    floorAreaM2: floorAreaOf(profile.FloorArea),
    electricHeating: heating.has('Electricity'),
    gasHeating: heating.has('Gas'),
    electricHotWater: profile.WaterHeating === 'Electricity',
    gasHotWater: profile.WaterHeating === 'Gas',
    pool: impact.has('Pool'),
    spa: impact.has('SpaOrSauna'),
    airConditioning: (profile.AirConditioning ?? []).some((choice) => choice !== 'None'),
    ventilation: impact.has('VentilationSystem'),
    solarWaterHeating: impact.has('SolarWaterHeating'),
    thermalCurtains: impact.has('ThermalCurtains'),
    insulation: profile.Insulation ?? 'Moderate',
  };
}

export const ELECTRICITY_CATEGORIES = [
  'Always On',
  'Lights & Appliances',
  'Hot Water',
  'Pool Pump',
  'Air Conditioning',
  'Electric Heating',
] as const satisfies readonly UsageCategory[];

/** How a day's electricity splits; Lights & Appliances take the rest, never under 15%. */
function electricityShares(home: HomeModelInput, season: Season, isLite: boolean): Shares {
  const occupants = home.adults + home.children;
  const fixed: Shares = isLite
    ? {
        'Always On': 0.13,
        'Hot Water': 0.22,
        'Pool Pump': 0,
        'Air Conditioning': 0.03 * coolingBySeason[season],
        'Electric Heating': 0.17 * heatingBySeason[season],
      }
    : {
        'Always On': 0.11 + (home.ventilation ? 0.04 : 0),
        'Hot Water': home.electricHotWater
          ? Math.min(0.34, Math.max(0.12, 0.2 + 0.02 * occupants)) * (home.solarWaterHeating ? 0.5 : 1)
          : 0,
        'Pool Pump': (home.pool ? 0.09 : 0) + (home.spa ? 0.04 : 0),
        'Air Conditioning': home.airConditioning ? 0.05 * coolingBySeason[season] : 0,
        'Electric Heating': home.electricHeating
          ? 0.2 * heatingBySeason[season] * insulationFactor[home.insulation] * (home.thermalCurtains ? 0.9 : 1)
          : 0,
      };
  const fixedSum = Object.values(fixed).reduce((sum, share) => sum + share, 0);
  const scale = fixedSum > 0.85 ? 0.85 / fixedSum : 1;
  const shares: Shares = {};
  for (const [category, share] of Object.entries(fixed)) shares[category as UsageCategory] = share * scale;
  shares['Lights & Appliances'] = 1 - fixedSum * scale;
  return shares;
}

/** How a day's gas splits: heating by season when gas heats the home, the rest (hot water, cooking) is other. */
function gasShares(home: HomeModelInput, season: Season, isLite: boolean): Shares {
  if (isLite) return { Gas: 1 };
  const heating = home.gasHeating ? { winter: 0.72, shoulder: 0.55, summer: 0.2 }[season] : 0;
  return { 'Gas Heating': heating, 'Gas Other': 1 - heating };
}

/** A home's modelled electricity kWh on a day: people, floor area, heating, hot water and extras. */
function averageElectricityKwh(home: HomeModelInput, season: Season): number {
  const occupants = home.adults + home.children;
  return (
    5 +
    2.6 * home.adults +
    1.6 * home.children +
    home.floorAreaM2 / 40 +
    (home.electricHeating ? 7 * heatingBySeason[season] * (home.floorAreaM2 / 150) : 0) +
    (home.electricHotWater ? 2.5 + 1.5 * occupants : 0) +
    (home.pool ? 3.5 : 0) +
    (home.spa ? 1.5 : 0) +
    (home.airConditioning ? 1.2 * coolingBySeason[season] : 0)
  );
}

/** A home's modelled gas kWh on a day. */
function averageGasKwh(home: HomeModelInput, season: Season): number {
  const occupants = home.adults + home.children;
  return (
    3 +
    (home.gasHeating ? 14 * heatingBySeason[season] * (home.floorAreaM2 / 150) : 0) +
    (home.gasHotWater ? 3 + 2 * occupants : 0)
  );
}

/** An efficient home like it uses this much of the average (better insulation, heat pumps, habits). */
const EFFICIENT_FACTOR = { electricity: 0.72, naturalGas: 0.7 } as const;

/** Sums, per category, of kWh and cents (unrounded). */
class CategoryTotals {
  readonly kwh = new Map<UsageCategory, number>();
  readonly cents = new Map<UsageCategory, number>();

  add(shares: Shares, kwh: number, cents: number) {
    for (const [category, share] of Object.entries(shares) as Array<[UsageCategory, number]>) {
      this.kwh.set(category, (this.kwh.get(category) ?? 0) + kwh * share);
      this.cents.set(category, (this.cents.get(category) ?? 0) + cents * share);
    }
  }
}

/** Rounds parts so they add up to their rounded total (largest remainder), keeping categories and totals agreeing. */
function roundToTotal(parts: number[]): number[] {
  const total = Math.round(parts.reduce((sum, part) => sum + part, 0));
  const floors = parts.map(Math.floor);
  let left = total - floors.reduce((sum, part) => sum + part, 0);
  const order = parts.map((part, index) => ({ index, remainder: part - Math.floor(part) }));
  order.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

function readingsOf(totals: CategoryTotals, categories: readonly UsageCategory[]): InsightReading[] {
  const kwh = roundToTotal(categories.map((category) => totals.kwh.get(category) ?? 0));
  const cents = roundToTotal(categories.map((category) => totals.cents.get(category) ?? 0));
  return categories.map((Use, index) => ({
    Use,
    EnergyInKWh: kwh[index] ?? 0,
    EnergyInDollars: nzdOf(cents[index] ?? 0),
  }));
}

/** One fuel's figures over a period: the home's, an average home's and an efficient home's. */
export interface FuelInsights {
  actual: { kwh: number; cents: number };
  average: { kwh: number; cents: number };
  efficient: { kwh: number; cents: number };
  readings: InsightReading[];
  averageReadings: InsightReading[];
  efficientReadings: InsightReading[];
}

const dayKwh = (day: DailyReadings) => day.peakKwh + day.offPeakKwh;

/**
 * One fuel's insights over the days that have readings. A modelled home's day is costed like a metered one, with
 * the home's own peak share of the period.
 */
export function fuelInsights(
  fuel: 'electricity' | 'naturalGas',
  days: readonly DailyReadings[],
  home: HomeModelInput,
  isLite: boolean,
): FuelInsights {
  const tariff = tariffs[fuel];
  const read = days.filter((day) => day.halfHours > 0);
  const totalKwh = read.reduce((sum, day) => sum + dayKwh(day), 0);
  const peakShare = totalKwh > 0 ? read.reduce((sum, day) => sum + day.peakKwh, 0) / totalKwh : 0.45;
  const actual = new CategoryTotals();
  const average = new CategoryTotals();
  const efficient = new CategoryTotals();
  const sums = { actual: { kwh: 0, cents: 0 }, average: { kwh: 0, cents: 0 }, efficient: { kwh: 0, cents: 0 } };
  for (const day of read) {
    const season = seasonOf(day.date);
    const shares = fuel === 'electricity' ? electricityShares(home, season, isLite) : gasShares(home, season, isLite);
    const actualCents = dayCost(tariff, day.peakKwh, day.offPeakKwh).totalCents;
    actual.add(shares, dayKwh(day), actualCents);
    sums.actual.kwh += dayKwh(day);
    sums.actual.cents += actualCents;
    const averageKwh = fuel === 'electricity' ? averageElectricityKwh(home, season) : averageGasKwh(home, season);
    for (const [kind, totals, kwh] of [
      ['average', average, averageKwh],
      ['efficient', efficient, averageKwh * EFFICIENT_FACTOR[fuel]],
    ] as const) {
      const cents = dayCost(tariff, kwh * peakShare, kwh * (1 - peakShare)).totalCents;
      totals.add(shares, kwh, cents);
      sums[kind].kwh += kwh;
      sums[kind].cents += cents;
    }
  }
  const categories = Object.keys(
    fuel === 'electricity' ? electricityShares(home, 'winter', isLite) : gasShares(home, 'winter', isLite),
  ) as UsageCategory[];
  const ordered = [...ELECTRICITY_CATEGORIES, 'Gas Heating', 'Gas Other', 'Gas'].filter((category) =>
    categories.includes(category as UsageCategory),
  ) as UsageCategory[];
  return {
    actual: sums.actual,
    average: sums.average,
    efficient: sums.efficient,
    readings: readingsOf(actual, ordered),
    averageReadings: readingsOf(average, ordered),
    efficientReadings: readingsOf(efficient, ordered),
  };
}
