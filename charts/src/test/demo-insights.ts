import type { ComparisonUsage } from '../HomeComparison/comparison.js';
import type { InsightsReading } from '../UsageBreakdown/usage-breakdown.js';

// Fixed demo figures for the insights charts' examples: a month of a New Zealand home, electricity at about 32 c
// per kWh and gas at about 14 c. No randomness and no clock, so screenshots compare.

const ELECTRICITY_RATE = 0.32;
const GAS_RATE = 0.14;

const reading = (Use: string, kWh: number, rate: number): InsightsReading => ({
  Use,
  EnergyInKWh: kWh,
  EnergyInDollars: Math.round(kWh * rate * 100) / 100,
});

/** An all-electric home with a pool: every electric category, no gas. */
export function demoElectricBreakdown(): InsightsReading[] {
  return [
    reading('Always On', 96.4, ELECTRICITY_RATE),
    reading('Lights & Appliances', 188.7, ELECTRICITY_RATE),
    reading('Hot Water', 214.2, ELECTRICITY_RATE),
    reading('Pool Pump', 61.8, ELECTRICITY_RATE),
    reading('Air Conditioning', 22.5, ELECTRICITY_RATE),
    reading('Electric Heating', 143.9, ELECTRICITY_RATE),
  ];
}

/** A home heated with gas: gas heating has kWh, so the gas-other line reads 'Gas' (spec 2 §3). */
export function demoGasHeatedBreakdown(): InsightsReading[] {
  return [
    reading('Always On', 84.1, ELECTRICITY_RATE),
    reading('Lights & Appliances', 162.3, ELECTRICITY_RATE),
    reading('Hot Water', 0, ELECTRICITY_RATE),
    reading('Heating', 31.6, ELECTRICITY_RATE),
    reading('Gas Heating', 402.5, GAS_RATE),
    reading('Gas Other', 268.9, GAS_RATE),
  ];
}

/** Gas for hot water and cooking only: no gas heating, so the line stays 'Gas Other'. */
export function demoGasOtherBreakdown(): InsightsReading[] {
  return [
    reading('Always On', 78.2, ELECTRICITY_RATE),
    reading('Lights & Appliances', 171.4, ELECTRICITY_RATE),
    reading('Heating', 120.6, ELECTRICITY_RATE),
    reading('Gas Heating', 0, GAS_RATE),
    reading('Gas Other', 305.3, GAS_RATE),
  ];
}

/** A small apartment: three categories, one of them too small to round to a whole percent. */
export function demoFewCategoriesBreakdown(): InsightsReading[] {
  return [
    reading('Always On', 41.3, ELECTRICITY_RATE),
    reading('Lights & Appliances', 118.9, ELECTRICITY_RATE),
    reading('Air Conditioning', 0.6, ELECTRICITY_RATE),
  ];
}

/** A home that uses more than the average home, in kWh and dollars. */
export function demoComparisonAbove(): ComparisonUsage {
  return {
    UsageInKWh: { Actual: 712.4, Average: 636.1, Efficient: 458.9 },
    UsageInDollars: { Actual: 227.97, Average: 203.55, Efficient: 146.85 },
  };
}

/** A home that uses less than the average home. */
export function demoComparisonBelow(): ComparisonUsage {
  return {
    UsageInKWh: { Actual: 512.8, Average: 636.1, Efficient: 458.9 },
    UsageInDollars: { Actual: 164.1, Average: 203.55, Efficient: 146.85 },
  };
}

/** Gas only, for the per-fuel comparison. */
export function demoGasComparison(): ComparisonUsage {
  return {
    UsageInKWh: { Actual: 655.2, Average: 702.0, Efficient: 488.4 },
    UsageInDollars: { Actual: 91.73, Average: 98.28, Efficient: 68.38 },
  };
}
