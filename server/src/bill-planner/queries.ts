import type { Queryable } from '../db/client.js';

export interface BilledSupplyRow {
  id: string;
  supply_type: 'electricity' | 'naturalGas';
}

/** The supply points an account's bills charge: its active electricity and natural gas ones, as issued bills do. */
export function billedSupplyRows(db: Queryable, billingAccountId: string): Promise<BilledSupplyRow[]> {
  return db.query<BilledSupplyRow>(
    `SELECT p.id, p.supply_type FROM supply_points p JOIN sites s ON s.id = p.site_id
      WHERE s.billing_account_id = $1 AND p.status = 'active' AND p.supply_type IN ('electricity', 'naturalGas')
      ORDER BY s.sort_order, p.id`,
    [billingAccountId],
  );
}
