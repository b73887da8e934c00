import type { ReadingType, UnitMode } from '../model/usage.js';
import type { IsoDate } from '@harakeke/design-system';

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
}

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
  const step = readings.length > 0 ? width / readings.length : width;
  const barWidth = step * 0.6;
  const scaleMax = max > 0 ? max : 1;
  const y = (value: number) => height - (value / scaleMax) * height;
  const bars = readings.map((reading, index) => {
    const top = y(gasValue(reading, unit));
    return {
      index,
      x: index * step + (step - barWidth) / 2,
      y: top,
      width: barWidth,
      height: height - top,
      type: reading.type,
    };
  });
  return {
    step,
    bars,
    y,
    indexAt: (x) => Math.min(readings.length - 1, Math.max(0, Math.floor(x / step))),
    centreOf: (index) => index * step + step / 2,
  };
}
