import { wobble, demoDaily, demoHourly } from '../src/test/demo-usage.js';
import type { EnergyAmount, Granularity, UsagePoint } from '../src/model/usage.js';

/** The point counts the benchmark draws: a month of days, a month of hours, a year of hours. */
export const sizes = [31, 744, 8760] as const;
export type Size = (typeof sizes)[number];

export interface Dataset {
  granularity: Granularity;
  points: UsagePoint[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function scaled(amount: EnergyAmount | undefined, factor: number): EnergyAmount | undefined {
  if (!amount) return undefined;
  return { ...amount, kWh: round2(amount.kWh * factor), costNZD: round2(amount.costNZD * factor) };
}

/**
 * Hourly demo data has electricity only; the benchmark stacks gas on every size so both libraries stack two series
 * everywhere.
 */
function withGas(points: UsagePoint[]): UsagePoint[] {
  return points.map((point, index) => ({
    ...point,
    naturalGas: point.naturalGas ?? { kWh: round2(0.1 + wobble(index + 5000) * 0.4), costNZD: 0.05, type: 'actual' },
  }));
}

/** The same intervals with other values (every bar and the value axis change): the "new data" of a re-render. */
function varied(points: UsagePoint[], seed: number): UsagePoint[] {
  return points.map((point, index) => {
    const factor = 0.6 + wobble(index * 7 + seed) * 0.8;
    const electricity = scaled(point.electricity, factor);
    const naturalGas = scaled(point.naturalGas, factor * 1.1);
    return { ...point, ...(electricity ? { electricity } : {}), ...(naturalGas ? { naturalGas } : {}) };
  });
}

function base(size: Size): Dataset {
  switch (size) {
    case 31:
      return { granularity: 'DAILY', points: demoDaily({ from: '2026-05-01', days: 31, gas: true, estimatedLast: 3 }) };
    case 744:
      // July has no daylight-saving change: 31 × 24 hours.
      return { granularity: 'HOURLY', points: withGas(demoHourly('2026-07-01', 31)) };
    case 8760:
      // July to June holds one 23-hour and one 25-hour day: 365 × 24 hours.
      return { granularity: 'HOURLY', points: withGas(demoHourly('2025-07-01', 365)) };
  }
}

/** Variant 0 is the first render's data, variant 1 the re-render's. */
export function dataset(size: Size, variant: 0 | 1): Dataset {
  const { granularity, points } = base(size);
  if (points.length !== size) throw new Error(`Expected ${size} points, made ${points.length}`);
  return { granularity, points: variant === 0 ? points : varied(points, 17) };
}
