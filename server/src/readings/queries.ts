import { addDays } from '@harakeke/calendar';
import { USAGE_HISTORY_DAYS } from '@harakeke/contract';
import { LRUCache } from 'lru-cache';
import { round2 } from '../amounts.js';
import type { Database, Queryable } from '../db/client.js';
import { aucklandDateText, isoUtc } from '../db/sql.js';
import { householdOf } from './household/demo-homes.js';
import { halfHourSeries, type MeteredHome } from './household/series.js';

/** The most recent complete days are estimates until the meter's reads arrive. */
export const ESTIMATED_DAYS = 2;

/** Readings are generated a month at a time, so other queries get the database between the statements. */
const CHUNK_MS = 30 * 86_400_000;

/** The days a supply point's readings cover once ensureReadings has run: Auckland dates, 'YYYY-MM-DD'. */
export interface ReadingsSpan {
  /** The first day with a reading ('' when it has none). */
  firstDay: string;
  /** Yesterday in Auckland: the last day whose readings are all in (estimated or read). */
  lastCompleteDay: string;
}

/**
 * Up to which day a caller needs readings, and how far back: Auckland dates ('YYYY-MM-DD'). `today` is the business
 * clock's (DEMO_NOW or the system's), so the readings end where the demo's calendar does.
 */
export interface ReadingsNeed {
  /** Readings run to the end of the day before it. */
  today: string;
  /** From this day; the whole history when unset. */
  from?: string;
}

/**
 * Makes sure a supply point has half-hourly readings up to the end of the last complete Auckland day: three years
 * of them on first use (or only from `need.from`, when the caller needs no more: the balance needs a few recent
 * bills, not three years, on a customer's first page), then the days since, and earlier days when a later caller
 * needs them. Readings are honest about freshness: the last days are estimated, a few are missing, and an estimate
 * whose actual read has since arrived becomes 'revised'. Safe to run twice at once: rows that exist are left alone.
 * Answers the days the readings cover (undefined for an unknown supply point), from the same query when they are up
 * to date, so callers need no query of their own for them.
 */
export async function ensureReadings(
  db: Database,
  supplyPoint: { id: string; supplyType: 'electricity' | 'naturalGas' | 'lpg' },
  need: ReadingsNeed,
): Promise<ReadingsSpan | undefined> {
  // Readings only grow: once this process has seen a supply point's up to date today from a day, a later call of the
  // same day needing no earlier day has nothing to write and gets the same answer, without the query (the usage
  // page's reads make this check on every call).
  const ensured = ensuredSpans(db);
  const key = `${supplyPoint.id} ${need.today}`;
  const from = need.from ?? EARLIEST;
  const known = ensured.get(key);
  if (known && known.from <= from) return known.span;
  const span = await ensureReadingsNow(db, supplyPoint, need);
  if (span && (!known || from < known.from)) ensured.set(key, { from, span });
  return span;
}

/** Before any day: a caller that needs the whole history. */
const EARLIEST = '0000-00-00';

/** What ensureReadings has seen up to date, per database (tests open many), per supply point and day. */
const ensuredByDatabase = new WeakMap<Database, LRUCache<string, { from: string; span: ReadingsSpan }>>();

/** Forgets what ensureReadings has seen of a database, as a restart does (for a test that winds readings back). */
export const forgetEnsuredReadings = (db: Database) => ensuredByDatabase.delete(db);

function ensuredSpans(db: Database) {
  let spans = ensuredByDatabase.get(db);
  if (!spans) {
    // Every demo supply point for a day or two: a few thousand entries of a few dozen bytes.
    spans = new LRUCache({ max: 5_000 });
    ensuredByDatabase.set(db, spans);
  }
  return spans;
}

