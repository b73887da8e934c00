import type { UnitMode } from '../model/usage.js';

/** The unit of a value axis: kWh, dollars, or kW for live demand. */
export type AxisUnit = UnitMode | 'kw';

export interface ValueTick {
  value: number;
  label: string;
}

export interface ValueAxis {
  /** The top of the scale: a whole value at or above the data's maximum. */
  max: number;
  ticks: ValueTick[];
}

const STEPS = [1, 2, 2.5, 5];

/**
 * spec 1 §9: value-axis labels only at whole values, the maximum shown as the unit. Steps are 1, 2, 5 (and 25)
 * times a power of ten, never below 1, so every label is a whole number; the top label carries the unit
 * ('12 kWh', '$12') and the others are bare numbers.
 */
export function wholeValueAxis(dataMax: number, unit: AxisUnit, maxTicks = 5): ValueAxis {
  // The step search below only ends when some step fits in maxTicks - 1 intervals: with fewer than 2 ticks, or a
  // maximum that is NaN or infinite, it looped forever and froze the page. Fewer than 2 ticks is a caller's bug;
  // a non-finite maximum (bad data) draws the empty scale rather than hanging.
  if (!(maxTicks >= 2)) throw new RangeError(`A value axis needs at least 2 ticks, not ${maxTicks}`);
  const target = Number.isFinite(dataMax) ? Math.max(dataMax, 0) : 0;
  let step = 1;
  search: for (let power = 1; ; power *= 10) {
    for (const multiple of STEPS) {
      const candidate = multiple * power;
      if (!Number.isInteger(candidate)) continue;
      if (Math.max(1, Math.ceil(target / candidate)) <= maxTicks - 1) {
        step = candidate;
        break search;
      }
    }
  }
  const count = Math.max(1, Math.ceil(target / step));
  const ticks: ValueTick[] = [];
  for (let index = 0; index <= count; index += 1) {
    const value = index * step;
    ticks.push({ value, label: index === count ? withUnit(value, unit) : value.toLocaleString('en-NZ') });
  }
  return { max: count * step, ticks };
}

function withUnit(value: number, unit: AxisUnit): string {
  const number = value.toLocaleString('en-NZ');
  if (unit === 'monetary') return `$${number}`;
  return `${number} ${unit === 'kwh' ? 'kWh' : 'kW'}`;
}
