import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client.js';
import { migrate } from '../src/db/migrations.js';
import { dailyReadings, ensureReadings, forgetEnsuredReadings } from '../src/readings/queries.js';
import { openSeededDatabase } from './test-server.js';
import { TEST_TODAY } from './test-clock.js';
import { clockChangeDaysBefore } from './demo-calendar.js';
import { addDays, startOfAucklandDay } from '@harakeke/calendar';

// The daily sums kept beside the half-hours (migration 16, so a year's usage is not summed from 17,520 half-hours
// on every request) are what summing the half-hours gives, after the first generation and after later days arrive
// and estimates are revised.
let db: Database;
const electricity = { id: 'sp-1001-electricity', supplyType: 'electricity' as const };
const gas = { id: 'sp-2001-a-naturalGas', supplyType: 'naturalGas' as const };

/** The days summed straight from the half-hours, the way dailyReadings summed them before migration 16. */
async function summedFromHalfHours(ids: readonly string[], from: string, to: string) {
  const rows = await db.query<Record<string, string>>(
    `SELECT to_char((starts_at AT TIME ZONE 'Pacific/Auckland')::date, 'YYYY-MM-DD') AS date,
            coalesce(sum(kwh) FILTER (WHERE extract(hour FROM starts_at AT TIME ZONE 'Pacific/Auckland') BETWEEN 7 AND 10
                                       OR extract(hour FROM starts_at AT TIME ZONE 'Pacific/Auckland') BETWEEN 17 AND 20), 0)::text AS peak,
            coalesce(sum(kwh) FILTER (WHERE NOT (extract(hour FROM starts_at AT TIME ZONE 'Pacific/Auckland') BETWEEN 7 AND 10
                                       OR extract(hour FROM starts_at AT TIME ZONE 'Pacific/Auckland') BETWEEN 17 AND 20)), 0)::text AS off_peak,
            count(*)::text AS half_hours,
            count(*) FILTER (WHERE status = 'missing')::text AS missing,
            count(*) FILTER (WHERE status = 'estimated')::text AS estimated,
            count(*) FILTER (WHERE status = 'revised')::text AS revised
       FROM interval_readings
      WHERE supply_point_id = ANY ($1::text[])
        AND starts_at >= ($2::date::timestamp AT TIME ZONE 'Pacific/Auckland')
        AND starts_at < (($3::date + 1)::timestamp AT TIME ZONE 'Pacific/Auckland')
      GROUP BY 1 ORDER BY 1`,
    [ids, from, to],
  );
  return rows.map((row) => ({
    date: row.date,
    peakKwh: Number(row.peak),
    offPeakKwh: Number(row.off_peak),
    halfHours: Number(row.half_hours),
    missing: Number(row.missing),
    estimated: Number(row.estimated),
    revised: Number(row.revised),
  }));
}

const ALL_DAYS = ['2000-01-01', '2100-01-01'] as const;

beforeAll(async () => {
  db = await openSeededDatabase();
  await ensureReadings(db, electricity, { today: TEST_TODAY });
  await ensureReadings(db, gas, { today: TEST_TODAY });
});

afterAll(async () => {
  await db.close();
});

