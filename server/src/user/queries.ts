import type { EventName, TabKey, TagName, UserMetadata, WidgetList } from '@harakeke/contract';
import type { Database } from '../db/client.js';

/** A subquery: the customer `c` has an electricity supply point on a residential account. */
const residentialElectricity = `SELECT 1 FROM billing_accounts b
  JOIN sites s ON s.billing_account_id = b.id
  JOIN supply_points p ON p.site_id = s.id
 WHERE b.customer_id = c.id AND b.type = 'residential' AND p.supply_type = 'electricity'`;

export async function findUserMetadata(db: Database, customerId: string): Promise<UserMetadata | null> {
  const [row] = await db.query<{
    email: string;
    email_verified: boolean;
    has_early_access: boolean;
    electricity: boolean;
    live_electricity: boolean;
  }>(
    `SELECT c.email, c.email_verified, c.has_early_access,
            EXISTS (${residentialElectricity}) AS electricity,
            EXISTS (${residentialElectricity} AND p.status = 'active') AS live_electricity
       FROM customers c WHERE c.id = $1`,
    [customerId],
  );
  if (!row) return null;
  return {
    username: row.email,
    email: row.email,
    emailVerified: row.email_verified,
    userId: customerId,
    hasEarlyAccess: row.has_early_access,
    forecast: { visible: row.electricity, active: row.live_electricity },
  };
}

/**
 * The tabs a customer sees: every customer has the dashboard, usage, bills, profile and tips; EV IQ is for
 * residential customers with electricity; the new dashboard for early access (spec 2 §6).
 */
export async function listTabKeys(db: Database, customerId: string): Promise<TabKey[]> {
  const [row] = await db.query<{ has_early_access: boolean; residential_electricity: boolean }>(
    `SELECT c.has_early_access,
            EXISTS (${residentialElectricity}) AS residential_electricity
       FROM customers c WHERE c.id = $1`,
    [customerId],
  );
  if (!row) return [];
  return [
    'dashboard',
    'usage',
    'bill',
    'profile',
    ...(row.residential_electricity ? (['evIq'] as const) : []),
    'tips',
    ...(row.has_early_access ? (['newDashboard'] as const) : []),
  ];
}

export async function listWidgets(db: Database, customerId: string, tabId: string): Promise<WidgetList> {
  const rows = await db.query<{ position: number; type: string }>(
    'SELECT position, type FROM dashboard_widgets WHERE customer_id = $1 AND tab_id = $2 ORDER BY position',
    [customerId, tabId],
  );
  return { tabId, widgets: rows.map((row) => ({ id: `${tabId}-${row.position}`, type: row.type })) };
}

export async function listTags(db: Database, customerId: string): Promise<TagName[]> {
  const rows = await db.query<{ tag: TagName }>('SELECT tag FROM customer_tags WHERE customer_id = $1 ORDER BY tag', [
    customerId,
  ]);
  return rows.map((row) => row.tag);
}

/** Sets a tag; setting it again keeps the first time it was set. */
export async function addTag(db: Database, customerId: string, tag: TagName): Promise<void> {
  await db.query('INSERT INTO customer_tags (customer_id, tag) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    customerId,
    tag,
  ]);
}

/** Records an event the portal posts, or one the server notes itself (a reset or verification email asked for). */
export async function recordEvent(
  db: Database,
  customerId: string,
  name: EventName | 'passwordReset' | 'emailVerification' | 'sessionStart',
  track: string | undefined,
) {
  await db.query('INSERT INTO events (customer_id, name, track) VALUES ($1, $2, $3)', [
    customerId,
    name,
    track ?? null,
  ]);
}

/**
 * Records that a session started (spec 1 §7 bootstrap) and answers when the one before it started, as ISO 8601 in
 * UTC, or null on a customer's first.
 */
export async function recordSessionStart(db: Database, customerId: string): Promise<string | null> {
  const [previous] = await db.query<{ at: string | null }>(
    `SELECT to_char(max(recorded_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at
       FROM events WHERE customer_id = $1 AND name = 'sessionStart'`,
    [customerId],
  );
  await recordEvent(db, customerId, 'sessionStart', undefined);
  return previous?.at ?? null;
}
