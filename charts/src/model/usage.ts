import { aucklandWallClock, startOfAucklandDay, type AucklandWallClock } from '@harakeke/design-system';

/** Chart data kinds (spec 2 §4): actual, estimated, empty. */
export type ReadingType = 'actual' | 'estimated' | 'empty';

/** Unit modes (spec 1 §4): kWh, or dollars when cost is included. */
export type UnitMode = 'kwh' | 'monetary';

/** Usage granularities (spec 1 §4). */
export type Granularity = 'HOURLY' | 'DAILY' | 'MONTHLY' | 'BILL_WINDOW';

/** Energy types of the usage filter (spec 1 §4); the default filter shows both. */
export type EnergyType = 'ELECTRICITY' | 'ADVANCED_GAS';

export const defaultEnergyFilter: readonly EnergyType[] = ['ELECTRICITY', 'ADVANCED_GAS'];

/** One fuel's use in one interval. */
export interface EnergyAmount {
  kWh: number;
  costNZD: number;
  type: ReadingType;
  /** Some of its readings were first estimated and have since been read: the figure changed (spec 2 §4, honestly). */
  revised?: boolean;
}

/** One interval of usage: an hour, a day or a month. */
export interface UsagePoint {
  /** When the interval starts: 'YYYY-MM-DD' for a day or a month, an ISO instant (with offset) for an hour. */
  start: string;
  electricity?: EnergyAmount;
  naturalGas?: EnergyAmount;
  /** A PowerShout credit was applied on this day (spec 1 §2). */
  creditApplied?: boolean;
}

export type SeriesKey = 'electricity' | 'naturalGas';

export const seriesOfEnergyType: Record<EnergyType, SeriesKey> = {
  ELECTRICITY: 'electricity',
  ADVANCED_GAS: 'naturalGas',
};

export const seriesLabel: Record<SeriesKey, string> = { electricity: 'Electricity', naturalGas: 'Natural gas' };

/** The value drawn for an amount: kWh or dollars; an empty reading draws nothing. */
export function amountValue(amount: EnergyAmount | undefined, unit: UnitMode): number {
  if (!amount || amount.type === 'empty') return 0;
  return unit === 'kwh' ? amount.kWh : amount.costNZD;
}

/** The interval's Auckland wall clock: a calendar date starts at Auckland midnight, an instant is converted. */
export function pointTime(point: UsagePoint): AucklandWallClock {
  const instant = point.start.length === 10 ? startOfAucklandDay(point.start) : Date.parse(point.start);
  if (Number.isNaN(instant)) throw new RangeError(`Not a date: ${point.start}`);
  return aucklandWallClock(instant);
}

/** How a point's readings add up: empty when every shown series is empty, estimated when any is estimated. */
export function pointType(point: UsagePoint, series: readonly SeriesKey[]): ReadingType {
  // A loop rather than map/every/includes: charts ask this of every point of a year of hours on every change of data.
  let empty = true;
  let estimated = false;
  for (const key of series) {
    const type = point[key]?.type ?? 'empty';
    if (type !== 'empty') empty = false;
    if (type === 'estimated') estimated = true;
  }
  if (empty) return 'empty';
  return estimated ? 'estimated' : 'actual';
}

/** Whether any shown series of a point with readings was revised (first estimated, since read). */
export function pointRevised(point: UsagePoint, series: readonly SeriesKey[]): boolean {
  for (const key of series) {
    const amount = point[key];
    if (amount && amount.type !== 'empty' && amount.revised) return true;
  }
  return false;
}

export function pointTotal(point: UsagePoint, series: readonly SeriesKey[], unit: UnitMode): number {
  let sum = 0;
  for (const key of series) sum += amountValue(point[key], unit);
  return sum;
}
