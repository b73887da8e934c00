import type { Migration } from './migration.js';

/**
 * Each supply point's half-hourly readings summed per Auckland day, kept beside them so a year of usage is quick to
 * read without holding the server's thread. Yearly insights, the bill planner, bills and the bill period charts all
 * read days, and summing a year of half-hours (17 520 rows a supply point, each put into Auckland time twice) took most of their
 * time; a year of days is 365 rows of this table's primary key.
 *
 * `hk_refresh_daily_readings` recomputes, from interval_readings, every Auckland day that overlaps [from_at, to_at):
 * whole days, so a range that starts or ends inside a day (a month of half-hours across a daylight-saving change)
 * still leaves the day complete. ensureReadings (src/readings/queries.ts) calls it after every write; here it
 * fills the table from the readings already there. Peak hours are 07:00–11:00 and 17:00–21:00, as they were summed
 * before (spec 2 §7).
 *
 * A day only ever gains half-hours, and its estimates only become revisions: of two refreshes of a day that race on
 * a PostgreSQL server, the one that saw fewer half-hours, or as many with more estimates, is older and loses.
 * No semicolons in this text except between statements: migrations are split on them.
 */
export const migration: Migration = {
  id: 16,
  name: 'daily-readings',
  sql: `
    CREATE TABLE daily_readings (
      supply_point_id text NOT NULL REFERENCES supply_points(id) ON DELETE CASCADE,
      day date NOT NULL,
      peak_kwh numeric NOT NULL,
      off_peak_kwh numeric NOT NULL,
      half_hours integer NOT NULL,
      missing integer NOT NULL,
      estimated integer NOT NULL,
      PRIMARY KEY (supply_point_id, day)
    );
    CREATE FUNCTION hk_refresh_daily_readings(point text, from_at timestamptz, to_at timestamptz) RETURNS void
      LANGUAGE sql AS $$
      INSERT INTO daily_readings AS d (supply_point_id, day, peak_kwh, off_peak_kwh, half_hours, missing, estimated)
      SELECT point, local.day,
             coalesce(sum(r.kwh) FILTER (WHERE local.hour BETWEEN 7 AND 10 OR local.hour BETWEEN 17 AND 20), 0),
             coalesce(sum(r.kwh) FILTER (WHERE NOT (local.hour BETWEEN 7 AND 10 OR local.hour BETWEEN 17 AND 20)), 0),
             count(*), count(*) FILTER (WHERE r.status = 'missing'), count(*) FILTER (WHERE r.status = 'estimated')
        FROM interval_readings r,
             LATERAL (SELECT (r.starts_at AT TIME ZONE 'Pacific/Auckland')::date AS day,
                             extract(hour FROM r.starts_at AT TIME ZONE 'Pacific/Auckland') AS hour) AS local
       WHERE r.supply_point_id = point
         AND r.starts_at >= ((from_at AT TIME ZONE 'Pacific/Auckland')::date::timestamp AT TIME ZONE 'Pacific/Auckland')
         AND r.starts_at < ((((to_at - interval '1 microsecond') AT TIME ZONE 'Pacific/Auckland')::date + 1)::timestamp
                            AT TIME ZONE 'Pacific/Auckland')
       GROUP BY local.day
      ON CONFLICT (supply_point_id, day) DO UPDATE
         SET peak_kwh = excluded.peak_kwh, off_peak_kwh = excluded.off_peak_kwh, half_hours = excluded.half_hours,
             missing = excluded.missing, estimated = excluded.estimated
       WHERE excluded.half_hours > d.half_hours
          OR (excluded.half_hours = d.half_hours AND excluded.estimated <= d.estimated)
    $$;
    SELECT hk_refresh_daily_readings(id, first_at, last_at + interval '30 minutes')
      FROM (SELECT supply_point_id AS id, min(starts_at) AS first_at, max(starts_at) AS last_at
              FROM interval_readings GROUP BY supply_point_id) AS spans
  `,
};
