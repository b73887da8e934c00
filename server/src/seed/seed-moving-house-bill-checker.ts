import type { Database } from '../db/client.js';

/** Adds the demo data of moving-house-bill-checker where it is missing; runs on every start, so it must be idempotent. */
export async function seedMovingHouseBillChecker(db: Database): Promise<void> {
  void db;
}
