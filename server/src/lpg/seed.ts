import type { Database } from '../db/client.js';
import { LPG_NOTICES_KEY } from './queries.js';
import { demoUnit, expectedDeliveryBy } from './bottles.js';
import { defaultLpgNotices } from './notices.js';
import { aucklandToday, shiftDate } from '../usage/period-data.js';

type Queryable = Pick<Database, 'query'>;

/**
 * The demo LPG agreements' own settings. tama@'s bach (ba-2002, not in arrears) has bottle monitoring and a lower
 * bottle limit; his sleepout (ba-2001, in arrears) has neither, so its orders meet credit control and its usage
 * answers invalid_gas_status. Any other LPG supply point gets the defaults (no limit of its own, no monitoring).
 */
const demoLpgSettings: Record<string, { maxBottles: number | null; monitoringActive: boolean }> = {
  'sp-2002-a-lpg': { maxBottles: 35, monitoringActive: true },
  'sp-2001-b-lpg': { maxBottles: null, monitoringActive: false },
};

/** The bach's earlier order, so tama@ has an order template and an order listed. */
const demoPastOrder = {
  id: 'lpgo-demo-2002-a-1',
  reference: 'LPG100000',
  supplyPointId: 'sp-2002-a-lpg',
  numberOfBottles: 2,
  daysAgo: 41,
};

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
  return { reading, readOn: shiftDate(today, -(5 + Math.floor(demoUnit(`${deviceId}:date`) * 25))) };
}

async function seedLpgSettings(tx: Queryable) {
  const points = await tx.query<{ id: string }>(`SELECT id FROM supply_points WHERE supply_type = 'lpg'`);
  for (const point of points) {
    const settings = demoLpgSettings[point.id] ?? { maxBottles: null, monitoringActive: false };
    await tx.query(
      `INSERT INTO lpg_supply_settings (supply_point_id, max_bottles, monitoring_active) VALUES ($1, $2, $3)
       ON CONFLICT (supply_point_id) DO NOTHING`,
      [point.id, settings.maxBottles, settings.monitoringActive],
    );
  }
  await tx.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    LPG_NOTICES_KEY,
    JSON.stringify(defaultLpgNotices),
  ]);
}

async function seedPastOrder(tx: Queryable, today: string) {
  const [owner] = await tx.query<{ customer_id: string; billing_email: string }>(
    `SELECT b.customer_id, b.billing_email FROM supply_points p JOIN sites s ON s.id = p.site_id
       JOIN billing_accounts b ON b.id = s.billing_account_id WHERE p.id = $1`,
    [demoPastOrder.supplyPointId],
  );
  if (!owner) return;
  const orderedOn = shiftDate(today, -demoPastOrder.daysAgo);
  await tx.query(
    `INSERT INTO lpg_orders (id, reference, customer_id, supply_point_id, number_of_bottles, only_heating_source,
       confirmation_email, ordered_on, expected_delivery_by, placed_at)
     VALUES ($1, $2, $3, $4, $5, true, $6, $7, $8, now() - make_interval(days => $9::int))
     ON CONFLICT (id) DO NOTHING`,
    [
      demoPastOrder.id,
      demoPastOrder.reference,
      owner.customer_id,
      demoPastOrder.supplyPointId,
      demoPastOrder.numberOfBottles,
      owner.billing_email,
      orderedOn,
      expectedDeliveryBy(orderedOn),
      demoPastOrder.daysAgo,
    ],
  );
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

/** Adds the demo data of LPG and meter reads where it is missing; runs on every start, so it must be idempotent. */
export async function seedLpgMeterReads(db: Database): Promise<void> {
  const today = aucklandToday();
  await db.transaction(async (tx) => {
    await seedLpgSettings(tx);
    await seedPastOrder(tx, today);
    await seedMeters(tx, today);
  });
}
