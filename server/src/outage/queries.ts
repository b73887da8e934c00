import type { Outage } from '@harakeke/contract';
import type { Queryable } from '../db/client.js';

/** The stored outage notice, if one was ever set. */
export async function findOutageSetting(db: Queryable): Promise<Outage | undefined> {
  const [row] = await db.query<{ value: Outage }>("SELECT value FROM settings WHERE key = 'outage'");
  return row?.value;
}

export async function saveOutageSetting(db: Queryable, outage: Outage): Promise<void> {
  await db.query(
    `INSERT INTO settings (key, value) VALUES ('outage', $1::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [JSON.stringify(outage)],
  );
}
