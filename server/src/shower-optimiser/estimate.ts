import type { ShowerOptimiser } from '@harakeke/contract';
import { centsOf, nzdOf, round2 } from '../amounts.js';
import { GST_RATE, tariffs } from '../tariffs/tariffs.js';

/** The household's showers: each one's minutes a day, and one shower timed, in seconds. */
export interface ShowerSettings {
  showerTimesInMinutes: number[];
  actualShowerTimeInSeconds: number | null;
}

/** Until a customer saves their own: two people, eight minutes each, a typical New Zealand household's showers. */
export const typicalShowers: ShowerSettings = { showerTimesInMinutes: [8, 8], actualShowerTimeInSeconds: null };

const FLOW_LITRES_PER_MINUTE = 9;
/** From about 15°C at the cold tap to 55°C at the cylinder's mixing valve. */
const TEMPERATURE_RISE_CELSIUS = 40;
/** kWh to warm one litre of water by one degree. */
const KWH_PER_LITRE_DEGREE = 4.186 / 3600;
const SUGGESTED_MINUTES = [4, 5, 6] as const;

/**
 * What heating a litre of hot water costs, by hot-water type: an electric cylinder mostly heats at the low rate
 * overnight; a gas one burns with some loss up the flue.
 */
const heaterOf = {
  Electricity: {
    efficiency: 0.9,
    centsPerKwh: (tariffs.electricity.offPeakCents + tariffs.electricity.levyCents) * (1 + GST_RATE),
  },
  Gas: {
    efficiency: 0.8,
    centsPerKwh: (tariffs.naturalGas.offPeakCents + tariffs.naturalGas.levyCents) * (1 + GST_RATE),
  },
} as const;

/** The shower optimiser's answer: the household's showers, daily for a year, and what shorter ones would save. */
export function showerEstimate(
  settings: ShowerSettings,
  hotWaterType: 'Electricity' | 'Gas',
  isSaved: boolean,
): ShowerOptimiser {
  const heater = heaterOf[hotWaterType];
  const kwhPerMinute = (FLOW_LITRES_PER_MINUTE * TEMPERATURE_RISE_CELSIUS * KWH_PER_LITRE_DEGREE) / heater.efficiency;
  const yearlyOf = (minutesADay: number) => {
    const kWh = kwhPerMinute * minutesADay * 365;
    return { kWh: round2(kWh), amount: nzdOf(kWh * heater.centsPerKwh) };
  };
  const minutesADay = settings.showerTimesInMinutes.reduce((sum, minutes) => sum + minutes, 0);
  const yearly = yearlyOf(minutesADay);
  const suggestions = SUGGESTED_MINUTES.filter((minutes) => settings.showerTimesInMinutes.some((m) => m > minutes)).map(
    (minutes) => {
      const shortened = yearlyOf(settings.showerTimesInMinutes.reduce((sum, m) => sum + Math.min(m, minutes), 0));
      return { minutes, yearly: shortened, yearlySaving: nzdOf(centsOf(yearly.amount) - centsOf(shortened.amount)) };
    },
  );
  return {
    showerTimesInMinutes: settings.showerTimesInMinutes,
    actualShowerTimeInSeconds: settings.actualShowerTimeInSeconds,
    isSaved,
    hotWaterType,
    assumptions: {
      flowLitresPerMinute: FLOW_LITRES_PER_MINUTE,
      temperatureRiseCelsius: TEMPERATURE_RISE_CELSIUS,
      heaterEfficiency: heater.efficiency,
      centsPerKwh: round2(heater.centsPerKwh),
    },
    perMinute: { kWh: round2(kwhPerMinute), amount: nzdOf(kwhPerMinute * heater.centsPerKwh) },
    yearly,
    actualShowerYearly:
      settings.actualShowerTimeInSeconds === null ? null : yearlyOf(settings.actualShowerTimeInSeconds / 60),
    suggestions,
  };
}
