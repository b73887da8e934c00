import type { PeriodData } from '@harakeke/contract';
import { centsOf, nzdOf, round2 } from '../amounts.js';

/** What a period's read days add up to, and their number: kWh as read, money in whole cents. */
export interface ReadDaysTotal {
  days: number;
  kwh: number;
  cents: number;
}

/** The days of a period that have readings (an empty day is after the last complete day, or not read). */
export function readDaysTotal(period: PeriodData): ReadDaysTotal {
  const read = period.dailyUsage.usage.filter((day) => day.type !== 'empty');
  return {
    days: read.length,
    kwh: read.reduce((sum, day) => sum + day.kw, 0),
    cents: read.reduce((sum, day) => sum + centsOf(day.costNZD), 0),
  };
}

/** The daily average of a total over its read days (none read: nothing a day). */
export function dailyAverageOf(total: ReadDaysTotal): { kwh: number; cents: number } {
  return total.days ? { kwh: total.kwh / total.days, cents: total.cents / total.days } : { kwh: 0, cents: 0 };
}

/** An amount as the answers carry it: kWh to 2 decimals, dollars from cents. */
export const energyAndCost = (kwh: number, cents: number) => ({ kwh: round2(kwh), costNZD: nzdOf(cents) });
