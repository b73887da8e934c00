import type { Queryable } from '../db/client.js';
import { bookedHoursByDayRows } from './queries.js';

/** PowerShout free hours used per Auckland day ('YYYY-MM-DD' → hours); a day without any is absent. */
export type CreditHoursByDay = ReadonlyMap<string, number>;

/**
 * The PowerShout free hours the supply points used each day from `from` to `to`: the hours of their bookings that
 * were not cancelled, on the day each starts. A day's credit (spec 1 §2 credit-applied days) is costed from these by
 * `creditedDayCost`, for the usage charts and the bills alike, so a bill still adds up to its chart's days.
 */
export async function powershoutCreditHours(
  db: Queryable,
  supplyPointIds: readonly string[],
  from: string,
  to: string,
): Promise<CreditHoursByDay> {
  const rows = await bookedHoursByDayRows(db, supplyPointIds, from, to);
  return new Map(rows.map((row) => [row.date, Number(row.hours)]));
}
