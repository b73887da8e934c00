import type { Database } from '../db/client.js';

/**
 * Bills have no demo rows of their own: each cycle's bill is composed from the demo readings the first time it is
 * asked for (`ensureIssuedBills` in bills.ts). Kept so the demo runner seeds every area the same way.
 */
export async function seedBills(db: Database): Promise<void> {
  void db;
}