async function ensureReadingsNow(
  db: Database,
  supplyPoint: { id: string; supplyType: 'electricity' | 'naturalGas' | 'lpg' },
  need: ReadingsNeed,
): Promise<ReadingsSpan | undefined> {
  // Instants come back as ISO 8601 in UTC, built here: a timestamptz's own text follows the session's TimeZone and
  // DateStyle (a PostgreSQL server's may be 'SQL, DMY'), which Date.parse cannot be trusted with.
  const today = '$4::date';
  const wantedFrom = `((greatest(coalesce($3::date, ${today} - ${USAGE_HISTORY_DAYS}), ${today} - ${USAGE_HISTORY_DAYS}))::timestamp
                       AT TIME ZONE 'Pacific/Auckland')`;
  const [state] = await db.query<{
    start_at: string;
    end_at: string;
    estimated_from: string;
    wanted_from: string;
    /** Null when nothing is generated yet. */
    readings_from: string | null;
    first_day: string | null;
    last_complete_day: string;
    site_id: string;
    address: string;
  }>(
    `SELECT ${isoUtc(`coalesce(readings_through, ${wantedFrom})`)} AS start_at,
            ${isoUtc(`((${today})::timestamp AT TIME ZONE 'Pacific/Auckland')`)} AS end_at,
            ${isoUtc(`((${today} - $2::int)::timestamp AT TIME ZONE 'Pacific/Auckland')`)} AS estimated_from,
            ${isoUtc(wantedFrom)} AS wanted_from,
            -- A generation interrupted before it recorded its first day counts from where it got to: the days
            -- before are generated again, rows that exist left alone.
            CASE WHEN readings_through IS NULL THEN NULL ELSE ${isoUtc('coalesce(readings_from, readings_through)')} END
              AS readings_from,
            (SELECT to_char(min(day), 'YYYY-MM-DD') FROM daily_readings WHERE supply_point_id = $1) AS first_day,
            to_char(${today} - 1, 'YYYY-MM-DD') AS last_complete_day,
            site_id, (SELECT address FROM sites WHERE sites.id = supply_points.site_id) AS address
       FROM supply_points WHERE id = $1`,
    [supplyPoint.id, ESTIMATED_DAYS, need.from ?? null, need.today],
  );
  if (!state) return undefined;
  const end = Date.parse(state.end_at);
  const start = Date.parse(state.start_at);
  const wanted = Date.parse(state.wanted_from);
  // Earlier days than those generated so far, when this caller needs them (none on first use: the forward pass
  // below starts from the wanted day).
  const earlierTo = state.readings_from === null ? wanted : Date.parse(state.readings_from);
  // Up to date, the usual case: the answer comes from the one query above.
  if (start >= end && wanted >= earlierTo) {
    return { firstDay: state.first_day ?? '', lastCompleteDay: state.last_complete_day };
  }
  const metered: MeteredHome = {
    home: householdOf(state.site_id, state.address),
    fuel: supplyPoint.supplyType,
    siteKey: state.site_id,
    meterKey: supplyPoint.id,
  };
  if (start < end) {
    // Estimates from before, whose days are now old enough to have been read, are revised to actuals, and their
    // days' sums (migration 16) count them again: in one transaction, as a revision interrupted before its days were
    // recounted would never be found again.
    await db.transaction(async (tx) => {
      const [revised] = await tx.query<{ first_at: string | null }>(
        `WITH revised AS (
           UPDATE interval_readings SET status = 'revised'
            WHERE supply_point_id = $1 AND status = 'estimated' AND starts_at < $2 RETURNING starts_at)
         SELECT ${isoUtc('min(starts_at)')} AS first_at FROM revised`,
        [supplyPoint.id, state.estimated_from],
      );
      if (revised?.first_at) await refreshDays(tx, supplyPoint.id, revised.first_at, state.estimated_from);
    });
    await generateReadings(db, metered, { from: start, to: end, estimatedFrom: Date.parse(state.estimated_from) });
  }
  if (wanted < earlierTo) {
    await generateReadings(db, metered, {
      from: wanted,
      to: earlierTo,
      estimatedFrom: Date.parse(state.estimated_from),
    });
  }
  // Recorded once the earlier days are in, so an interrupted generation of them is done again (rows that exist are
  // left alone), never skipped.
  await db.query(
    'UPDATE supply_points SET readings_from = $2 WHERE id = $1 AND (readings_from IS NULL OR readings_from > $2)',
    [supplyPoint.id, new Date(Math.min(wanted, earlierTo)).toISOString()],
  );
  return {
    firstDay: wanted < earlierTo || !state.first_day ? await firstReadingDay(db, supplyPoint.id) : state.first_day,
    lastCompleteDay: state.last_complete_day,
  };
}

/**
 * Generates a supply point's readings over [from, to) (epoch ms), a chunk at a time, with each chunk's days' sums: the
 * half-hours worked out here from the home (household/), sent as three arrays.
 */
