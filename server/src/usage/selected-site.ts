import type { Database, Queryable } from '../db/client.js';
import { problems } from '../http/problem.js';
import { ensureReadings, type ReadingsNeed } from '../readings/queries.js';
import { selectedSupplyPointRows, type MeteredSupplyType, type SelectedSupplyPointRow } from './queries.js';

/**
 * The selected site's supply points of a type (only the advanced ones when `advancedOnly`); a 404 saying `missing`
 * when the site has none.
 */
export async function selectedSupplyPoints(
  db: Queryable,
  customerId: string,
  supplyType: MeteredSupplyType,
  { advancedOnly, missing }: { advancedOnly: boolean; missing: string },
): Promise<SelectedSupplyPointRow[]> {
  const points = await selectedSupplyPointRows(db, customerId, supplyType, advancedOnly);
  if (points.length === 0) throw problems.notFound(missing);
  return points;
}

/**
 * Brings the supply points' half-hourly readings up to the last complete day (it writes the days since), from
 * `need.from` when the caller needs no earlier days (a bill period: the dashboard's first graph then waits for a
 * month of readings, not three years).
 */
export async function ensureSupplyPointReadings(
  db: Database,
  points: readonly SelectedSupplyPointRow[],
  supplyType: MeteredSupplyType,
  need: ReadingsNeed,
): Promise<void> {
  for (const point of points) await ensureReadings(db, { id: point.id, supplyType }, need);
}

/** The selected site's electricity supply points; a 404 that every electricity-usage call answers alike. */
export const selectedElectricitySupplyPoints = (db: Queryable, customerId: string) =>
  selectedSupplyPoints(db, customerId, 'electricity', {
    advancedOnly: false,
    missing: 'Your selected site has no electricity supply.',
  });

/**
 * Brings the readings of the selected site's electricity supply points up to date (a write) and answers their ids (a
 * 404 without any): what the eco tracker reads the site's use from.
 */
export async function ensureSelectedElectricityReadings(
  db: Database,
  customerId: string,
  today: string,
): Promise<string[]> {
  const points = await selectedElectricitySupplyPoints(db, customerId);
  await ensureSupplyPointReadings(db, points, 'electricity', { today });
  return points.map((point) => point.id);
}

/** spec 1 §4: kWh for a value plan; money when the cost is included. */
export const isCostIncluded = (points: readonly SelectedSupplyPointRow[]) =>
  points.every((point) => !point.is_value_plan);
