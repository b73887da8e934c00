import type { Database, Queryable } from '../db/client.js';
import { ensureReadings, type ReadingsNeed } from '../readings/queries.js';
import { selectedSupplyPointRows, type MeteredSupplyType, type SelectedSupplyPointRow } from './queries.js';

/** The selected site has no supply point of the type asked for (of the advanced ones, when `advancedOnly`). */
export interface NoSelectedSupply {
  kind: 'noSupply';
  supplyType: MeteredSupplyType;
  advancedOnly: boolean;
}

/** The selected site's supply points of a type, or none. */
export type SelectedSupplyOutcome = { kind: 'ok'; points: SelectedSupplyPointRow[] } | NoSelectedSupply;

/** The selected site's supply points of a type (only the advanced ones when `advancedOnly`), when it has any. */
export async function selectedSupplyPoints(
  db: Queryable,
  customerId: string,
  supplyType: MeteredSupplyType,
  { advancedOnly }: { advancedOnly: boolean },
): Promise<SelectedSupplyOutcome> {
  const points = await selectedSupplyPointRows(db, customerId, supplyType, advancedOnly);
  if (points.length === 0) return { kind: 'noSupply', supplyType, advancedOnly };
  return { kind: 'ok', points };
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

/** The selected site's electricity supply points, when it has any: every electricity-usage call answers alike. */
export const selectedElectricitySupplyPoints = (db: Queryable, customerId: string) =>
  selectedSupplyPoints(db, customerId, 'electricity', { advancedOnly: false });

/**
 * Brings the readings of the selected site's supply points of a type (only the advanced ones when `advancedOnly`) up
 * to the last complete day (a write): the named step a usage route takes before its read, which then only reads. A
 * site without such supply points has nothing to bring; the read answers that.
 */
export async function ensureSelectedSiteReadings(
  db: Database,
  customerId: string,
  supplyType: MeteredSupplyType,
  need: ReadingsNeed,
  { advancedOnly = false }: { advancedOnly?: boolean } = {},
): Promise<void> {
  const selected = await selectedSupplyPoints(db, customerId, supplyType, { advancedOnly });
  if (selected.kind === 'ok') await ensureSupplyPointReadings(db, selected.points, supplyType, need);
}

/** spec 1 §4: kWh for a value plan; money when the cost is included. */
export const isCostIncluded = (points: readonly SelectedSupplyPointRow[]) =>
  points.every((point) => !point.is_value_plan);