describe('daily readings kept beside the half-hours', () => {
  it('equal the half-hours summed, for every day of each supply point and of both together', async () => {
    for (const ids of [[electricity.id], [gas.id], [electricity.id, gas.id]]) {
      const kept = await dailyReadings(db, ids, ...ALL_DAYS);
      expect(kept.length).toBeGreaterThan(3 * 365 - 2);
      expect(kept).toEqual(await summedFromHalfHours(ids, ...ALL_DAYS));
    }
  });

  it('cover exactly the days asked for, the clock changes included', async () => {
    const { back, forward } = clockChangeDaysBefore(TEST_TODAY);
    for (const change of [back, forward]) {
      const range = [addDays(change, -3), addDays(change, 1)] as const;
      expect(await dailyReadings(db, [electricity.id], ...range)).toHaveLength(5);
      expect(await dailyReadings(db, [electricity.id], ...range)).toEqual(
        await summedFromHalfHours([electricity.id], ...range),
      );
    }
  });

  it('cover a range of ordinary days', async () => {
    const range = [addDays(TEST_TODAY, -40), addDays(TEST_TODAY, -30)] as const;
    expect(await dailyReadings(db, [electricity.id], ...range)).toEqual(
      await summedFromHalfHours([electricity.id], ...range),
    );
  });

  it('still equal them after days arrive later and estimates are revised', async () => {
    // Back to ten days ago, as if the server had last generated then: the last two of those days estimated, and their
    // sums as the server would have kept them.
    const cut = {
      at: new Date(startOfAucklandDay(addDays(TEST_TODAY, -10))).toISOString(),
      estimated_from: new Date(startOfAucklandDay(addDays(TEST_TODAY, -12))).toISOString(),
    };
    await db.query('DELETE FROM interval_readings WHERE supply_point_id = $1 AND starts_at >= $2', [
      electricity.id,
      cut.at,
    ]);
    // A day's sums only move forward (migration 16), so the days to wind back go first.
    await db.query(
      `DELETE FROM daily_readings WHERE supply_point_id = $1
          AND day >= ($2::timestamptz AT TIME ZONE 'Pacific/Auckland')::date`,
      [electricity.id, cut.estimated_from],
    );
    await db.query(
      `UPDATE interval_readings SET status = 'estimated'
        WHERE supply_point_id = $1 AND starts_at >= $2 AND status <> 'missing'`,
      [electricity.id, cut.estimated_from],
    );
    await db.query('SELECT hk_refresh_daily_readings($1, $2::timestamptz, $3::timestamptz)', [
      electricity.id,
      cut.estimated_from,
      cut.at,
    ]);
    await db.query('UPDATE supply_points SET readings_through = $2 WHERE id = $1', [electricity.id, cut.at]);
    const before = await dailyReadings(db, [electricity.id], ...ALL_DAYS);
    expect(before.filter((day) => day.estimated > 0)).toHaveLength(2);
    // As a server started again on this database.
    forgetEnsuredReadings(db);

    await ensureReadings(db, electricity, { today: TEST_TODAY });

    const after = await dailyReadings(db, [electricity.id], ...ALL_DAYS);
    expect(after.length).toBe(before.length + 10);
    expect(after).toEqual(await summedFromHalfHours([electricity.id], ...ALL_DAYS));
    // Only the two newest days are estimates now; the two that were are revised.
    expect(after.filter((day) => day.estimated > 0).map((day) => day.date)).toEqual(
      after.slice(-2).map((day) => day.date),
    );
  });

  it('are not checked again the same day by a caller needing no earlier day: readings only grow', async () => {
    const span = await ensureReadings(db, electricity, { today: TEST_TODAY, from: addDays(TEST_TODAY, -30) });
    const queries = vi.spyOn(db, 'query');
    expect(await ensureReadings(db, electricity, { today: TEST_TODAY, from: addDays(TEST_TODAY, -5) })).toEqual(span);
    expect(queries).not.toHaveBeenCalled();
    // Another day is checked.
    await ensureReadings(db, electricity, { today: addDays(TEST_TODAY, 1), from: addDays(TEST_TODAY, -5) });
    expect(queries).toHaveBeenCalled();
    queries.mockRestore();
  });

  it('are filled from the readings already there when migrations 16 and 23 run on an older database', async () => {
    const expected = await summedFromHalfHours([electricity.id, gas.id], ...ALL_DAYS);
    expect(expected.some((day) => day.revised > 0)).toBe(true);
    await db.transaction(async (tx) => {
      await tx.query('DROP TABLE daily_readings');
      await tx.query('DROP FUNCTION hk_refresh_daily_readings');
      await tx.query('DELETE FROM schema_migrations WHERE id IN (16, 23)');
    });
    expect(await migrate(db)).toEqual([16, 23]);
    expect(await dailyReadings(db, [electricity.id, gas.id], ...ALL_DAYS)).toEqual(expected);
  });
});
