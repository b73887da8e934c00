import type { MyEv } from '@harakeke/contract';
import type { Queryable } from '../db/client.js';

export interface EvRow {
  model_id: string;
  weekly_km: number;
  charging_time: MyEv['chargingTime'];
  charger: MyEv['charger'];
  updated_at: string;
}

/** The instant in UTC, as the answer gives it. */
const evColumns = `model_id, weekly_km, charging_time, charger,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at`;

/** The EV the customer told us about, if any. */
export async function findEvRow(db: Queryable, customerId: string): Promise<EvRow | undefined> {
  const [row] = await db.query<EvRow>(`SELECT ${evColumns} FROM customer_evs WHERE customer_id = $1`, [customerId]);
  return row;
}

/**
 * Keeps the customer's EV, replacing the one before, as updated at `at` (the business clock's instant, epoch ms: the
 * answer shows it); answers it as kept.
 */
export async function saveEvRow(
  db: Queryable,
  customerId: string,
  ev: Pick<MyEv, 'modelId' | 'weeklyKm' | 'chargingTime' | 'charger'>,
  at: number,
): Promise<EvRow | undefined> {
  const [row] = await db.query<EvRow>(
    `INSERT INTO customer_evs (customer_id, model_id, weekly_km, charging_time, charger, updated_at)
     VALUES ($1, $2, $3, $4, $5, to_timestamp($6::float8 / 1000))
     ON CONFLICT (customer_id) DO UPDATE SET model_id = EXCLUDED.model_id, weekly_km = EXCLUDED.weekly_km,
       charging_time = EXCLUDED.charging_time, charger = EXCLUDED.charger, updated_at = EXCLUDED.updated_at
     RETURNING ${evColumns}`,
    [customerId, ev.modelId, ev.weeklyKm, ev.chargingTime, ev.charger, at],
  );
  return row;
}