async function generateReadings(
  db: Database,
  metered: MeteredHome,
  range: { from: number; to: number; estimatedFrom: number },
) {
  for (let from = range.from; from < range.to;) {
    const to = Math.min(from + CHUNK_MS, range.to);
    const series = halfHourSeries(metered, from, to, range.estimatedFrom);
    await db.query(
      `INSERT INTO interval_readings (supply_point_id, starts_at, kwh, status)
       SELECT $1, to_timestamp(start / 1000.0), kwh, status
         FROM unnest($2::float8[], $3::numeric[], $4::text[]) AS half_hour(start, kwh, status)
       ON CONFLICT DO NOTHING`,
      [metered.meterKey, series.starts, series.kwh, series.statuses],
    );
    await refreshDays(db, metered.meterKey, new Date(from).toISOString(), new Date(to).toISOString());
    // Recorded after each chunk (and its days' sums), so an interrupted generation carries on where it stopped.
    await db.query(
      'UPDATE supply_points SET readings_through = $2 WHERE id = $1 AND (readings_through IS NULL OR readings_through < $2)',
      [metered.meterKey, new Date(to).toISOString()],
    );
    from = to;
  }
}

/** Recomputes the daily sums (migration 16) of every Auckland day that overlaps [fromIso, toIso). */
async function refreshDays(db: Queryable, supplyPointId: string, fromIso: string, toIso: string) {
  await db.query('SELECT hk_refresh_daily_readings($1, $2::timestamptz, $3::timestamptz)', [
    supplyPointId,
    fromIso,
    toIso,
  ]);
}

/** One Auckland day's readings of a supply point, summed. */
export interface DailyReadings {
  /** 'YYYY-MM-DD' in Pacific/Auckland. */
  date: string;
  peakKwh: number;
  offPeakKwh: number;
  halfHours: number;
  missing: number;
  estimated: number;
  /** Half-hours first estimated, since replaced by the meter's read. */
  revised: number;
}

/**
 * A day's use as every answer shows it, to 2 decimals: bills, charts, totals and files add up these, so a customer
 * adding up a period's days arrives at its bill's kWh (spec 1 §3 period data).
 */
export const dayKwh = (day: Pick<DailyReadings, 'peakKwh' | 'offPeakKwh'>): number =>
  round2(day.peakKwh + day.offPeakKwh);

/**
 * Daily sums from `from` to `to` (Auckland dates, inclusive), over the supply points together; peak hours are
 * 07:00–11:00 and 17:00–21:00. Read from the days kept by ensureReadings (migration 16), not from the half-hours, and
 * sent as one JSON text: a year is 365 rows, and passing each row's six columns from the database cost more than
 * summing them.
 */
export async function dailyReadings(db: Queryable, supplyPointIds: readonly string[], from: string, to: string) {
  const [row] = await db.query<{ days: string }>(
    `SELECT coalesce(json_agg(json_build_array(to_char(day, 'YYYY-MM-DD'), peak, off_peak, half_hours, missing, estimated,
                                                revised) ORDER BY day), '[]')::text AS days
       FROM (SELECT day, sum(peak_kwh) AS peak, sum(off_peak_kwh) AS off_peak, sum(half_hours) AS half_hours,
                    sum(missing) AS missing, sum(estimated) AS estimated, sum(revised) AS revised
               FROM daily_readings
              WHERE supply_point_id = ANY ($1::text[]) AND day BETWEEN $2::date AND $3::date
              GROUP BY day) AS days`,
    [supplyPointIds, from, to],
  );
  const days = JSON.parse(row?.days ?? '[]') as Array<[string, number, number, number, number, number, number]>;
  return days.map(([date, peakKwh, offPeakKwh, halfHours, missing, estimated, revised]): DailyReadings => ({
    date,
    peakKwh,
    offPeakKwh,
    halfHours,
    missing,
    estimated,
    revised,
  }));
}

/** The last complete Auckland day: the day before `today`, as 'YYYY-MM-DD'. */
export const lastCompleteDay = (today: string): string => addDays(today, -1);

/**
 * Generates every supply point's readings, run in the background at start so a customer's first request does not
 * wait seconds for three years of half-hours: the days from `recentFrom` of every supply point first (what a
 * start-up needs, a few seconds for all of them), then the rest of each one's history (about 20 s on this machine).
 * A customer who signs in during the first pass still generates their own recent days, a fraction of a second.
 */
