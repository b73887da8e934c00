import type { Queryable } from '../db/client.js';

export interface GasSupplyPointRow {
  id: string;
  is_value_plan: boolean;
}

/** One of the customer's own natural gas supply points, on any of their sites; undefined for anyone else's. */
export async function findCustomerGasSupplyPoint(
  db: Queryable,
  customerId: string,
  supplyPointId: string,
): Promise<GasSupplyPointRow | undefined> {
  const [row] = await db.query<GasSupplyPointRow>(
    `SELECT p.id, p.is_value_plan FROM supply_points p
       JOIN sites s ON s.id = p.site_id JOIN billing_accounts b ON b.id = s.billing_account_id
      WHERE p.id = $1 AND b.customer_id = $2 AND p.supply_type = 'naturalGas'`,
    [supplyPointId, customerId],
  );
  return row;
}
