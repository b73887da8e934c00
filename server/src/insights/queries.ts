import type { Queryable } from '../db/client.js';

export interface InsightSupplyPointRow {
  id: string;
  supply_type: 'electricity' | 'naturalGas';
}

/**
 * A site's electricity and advanced natural gas supply points: what insights are made from. A supply still being
 * connected (spec 2 §3 opening) has no readings with us yet, as in the usage calls.
 */
export function insightSupplyPointRows(db: Queryable, siteId: string): Promise<InsightSupplyPointRow[]> {
  return db.query<InsightSupplyPointRow>(
    `SELECT id, supply_type FROM supply_points
      WHERE site_id = $1 AND status <> 'opening'
        AND (supply_type = 'electricity' OR (supply_type = 'naturalGas' AND advanced))
      ORDER BY id`,
    [siteId],
  );
}
