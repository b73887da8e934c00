import type { EcoForecastDay, HourlyBreakdown } from '../EcoTracker/EcoForecastChart/layout.js';
import type { GenerationSourceInput } from '../EcoTracker/GenerationMixChart/layout.js';
import type { UsageImpactPoint } from '../EcoTracker/UsageImpactChart/layout.js';
import {
  addDays,
  aucklandWallClock,
  datesBetween,
  endOfMonth,
  hoursOfAucklandDay,
  weekdayOf,
  type IsoDate,
} from '@harakeke/design-system';
import { wobble } from './demo-usage.js';

/** A winter afternoon's mix as the realtime call gives it: mostly hydro, percentages to one decimal adding to 100. */
export function demoGenerationMix(): GenerationSourceInput[] {
  return [
    { name: 'Hydro', percentage: 57.4 },
    { name: 'Geothermal', percentage: 18.2 },
    { name: 'Gas', percentage: 7.9 },
    { name: 'Coal', percentage: 2.6 },
    { name: 'CoGen', percentage: 1.8 },
    { name: 'Wind', percentage: 11.6 },
    { name: 'Others', percentage: 0.5 },
  ];
}

/** A mix with sources the chart does not know (solar, battery, diesel), which it groups into Others. */
export function demoGenerationMixWithUnknown(): GenerationSourceInput[] {
  return [
    { name: 'Hydro', percentage: 48.25 },
    { name: 'Geothermal', percentage: 19.5 },
    { name: 'Gas', percentage: 9.1 },
    { name: 'Coal', percentage: 0.3 },
    { name: 'Co-Gen', percentage: 2.2 },
    { name: 'Wind', percentage: 15.95 },
    { name: 'Solar', percentage: 3.6 },
    { name: 'Battery', percentage: 0.4 },
    { name: 'Diesel', percentage: 0 },
    { name: 'Others', percentage: 0.7 },
  ];
}

/**
 * Whether an hour is forecast eco-friendly: overnight and around midday, when demand is low and hydro and wind carry
 * the load, less often on weekdays' peaks; a wobble makes each day differ.
 */
function ecoFriendlyAt(hour: number, seed: number): boolean {
  const base = hour <= 5 ? 0.85 : hour >= 10 && hour <= 15 ? 0.65 : hour >= 17 && hour <= 20 ? 0.05 : 0.3;
  return wobble(seed) < base;
}

/**
 * Forecast days as the nextSevenDay call would give them: one HourlyBreakdown entry per real hour of each Auckland
 * day, with the clock hour as Hour, so 2 is missing on the day the clocks go forward and listed twice when they go back.
 */
export function demoForecastDays(from: IsoDate, days = 7): EcoForecastDay[] {
  return Array.from({ length: days }, (_, day) => {
    const date = addDays(from, day);
    const HourlyBreakdown: HourlyBreakdown[] = hoursOfAucklandDay(date).map((instant, index) => {
      const { hour } = aucklandWallClock(instant);
      return { Hour: hour, EcoFriendly: ecoFriendlyAt(hour, day * 31 + index) };
    });
    return { date, HourlyBreakdown };
  });
}

function carbonLevelAt(hour: number, seed: number): number {
  // Cleanest overnight, dirtiest at the evening peak, when gas and coal are called on.
  const base = hour <= 5 ? 1 : hour >= 17 && hour <= 20 ? 4 : hour >= 7 && hour <= 9 ? 3 : 2;
  return Math.min(5, Math.max(1, base + (wobble(seed) > 0.75 ? 1 : 0)));
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** One Auckland day's hours of use, each with the grid's carbon level then (the daily usage impact). */
export function demoUsageImpactDay(
  date: IsoDate,
  options: { noLevelAt?: readonly number[]; noReadingFrom?: number } = {},
): UsageImpactPoint[] {
  return hoursOfAucklandDay(date).map((instant, index) => {
    const { hour } = aucklandWallClock(instant);
    const peak = hour >= 7 && hour <= 9 ? 1.3 : hour >= 17 && hour <= 21 ? 1.9 : 0.35;
    return {
      start: new Date(instant).toISOString(),
      kWh:
        options.noReadingFrom !== undefined && index >= options.noReadingFrom
          ? null
          : round2(peak + wobble(index + 40) * 0.6),
      carbonLevel: options.noLevelAt?.includes(index) ? 0 : carbonLevelAt(hour, index + 7),
    };
  });
}

/** A month's days of use, each with that day's carbon level (the monthly usage impact). */
export function demoUsageImpactMonth(month: string): UsageImpactPoint[] {
  const first = `${month}-01`;
  const points: UsageImpactPoint[] = [];
  for (const date of datesBetween(first, endOfMonth(first))) {
    const index = points.length;
    const weekend = [0, 6].includes(weekdayOf(date));
    points.push({
      start: date,
      kWh: round2(16 + wobble(index + 3) * 8 + (weekend ? 5 : 0)),
      // Weather moves in spells: a few clean windy days, then a still, dry stretch when thermal plants run.
      carbonLevel: Math.min(5, Math.max(1, Math.round(3 + 1.6 * Math.sin(index / 3.5) + (wobble(index + 90) - 0.5)))),
    });
  }
  return points;
}
