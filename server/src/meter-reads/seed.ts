import type { Database, Queryable } from '../db/client.js';
import { demoUnit } from '../lpg/bottles.js';
import { addDays, aucklandToday } from '@harakeke/calendar';

/** The demo meter locked by a read in progress: tama@'s opening site (7 Tawa Terrace, '(Pending)'). */
export const LOCKED_DEMO_METER = { id: 'M-2001-C-E', lockedBy: 'a read in progress for the billing cycle' };

/** Registers per meter: tama@'s home has a day/night meter; other electricity meters one uncontrolled register. */
const dayNightSites = new Set(['site-2001-a']);

interface SupplyPointSeedRow {
  id: string;
  site_id: string;
  supply_type: 'electricity' | 'naturalGas';
  advanced: boolean;
  account_type: 'residential' | 'sme';
}

/** 'sp-2001-c-electricity' → 'M-2001-C-E'. */
function meterIdOf(point: SupplyPointSeedRow): string {
  const key = point.id.replace(/^sp-/, '').replace(/-(electricity|naturalGas)$/, '');
  return `M-${key.toUpperCase()}-${point.supply_type === 'electricity' ? 'E' : 'G'}`;
}

function registersOf(point: SupplyPointSeedRow): Array<{ suffix: string; register: string; unit: 'kWh' | 'm3' }> {
  if (point.supply_type === 'naturalGas') return [{ suffix: 'GAS', register: 'Gas', unit: 'm3' }];
  if (dayNightSites.has(point.site_id)) {
    return [
      { suffix: 'DAY', register: 'Day', unit: 'kWh' },
      { suffix: 'NIGHT', register: 'Night', unit: 'kWh' },
    ];
  }
  return [{ suffix: 'UN', register: 'Uncontrolled', unit: 'kWh' }];
}

/** A register's last read before the seed: kWh whole, m³ to one decimal, 5 to 29 days ago. */
function lastDemoRead(deviceId: string, unit: 'kWh' | 'm3', today: string) {
  const unitValue = demoUnit(deviceId);
  const reading =
    unit === 'kWh' ? 10_000 + Math.floor(unitValue * 50_000) : 1_000 + Math.floor(unitValue * 80_000) / 10;
  return { reading, readOn: addDays(today, -(5 + Math.floor(demoUnit(`${deviceId}:date`) * 25))) };
}

async function seedMeters(tx: Queryable, today: string) {
  const points = await tx.query<SupplyPointSeedRow>(
    `SELECT p.id, p.site_id, p.supply_type, p.advanced, b.type AS account_type
       FROM supply_points p JOIN sites s ON s.id = p.site_id JOIN billing_accounts b ON b.id = s.billing_account_id
      WHERE p.supply_type IN ('electricity', 'naturalGas') ORDER BY p.id`,
  );
  for (const point of points) {
    const meterId = meterIdOf(point);
    // Advanced gas is read daily, and the business accounts have smart meters: neither takes a customer's read.
    const acceptsReads = !point.advanced && point.account_type === 'residential';
    await tx.query(
      `INSERT INTO meters (id, supply_point_id, serial_number, accepts_customer_reads, locked_by, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      [
        meterId,
        point.id,
        `${point.supply_type === 'electricity' ? 'E' : 'G'}${String(Math.floor(demoUnit(meterId) * 1e8)).padStart(8, '0')}`,
        acceptsReads,
        meterId === LOCKED_DEMO_METER.id ? LOCKED_DEMO_METER.lockedBy : null,
        point.supply_type === 'electricity' ? 0 : 1,
      ],
    );
    for (const [index, register] of registersOf(point).entries()) {
      const deviceId = `${meterId}-${register.suffix}`;
      await tx.query(
        `INSERT INTO meter_devices (id, meter_id, register, unit, sort_order) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO NOTHING`,
        [deviceId, meterId, register.register, register.unit, index],
      );
      const last = lastDemoRead(deviceId, register.unit, today);
      await tx.query(
        `INSERT INTO meter_reads (device_id, reading, read_on, source)
         SELECT $1::text, $2::numeric, $3::date, 'actual'
          WHERE NOT EXISTS (SELECT 1 FROM meter_reads WHERE device_id = $1::text)`,
        [deviceId, last.reading, last.readOn],
      );
    }
  }
}

/** Adds the demo meters and their last reads where they are missing; runs on every start, so it must be idempotent. */
export async function seedMeterReads(db: Database, now: number): Promise<void> {
  const today = aucklandToday(now);
  await db.transaction(async (tx) => {
    await seedMeters(tx, today);
  });
}
