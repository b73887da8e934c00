import { addDays } from '@harakeke/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { dailyReadings, ensureReadings, firstReadingDay, lastCompleteDay } from '../src/readings/queries.js';
import { openSeededDatabase } from './test-server.js';
import { TEST_TODAY } from './test-clock.js';
import { clockChangeDaysBefore } from './demo-calendar.js';

// spec 2 §1 (time zone Pacific/Auckland): readings are cut into Auckland days (23 and 25 hours at the clock changes),
// and generating them twice at once loses and duplicates nothing.
let db: Database;
const electricity = { id: 'sp-1001-electricity', supplyType: 'electricity' as const };

beforeAll(async () => {
  db = await openSeededDatabase();
});

afterAll(async () => {
  await db.close();
});

describe('interval readings', () => {
  it('generates once even when asked twice at the same time', async () => {
    await Promise.all([
      ensureReadings(db, electricity, { today: TEST_TODAY }),
      ensureReadings(db, electricity, { today: TEST_TODAY }),
    ]);
    const [{ count } = { count: '0' }] = await db.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM interval_readings WHERE supply_point_id = $1',
      [electricity.id],
    );
    const [{ distinct } = { distinct: '0' }] = await db.query<{ distinct: string }>(
      'SELECT count(DISTINCT starts_at)::text AS distinct FROM interval_readings WHERE supply_point_id = $1',
      [electricity.id],
    );
    expect(Number(count)).toBe(Number(distinct));
    // Three years of half-hours, give or take the partial first day and the clock changes.
    expect(Number(count)).toBeGreaterThan(3 * 365 * 48 - 100);
  });

  it('answers the days the readings cover, the same whether it generated them or found them up to date', async () => {
    // A gas supply point no other test here generates.
    const [gas] = await db.query<{ id: string }>(
      `SELECT id FROM supply_points WHERE supply_type = 'naturalGas' ORDER BY id LIMIT 1`,
    );
    if (!gas) throw new Error('The demo data has no natural gas supply point');
    const point = { id: gas.id, supplyType: 'naturalGas' as const };
    const generated = await ensureReadings(db, point, { today: TEST_TODAY });
    const found = await ensureReadings(db, point, { today: TEST_TODAY });
    const expected = { firstDay: await firstReadingDay(db, point.id), lastCompleteDay: lastCompleteDay(TEST_TODAY) };
    expect(expected.firstDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(generated).toEqual(expected);
    expect(found).toEqual(expected);
    expect(
      await ensureReadings(db, { id: 'sp-nobody', supplyType: 'electricity' }, { today: TEST_TODAY }),
    ).toBeUndefined();
  });

  it('generates only the days a caller needs first, and the earlier ones when a later caller needs them', async () => {
    // An electricity supply point no other test here generates.
    const [other] = await db.query<{ id: string }>(
      `SELECT id FROM supply_points WHERE supply_type = 'electricity' AND id <> $1 ORDER BY id DESC LIMIT 1`,
      [electricity.id],
    );
    if (!other) throw new Error('The demo data has only one electricity supply point');
    const point = { id: other.id, supplyType: 'electricity' as const };
    const lastDay = lastCompleteDay(TEST_TODAY);
    const recent = addDays(lastDay, -100);
    expect(await ensureReadings(db, point, { today: TEST_TODAY, from: recent })).toEqual({
      firstDay: recent,
      lastCompleteDay: lastDay,
    });
    expect(await dailyReadings(db, [point.id], addDays(recent, -10), addDays(recent, -1))).toEqual([]);
    // Asking again for the same days generates nothing; asking for the whole history fills the days before.
    expect(await ensureReadings(db, point, { today: TEST_TODAY, from: recent })).toEqual({
      firstDay: recent,
      lastCompleteDay: lastDay,
    });
    const whole = await ensureReadings(db, point, { today: TEST_TODAY });
    expect(whole?.firstDay ?? recent).not.toBe(recent);
    expect((whole?.firstDay ?? recent) < recent).toBe(true);
    expect(await dailyReadings(db, [point.id], addDays(recent, -10), addDays(recent, -1))).toHaveLength(10);
    expect(await ensureReadings(db, point, { today: TEST_TODAY, from: recent })).toEqual(whole);
  });

  const { back, forward } = clockChangeDaysBefore(TEST_TODAY);
  it.each([
    [addDays(back, -1), 48],
    [back, 50], // the clocks go back: 25 hours
    [addDays(back, 1), 48],
    [forward, 46], // the clocks go forward: 23 hours
  ])('cuts %s into %i half-hours', async (date, halfHours) => {
    const [day] = await dailyReadings(db, [electricity.id], date, date);
    expect(day).toMatchObject({ date, halfHours });
  });

  it('marks a few half-hours missing and a few revised, and the rest actual', async () => {
    const rows = await db.query<{ status: string; count: string }>(
      `SELECT status, count(*)::text AS count FROM interval_readings WHERE supply_point_id = $1 GROUP BY status`,
      [electricity.id],
    );
    const counts = Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
    expect(counts.actual).toBeGreaterThan(50_000);
    expect(counts.missing).toBeGreaterThan(0);
    expect(counts.revised).toBeGreaterThan(0);
    expect(counts.estimated).toBe(2 * 48);
  });
});
