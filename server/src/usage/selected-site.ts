import type { Database } from '../db/client.js';
import { problems } from '../http/problem.js';
import { ensureReadings } from '../readings/queries.js';
import { selectedSupplyPointRows, type MeteredSupplyType, type SelectedSupplyPointRow } from './queries.js';

/**
 * The selected site's supply points of a type (only the advanced ones when `advancedOnly`), their readings brought
 * up to date; a 404 saying `missing` when the site has none.
 */
export async function meteredSupplyPoints(
  db: Database,
  customerId: string,
  supplyType: MeteredSupplyType,
  { advancedOnly, missing }: { advancedOnly: boolean; missing: string },
): Promise<SelectedSupplyPointRow[]> {
  const points = await selectedSupplyPointRows(db, customerId, supplyType, advancedOnly);
  if (points.length === 0) throw problems.notFound(missing);
  for (const point of points) await ensureReadings(db, { id: point.id, supplyType });
  return points;
}

/** The electricity supply points of the selected site, their readings up to date; a 404 alike for every call. */
export const electricitySupplyPoints = (db: Database, customerId: string) =>
  meteredSupplyPoints(db, customerId, 'electricity', {
    advancedOnly: false,
    missing: 'Your selected site has no electricity supply.',
  });

/** The ids of the selected site's electricity supply points, their readings up to date (a 404 without any). */
export async function selectedElectricityPoints(db: Database, customerId: string): Promise<string[]> {
  return (await electricitySupplyPoints(db, customerId)).map((point) => point.id);
}

/** spec 1 §4: kWh for a value plan; money when the cost is included. */
export const isCostIncluded = (points: readonly SelectedSupplyPointRow[]) =>
  points.every((point) => !point.is_value_plan);
