import type { Database } from '../db/client.js';
import { ensureReadings } from '../readings/queries.js';
import { problems } from '../http/problem.js';

/**
 * The electricity supply points of the customer's selected site, their readings brought up to date; a 404 when the
 * site has none, which every electricity-usage call answers alike.
 */
export async function selectedElectricityPoints(db: Database, customerId: string): Promise<string[]> {
  const points = await db.query<{ id: string }>(
    `SELECT p.id FROM supply_points p JOIN customers c ON c.selected_site_id = p.site_id
      WHERE c.id = $1 AND p.supply_type = 'electricity' ORDER BY p.id`,
    [customerId],
  );
  if (points.length === 0) throw problems.notFound('Your selected site has no electricity supply.');
  for (const point of points) await ensureReadings(db, { id: point.id, supplyType: 'electricity' });
  return points.map((point) => point.id);
}
