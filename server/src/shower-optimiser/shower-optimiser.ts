import type { RequestOf, ShowerOptimiser, saveShowerOptimiser } from '@harakeke/contract';
import type { Queryable } from '../db/client.js';
import { showerEstimate, typicalShowers, type ShowerSettings } from './estimate.js';
import { findShowerSettingsRow, saveShowerSettings, selectedSiteHasNaturalGas } from './queries.js';

async function savedShowersOf(db: Queryable, customerId: string): Promise<ShowerSettings | null> {
  const row = await findShowerSettingsRow(db, customerId);
  return row
    ? {
        showerTimesInMinutes: row.shower_times_minutes.map(Number),
        actualShowerTimeInSeconds: row.actual_shower_seconds,
      }
    : null;
}

/** Without a home profile's answer, a site with natural gas is taken to heat its water with it. */
async function hotWaterTypeOf(db: Queryable, customerId: string) {
  return (await selectedSiteHasNaturalGas(db, customerId)) ? ('Gas' as const) : ('Electricity' as const);
}

/** The household's showers, typical ones until the customer saves theirs, and their yearly cost (spec 2 §3). */
export async function showerOptimiserOf(db: Queryable, customerId: string): Promise<ShowerOptimiser> {
  const saved = await savedShowersOf(db, customerId);
  return showerEstimate(saved ?? typicalShowers, await hotWaterTypeOf(db, customerId), saved !== null);
}

/** Keeps the customer's showers and answers their yearly cost. */
export async function saveShowers(
  db: Queryable,
  customerId: string,
  input: RequestOf<typeof saveShowerOptimiser>,
): Promise<ShowerOptimiser> {
  const before = await savedShowersOf(db, customerId);
  const settings = {
    showerTimesInMinutes: input.showerTimesInMinutes,
    // Leaving the timed shower out keeps the one timed before; null clears it.
    actualShowerTimeInSeconds:
      input.actualShowerTimeInSeconds === undefined
        ? (before?.actualShowerTimeInSeconds ?? null)
        : input.actualShowerTimeInSeconds,
  };
  await saveShowerSettings(db, customerId, settings);
  return showerEstimate(settings, await hotWaterTypeOf(db, customerId), true);
}