export async function warmReadings(
  db: Database,
  today: string,
  { recentFrom }: { recentFrom: string },
): Promise<number> {
  const points = await db.query<{ id: string; supply_type: 'electricity' | 'naturalGas' }>(
    `SELECT id, supply_type FROM supply_points WHERE supply_type IN ('electricity', 'naturalGas') ORDER BY id`,
  );
  for (const need of [{ today, from: recentFrom }, { today }]) {
    for (const point of points) await ensureReadings(db, { id: point.id, supplyType: point.supply_type }, need);
  }
  return points.length;
}

/** The Auckland day of a supply point's first reading ('YYYY-MM-DD'). */
export async function firstReadingDay(db: Queryable, supplyPointId: string): Promise<string> {
  const [row] = await db.query<{ day: string | null }>(
    `SELECT ${aucklandDateText('min(starts_at)')} AS day
       FROM interval_readings WHERE supply_point_id = $1`,
    [supplyPointId],
  );
  return row?.day ?? '';
}

/** Hourly electricity kWh between two instants (ISO), summed over supply points; hours without a read are absent. */
export async function hourlyReadings(db: Queryable, supplyPointIds: readonly string[], fromIso: string, toIso: string) {
  const rows = await db.query<{ hour: string; kwh: string }>(
    `SELECT ${isoUtc(`date_trunc('hour', starts_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`)} AS hour, sum(kwh)::text AS kwh
       FROM interval_readings
      WHERE supply_point_id = ANY ($1::text[]) AND starts_at >= $2::timestamptz AND starts_at < $3::timestamptz
        AND status <> 'missing'
      GROUP BY 1 ORDER BY 1`,
    [supplyPointIds, fromIso, toIso],
  );
  return new Map(rows.map((row) => [Date.parse(row.hour), Number(row.kwh)]));
}

/** One hour's readings of supply points together: its kWh and how many of its half-hours were read, missing or estimated. */
export interface IntervalReadings {
  /** The interval's start, epoch ms. */
  start: number;
  kwh: number;
  halfHours: number;
  missing: number;
  estimated: number;
  revised: number;
}

/** The intervals readings are summed into: clock hours (the hourly view) or the meter's own half-hours (its file). */
export type ReadingInterval = 'hour' | 'halfHour';

const intervalStart: Record<ReadingInterval, string> = {
  hour: `date_trunc('hour', starts_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
  halfHour: 'starts_at',
};

/**
 * Each hour's or half-hour's readings between two instants (ISO), summed over supply points, with how its half-hours
 * were read: the hourly view's and the usage file's honesty about estimates and gaps. Intervals without any
 * half-hour are absent.
 */
export async function intervalReadings(
  db: Queryable,
  supplyPointIds: readonly string[],
  fromIso: string,
  toIso: string,
  interval: ReadingInterval,
): Promise<IntervalReadings[]> {
  // One JSON text of [epoch ms, kWh, half-hours, missing, estimated, revised] rows, as dailyReadings reads its days: a
  // month by the half-hour is 1,488 rows, and passing each one's six columns from the database, its instant as text,
  // cost more than the sums.
  const [row] = await db.query<{ intervals: string }>(
    `SELECT coalesce(json_agg(json_build_array(round(extract(epoch FROM start) * 1000), kwh, half_hours, missing,
                                                estimated, revised) ORDER BY start), '[]')::text AS intervals
       FROM (SELECT ${intervalStart[interval]} AS start, sum(kwh) AS kwh, count(*) AS half_hours,
                    count(*) FILTER (WHERE status = 'missing') AS missing,
                    count(*) FILTER (WHERE status = 'estimated') AS estimated,
                    count(*) FILTER (WHERE status = 'revised') AS revised
               FROM interval_readings
              WHERE supply_point_id = ANY ($1::text[]) AND starts_at >= $2::timestamptz AND starts_at < $3::timestamptz
              GROUP BY 1) AS intervals`,
    [supplyPointIds, fromIso, toIso],
  );
  const intervals = JSON.parse(row?.intervals ?? '[]') as Array<[number, number, number, number, number, number]>;
  return intervals.map(([start, kwh, halfHours, missing, estimated, revised]) => ({
    start,
    kwh,
    halfHours,
    missing,
    estimated,
    revised,
  }));
}
