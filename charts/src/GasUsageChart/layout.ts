import type { ReadingType, UnitMode } from '../model/usage.js';
import type { IsoDate } from '@harakeke/design-system';
import { bandCentre, barBands, slotAt, slotStart, valueScale } from '../layout/scales.js';

/** One natural gas reading period (spec 2 §3 consumption item). */
export interface GasReading {
  startDate: IsoDate;
  endDate: IsoDate;
  type: ReadingType;
  total: { kw: number; costNZD: number };
  dailyAverage: { kw: number; costNZD: number };
}

export interface GasBar {
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
  type: ReadingType;
}

export interface GasBarsLayout {
  step: number;
  bars: GasBar[];
  y: (value: number) => number;
  indexAt: (x: number) => number;
  centreOf: (index: number) => number;
  /** x where a reading's slot starts: the highlight behind the active reading fills its slot from here. */
  slotStart: (index: number) => number;
  /** Whether a reading's month label is drawn: every other one when the slots are too narrow for all. */
  labelShown: (index: number) => boolean;
}

/** Slots narrower than this label every other reading: a month's label ('Sep') needs about this much room (px). */
export const MIN_LABELLED_STEP = 28;

/** The value a reading draws: its total in kWh or dollars; an empty reading draws nothing. */
export function gasValue(reading: GasReading, unit: UnitMode): number {
  if (reading.type === 'empty') return 0;
  return unit === 'kwh' ? reading.total.kw : reading.total.costNZD;
}

/** One bar per reading, in order, in equal slots: readings are about a month each and read as months. */
export function layoutGasBars(
  readings: readonly GasReading[],
  unit: UnitMode,
  width: number,
  height: number,
  max: number,
): GasBarsLayout {
  // Bars take 60 % of their slot: the gap between them is 40 %.
  const slots = barBands(readings.length, width, 0.4);
  const step = slots.step();
  const y = valueScale(max, height);
  const bars = readings.map((reading, index) => {
    const top = y(gasValue(reading, unit));
    return {
      index,
      x: slots(index) ?? 0,
      y: top,
      width: slots.bandwidth(),
      height: height - top,
      type: reading.type,
    };
  });
  return {
    step,
    bars,
    y,
    indexAt: (x) => slotAt(x, step, readings.length),
    centreOf: (index) => bandCentre(slots, index),
    slotStart: (index) => slotStart(slots, index),
    labelShown: (index) => step >= MIN_LABELLED_STEP || index % 2 === 0,
  };
}
