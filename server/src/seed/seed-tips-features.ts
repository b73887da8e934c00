import type { Database } from '../db/client.js';

/** Adds the demo data of tips-features where it is missing; runs on every start, so it must be idempotent. */
export async function seedTipsFeatures(db: Database): Promise<void> {
  void db;
}
