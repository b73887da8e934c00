import type { Queryable } from '../db/client.js';
import { residentialElectricity } from '../user/queries.js';

export interface TabFlagsRow {
  has_early_access: boolean;
  residential_electricity: boolean;
}

/** What decides the customer's tabs. */
export async function findTabFlags(db: Queryable, customerId: string): Promise<TabFlagsRow | undefined> {
  const [row] = await db.query<TabFlagsRow>(
    `SELECT c.has_early_access,
            EXISTS (${residentialElectricity}) AS residential_electricity
       FROM customers c WHERE c.id = $1`,
    [customerId],
  );
  return row;
}

export interface DashboardWidgetRow {
  position: number;
  type: string;
}

/** The widgets the server chose for one of the customer's dashboards, in order. */
export function dashboardWidgetRows(db: Queryable, customerId: string, tabId: string): Promise<DashboardWidgetRow[]> {
  return db.query<DashboardWidgetRow>(
    'SELECT position, type FROM dashboard_widgets WHERE customer_id = $1 AND tab_id = $2 ORDER BY position',
    [customerId, tabId],
  );
}
