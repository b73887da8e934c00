import type { MyEv } from '@harakeke/contract';
import { findEvModel } from './catalogue.js';
import type { Database } from '../db/client.js';

// ------------------------------------------------------------------------------------------------------------- EV

interface EvRow {
  model_id: string;
  weekly_km: number;
  charging_time: MyEv['chargingTime'];
  charger: MyEv['charger'];
  updated_at: string;
}

function toMyEv(row: EvRow): MyEv | null {
  const model = findEvModel(row.model_id);
  // A model dropped from the catalogue reads as no EV, so the customer is asked again rather than shown nonsense.
  if (!model) return null;
  return {
    modelId: model.id,
    make: model.make,
    model: model.model,
    batteryKwh: model.batteryKwh,
    weeklyKm: row.weekly_km,
    chargingTime: row.charging_time,
    charger: row.charger,
    updatedAt: row.updated_at,
  };
}

const evColumns = `model_id, weekly_km, charging_time, charger,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at`;

export async function findMyEv(db: Database, customerId: string): Promise<MyEv | null> {
  const [row] = await db.query<EvRow>(`SELECT ${evColumns} FROM customer_evs WHERE customer_id = $1`, [customerId]);
  return row ? toMyEv(row) : null;
}

export async function saveMyEv(
  db: Database,
  customerId: string,
  ev: Pick<MyEv, 'modelId' | 'weeklyKm' | 'chargingTime' | 'charger'>,
): Promise<MyEv | null> {
  const [row] = await db.query<EvRow>(
    `INSERT INTO customer_evs (customer_id, model_id, weekly_km, charging_time, charger) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (customer_id) DO UPDATE SET model_id = EXCLUDED.model_id, weekly_km = EXCLUDED.weekly_km,
       charging_time = EXCLUDED.charging_time, charger = EXCLUDED.charger, updated_at = now()
     RETURNING ${evColumns}`,
    [customerId, ev.modelId, ev.weeklyKm, ev.chargingTime, ev.charger],
  );
  return row ? toMyEv(row) : null;
}

// ------------------------------------------------------------------------------------------------ shower optimiser

export interface ShowerSettings {
  showerTimesInMinutes: number[];
  actualShowerTimeInSeconds: number | null;
}

export async function findShowerSettings(db: Database, customerId: string): Promise<ShowerSettings | null> {
  const [row] = await db.query<{ shower_times_minutes: number[]; actual_shower_seconds: number | null }>(
    'SELECT shower_times_minutes, actual_shower_seconds FROM shower_optimiser WHERE customer_id = $1',
    [customerId],
  );
  return row
    ? {
        showerTimesInMinutes: row.shower_times_minutes.map(Number),
        actualShowerTimeInSeconds: row.actual_shower_seconds,
      }
    : null;
}

export async function saveShowerSettings(db: Database, customerId: string, settings: ShowerSettings) {
  await db.query(
    `INSERT INTO shower_optimiser (customer_id, shower_times_minutes, actual_shower_seconds) VALUES ($1, $2, $3)
     ON CONFLICT (customer_id) DO UPDATE SET shower_times_minutes = EXCLUDED.shower_times_minutes,
       actual_shower_seconds = EXCLUDED.actual_shower_seconds, updated_at = now()`,
    [customerId, settings.showerTimesInMinutes, settings.actualShowerTimeInSeconds],
  );
}

// ------------------------------------------------------------------------------------------- the selected site

export interface SelectedSite {
  siteId: string;
  billingAccountId: string;
  /** The billing account's window, 'YYYY-MM-DD'. */
  windowStart: string;
  windowEnd: string;
  /** The site's supply points; gas is `advanced` when it is read daily. */
  supplyPoints: Array<{ id: string; supplyType: 'electricity' | 'naturalGas' | 'lpg'; advanced: boolean }>;
}

/** The customer's selected site, its billing account's window and its supply points; null without one. */
export async function findSelectedSite(db: Database, customerId: string): Promise<SelectedSite | null> {
  const [site] = await db.query<{
    site_id: string;
    billing_account_id: string;
    window_start: string;
    window_end: string;
  }>(
    `SELECT s.id AS site_id, b.id AS billing_account_id,
            to_char(b.window_start, 'YYYY-MM-DD') AS window_start, to_char(b.window_end, 'YYYY-MM-DD') AS window_end
       FROM customers c JOIN sites s ON s.id = c.selected_site_id JOIN billing_accounts b ON b.id = s.billing_account_id
      WHERE c.id = $1 AND b.customer_id = $1`,
    [customerId],
  );
  if (!site) return null;
  const points = await db.query<{ id: string; supply_type: 'electricity' | 'naturalGas' | 'lpg'; advanced: boolean }>(
    'SELECT id, supply_type, advanced FROM supply_points WHERE site_id = $1 ORDER BY id',
    [site.site_id],
  );
  return {
    siteId: site.site_id,
    billingAccountId: site.billing_account_id,
    windowStart: site.window_start,
    windowEnd: site.window_end,
    supplyPoints: points.map((point) => ({ id: point.id, supplyType: point.supply_type, advanced: point.advanced })),
  };
}
