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
