import { addDays, hoursOfAucklandDay, weekdayOf, type IsoDate } from '@harakeke/design-system';
import type { EnergyAmount, ReadingType, UsagePoint } from '../model/usage.js';

/** A repeatable wobble in [0, 1): the same data on every run, so screenshots compare. */
export function wobble(n: number): number {
  const x = Math.sin(n * 12.9898 + 78.233) * 43758.5453;
  return x - Math.floor(x);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function amount(kWh: number, rate: number, type: ReadingType): EnergyAmount {
  if (type === 'empty') return { kWh: 0, costNZD: 0, type };
  return { kWh: round2(kWh), costNZD: round2(kWh * rate), type };
}

export interface DemoDailyOptions {
  from: IsoDate;
  days: number;
  gas?: boolean;
  /** Days (from the end) that are estimated. */
  estimatedLast?: number;
  /** Every day estimated. */
  allEstimated?: boolean;
  /** Indices without data. */
  emptyAt?: readonly number[];
  /** Indices with a PowerShout credit. */
  creditsAt?: readonly number[];
  /** Indices whose electricity was first estimated and has since been read. */
  revisedAt?: readonly number[];
}

/** Daily electricity (and gas) use shaped like a NZ home: more on weekends, a little noise. */
export function demoDaily({
  from,
  days,
  gas = false,
  estimatedLast = 0,
  allEstimated = false,
  emptyAt = [],
  creditsAt = [],
  revisedAt = [],
}: DemoDailyOptions): UsagePoint[] {
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(from, index);
    const weekend = [0, 6].includes(weekdayOf(date));
    const type: ReadingType = emptyAt.includes(index)
      ? 'empty'
      : allEstimated || index >= days - estimatedLast
        ? 'estimated'
        : 'actual';
    return {
      start: date,
      electricity: {
        ...amount(14 + wobble(index) * 9 + (weekend ? 5 : 0), 0.31, type),
        ...(revisedAt.includes(index) ? { revised: true } : {}),
      },
      ...(gas ? { naturalGas: amount(4 + wobble(index + 100) * 6, 0.12, type) } : {}),
      ...(creditsAt.includes(index) ? { creditApplied: true } : {}),
    };
  });
}

/** Hourly electricity use for consecutive Auckland days: a morning and an evening peak. */
export function demoHourly(from: IsoDate, days: number): UsagePoint[] {
  const points: UsagePoint[] = [];
  for (let day = 0; day < days; day += 1) {
    hoursOfAucklandDay(addDays(from, day)).forEach((instant, hour) => {
      const peak = hour >= 7 && hour <= 9 ? 1.2 : hour >= 17 && hour <= 21 ? 1.8 : 0.3;
      points.push({
        start: new Date(instant).toISOString(),
        electricity: amount(peak + wobble(points.length) * 0.6, 0.31, 'actual'),
      });
    });
  }
  return points;
}

/** Monthly use, more in winter. */
export function demoMonthly(fromMonth: string, months: number, gas = false): UsagePoint[] {
  const [year = 2024, month = 1] = fromMonth.split('-').map(Number);
  return Array.from({ length: months }, (_, index) => {
    const m = ((month - 1 + index) % 12) + 1;
    const y = year + Math.floor((month - 1 + index) / 12);
    const winter = [6, 7, 8].includes(m) ? 180 : [5, 9].includes(m) ? 90 : 0;
    return {
      start: `${y}-${String(m).padStart(2, '0')}-01`,
      electricity: amount(480 + winter + wobble(index) * 80, 0.31, 'actual'),
      ...(gas ? { naturalGas: amount(120 + winter * 0.8 + wobble(index + 7) * 40, 0.12, 'actual') } : {}),
    };
  });
}
