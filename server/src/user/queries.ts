import type { EventName, TagName } from '@harakeke/contract';
import type { Queryable } from '../db/client.js';

/** A subquery: the customer `c` has an electricity supply point on a residential account. */
export const residentialElectricity = `SELECT 1 FROM billing_accounts b
  JOIN sites s ON s.billing_account_id = b.id
  JOIN supply_points p ON p.site_id = s.id
 WHERE b.customer_id = c.id AND b.type = 'residential' AND p.supply_type = 'electricity'`;

export interface UserMetadataRow {
  email: string;
  email_verified: boolean;
  has_early_access: boolean;
  electricity: boolean;
  live_electricity: boolean;
}

export async function findUserMetadataRow(db: Queryable, customerId: string): Promise<UserMetadataRow | undefined> {
  const [row] = await db.query<UserMetadataRow>(
    `SELECT c.email, c.email_verified, c.has_early_access,
            EXISTS (${residentialElectricity}) AS electricity,
            EXISTS (${residentialElectricity} AND p.status = 'active') AS live_electricity
       FROM customers c WHERE c.id = $1`,
    [customerId],
  );
  return row;
}

export async function listTags(db: Queryable, customerId: string): Promise<TagName[]> {
  const rows = await db.query<{ tag: TagName }>('SELECT tag FROM customer_tags WHERE customer_id = $1 ORDER BY tag', [
    customerId,
  ]);
  return rows.map((row) => row.tag);
}

/** Sets a tag; setting it again keeps the first time it was set. */
export async function addTag(db: Queryable, customerId: string, tag: TagName): Promise<void> {
  await db.query('INSERT INTO customer_tags (customer_id, tag) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    customerId,
    tag,
  ]);
}

/**
 * Records an event the portal posts, or one the server notes itself (a reset or verification email asked for), at
 * `at`: the business clock's instant (epoch ms), the customer's time of it (a session's start is shown back as the
 * previous visit).
 */
export async function recordEvent(
  db: Queryable,
  customerId: string,
  event: { name: EventName | 'passwordReset' | 'emailVerification' | 'sessionStart'; track?: string; at: number },
): Promise<void> {
  await db.query(
    'INSERT INTO events (customer_id, name, track, recorded_at) VALUES ($1, $2, $3, to_timestamp($4::float8 / 1000))',
    [customerId, event.name, event.track ?? null, event.at],
  );
}

/** When the customer's last session started, as ISO 8601 in UTC; null before their first. */
export async function lastSessionStart(db: Queryable, customerId: string): Promise<string | null> {
  const [previous] = await db.query<{ at: string | null }>(
    `SELECT to_char(max(recorded_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at
       FROM events WHERE customer_id = $1 AND name = 'sessionStart'`,
    [customerId],
  );
  return previous?.at ?? null;
}
