/*
 * Money and energy as the API answers them (spec 1 §9): NZD with 2 decimals, kWh with 2 decimals. The server adds
 * money in integer cents, which are exact, and turns cents into dollars once, at the answer.
 */

/** Whole cents of an amount in dollars (a tariff's price times a reading is not a whole number of cents). */
export const centsOf = (nzd: number): number => Math.round(nzd * 100);

/** Dollars with 2 decimals from cents (whole or not: an average of cents rounds here). */
export const nzdOf = (cents: number): number => Math.round(cents) / 100;

/** A quantity (kWh, kg of carbon, hours) to 2 decimals, the precision every answer carries. */
export const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * Parts of a whole (a day's hours) each to 2 decimals, adding up to the whole to 2 decimals: each is rounded down,
 * and the hundredths left over go to the parts that lost the most (largest remainder), so a day's hours on a chart
 * add up to the day's kWh beside it rather than a hundredth or two off.
 */
export function round2KeepingTotal(parts: readonly number[]): number[] {
  const hundredths = parts.map((part) => part * 100);
  const floors = hundredths.map((value) => Math.floor(value + 1e-9));
  let left = Math.round(hundredths.reduce((sum, value) => sum + value, 0)) - floors.reduce((sum, v) => sum + v, 0);
  const byRemainder = hundredths
    .map((value, index) => ({ index, remainder: value - (floors[index] ?? 0) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors.map((value) => value / 100);
}
