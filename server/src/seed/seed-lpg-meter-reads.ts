import type { Database } from '../db/client.js';

/** Adds the demo data of lpg-meter-reads where it is missing; runs on every start, so it must be idempotent. */
export async function seedLpgMeterReads(db: Database): Promise<void> {
  void db;
}
