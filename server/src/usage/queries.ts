import type { Queryable } from '../db/client.js';

export type MeteredSupplyType = 'electricity' | 'naturalGas';

export interface SelectedSupplyPointRow {
  id: string;
  plan_name: string;
  is_value_plan: boolean;
}

/**
 * The supply points of one type at the customer's selected site (only the advanced ones when `advancedOnly`). A supply
 * still being connected (an opening site's, spec 2 §3 '(Pending)') has no readings with us yet, as it has no bills:
 * the calls answer it as no supply.
 */
export function selectedSupplyPointRows(
  db: Queryable,
  customerId: string,
  supplyType: MeteredSupplyType,
  advancedOnly: boolean,
): Promise<SelectedSupplyPointRow[]> {
  return db.query<SelectedSupplyPointRow>(
    `SELECT p.id, p.plan_name, p.is_value_plan FROM supply_points p JOIN customers c ON c.selected_site_id = p.site_id
      WHERE c.id = $1 AND p.supply_type = $2 AND p.status <> 'opening' AND ($3::boolean = false OR p.advanced)
      ORDER BY p.id`,
    [customerId, supplyType, advancedOnly],
  );
}

export interface SupplyTypeRow {
  supply_type: 'electricity' | 'naturalGas' | 'lpg';
}

/** The kinds of supply at the customer's selected site, each once. */
export function selectedSiteSupplyTypeRows(db: Queryable, customerId: string): Promise<SupplyTypeRow[]> {
  return db.query<SupplyTypeRow>(
    `SELECT DISTINCT p.supply_type FROM supply_points p JOIN customers c ON c.selected_site_id = p.site_id
      WHERE c.id = $1 ORDER BY p.supply_type`,
    [customerId],
  );
}
