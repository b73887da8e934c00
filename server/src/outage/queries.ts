import type { Outage } from '@harakeke/contract';
import type { Database } from '../db/client.js';

const noOutage: Outage = { isOn: false, shouldNotify: false, period: null, endDate: null, outageDurationText: null };

/** The national outage state (spec 1 §4); off unless switched on. */
export async function readOutage(db: Database): Promise<Outage> {
  const [row] = await db.query<{ value: Outage }>("SELECT value FROM settings WHERE key = 'outage'");
  return row?.value ?? noOutage;
}

export async function saveOutage(db: Database, outage: Outage) {
  await db.query(
    `INSERT INTO settings (key, value) VALUES ('outage', $1::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [JSON.stringify(outage)],
  );
}

/** The outage the OUTAGE and OUTAGE_PERIOD settings describe. */
export function outageFromSettings(setting: { isOn: boolean; period: string | null }): Outage {
  return { ...noOutage, isOn: setting.isOn, shouldNotify: setting.isOn, period: setting.isOn ? setting.period : null };
}
