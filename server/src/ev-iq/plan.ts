import type { EvRates, MyEv } from '@harakeke/contract';
import { nzdOf, round2 } from '../amounts.js';
import { GST_RATE, tariffs } from '../tariffs/tariffs.js';
import { findEvModel } from './catalogue.js';

/** The plan's assumptions, shown to the customer beside its figures. */
export const evAssumptions = {
  petrolDollarsPerLitre: 2.8,
  petrolLitresPer100Km: 7.5,
  chargingEfficiency: 0.9,
  chargerKw: { wallCharger: 7.4, standardSocket: 2.3 },
} as const;

/** kg CO₂-e from burning a litre of petrol. */
const PETROL_KG_PER_LITRE = 2.31;
/** Share of charging at the low rate by charging time: the low rate runs 20 of 24 hours except evenings. */
const lowRateShareOf: Record<MyEv['chargingTime'], number> = { overnight: 1, evening: 0, anytime: 16 / 24 };
/** Auckland clock hours the car charges in, by charging time. */
export const chargingHoursOf: Record<MyEv['chargingTime'], readonly number[]> = {
  overnight: [22, 23, 0, 1, 2, 3, 4, 5],
  evening: [17, 18, 19, 20],
  anytime: [...Array(24).keys()],
};

/** A rate in cents with GST, to 2 decimals of a cent. */
const withGst = (cents: number) => round2(cents * (1 + GST_RATE));

/** spec 2 §3: the low and high rates of the electricity tariff, per kWh with levies and GST. */
export const evRates: EvRates = {
  low: {
    centsPerKwh: withGst(tariffs.electricity.offPeakCents + tariffs.electricity.levyCents),
    hours: '9 pm–7 am and 11 am–5 pm',
  },
  high: {
    centsPerKwh: withGst(tariffs.electricity.peakCents + tariffs.electricity.levyCents),
    hours: '7 am–11 am and 5 pm–9 pm',
  },
};

/** The estimates the EV pages show for one EV. */
export interface EvEstimate {
  dailyKwh: number;
  weeklyKwh: number;
  yearlyKwh: number;
  /** Percent, whole. */
  lowRateShare: number;
  centsPerKwh: number;
  dailyPetrolKg: number;
  dailyPetrolCost: number;
  fullChargeKwh: number;
  fullChargeHours: number;
  rangeKm: number;
}

export function estimateEv(ev: MyEv): EvEstimate {
  const model = findEvModel(ev.modelId);
  if (!model) throw new Error(`The EV catalogue has no ${ev.modelId}.`);
  const dailyKm = ev.weeklyKm / 7;
  const dailyKwh = (dailyKm * model.kwhPer100Km) / 100 / evAssumptions.chargingEfficiency;
  const share = lowRateShareOf[ev.chargingTime];
  const dailyPetrolLitres = (dailyKm * evAssumptions.petrolLitresPer100Km) / 100;
  const fullChargeKwh = model.batteryKwh / evAssumptions.chargingEfficiency;
  return {
    dailyKwh,
    weeklyKwh: dailyKwh * 7,
    yearlyKwh: dailyKwh * 365,
    lowRateShare: Math.round(share * 100),
    centsPerKwh: share * evRates.low.centsPerKwh + (1 - share) * evRates.high.centsPerKwh,
    dailyPetrolKg: dailyPetrolLitres * PETROL_KG_PER_LITRE,
    dailyPetrolCost: dailyPetrolLitres * evAssumptions.petrolDollarsPerLitre,
    fullChargeKwh,
    fullChargeHours: fullChargeKwh / evAssumptions.chargerKw[ev.charger],
    rangeKm: model.rangeKm,
  };
}

/** NZD for kWh at cents per kWh, to the cent. */
export const costOf = (kwh: number, centsPerKwh: number) => nzdOf(kwh * centsPerKwh);
