import { randomUUID } from 'node:crypto';
import type { PowershoutActivity } from '@harakeke/contract';
import type { Queryable } from '../db/client.js';
import { aucklandDate, aucklandDateText } from '../db/sql.js';

/** An instant column as epoch ms: a float8 reads as a number from both PGlite and pg. */
const epochMs = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;
/** The instant an Auckland date ends (its next midnight). */
const aucklandDayEnd = (dateColumn: string) => `((${dateColumn} + 1)::timestamp AT TIME ZONE 'Pacific/Auckland')`;

export interface PowershoutMember {
  loyaltyAccountId: string;
  memberId: string;
}

/** The customer's PowerShout membership, or null when they are not enrolled. */
export async function findMember(db: Queryable, customerId: string): Promise<PowershoutMember | null> {
  const [row] = await db.query<PowershoutMember>(
    `SELECT loyalty_account_id AS "loyaltyAccountId", member_id AS "memberId"
       FROM powershout_members WHERE customer_id = $1`,
    [customerId],
  );
  return row ?? null;
}

export interface PowershoutFlagsRow {
  powershout_seen: boolean;
  walkthrough_completed: boolean;
}

/** The customer's what's-new and walkthrough flags, if they were ever saved. */
export async function findFlagsRow(db: Queryable, customerId: string): Promise<PowershoutFlagsRow | undefined> {
  const [row] = await db.query<PowershoutFlagsRow>(
    'SELECT powershout_seen, walkthrough_completed FROM powershout_profiles WHERE customer_id = $1',
    [customerId],
  );
  return row;
}

export async function savePowershoutSeen(db: Queryable, customerId: string, seen: boolean): Promise<void> {
  await db.query(
    `INSERT INTO powershout_profiles (customer_id, powershout_seen) VALUES ($1, $2)
     ON CONFLICT (customer_id) DO UPDATE SET powershout_seen = EXCLUDED.powershout_seen`,
    [customerId, seen],
  );
}

export async function saveWalkthroughCompleted(db: Queryable, customerId: string): Promise<void> {
  await db.query(
    `INSERT INTO powershout_profiles (customer_id, walkthrough_completed) VALUES ($1, true)
     ON CONFLICT (customer_id) DO UPDATE SET walkthrough_completed = true`,
    [customerId],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Supply points

export interface SupplyPointRow {
  supply_point_id: string;
  supply_agreement_id: string;
  supply_type: 'electricity' | 'naturalGas' | 'lpg';
  point_status: string;
  site_id: string;
  site_status: string;
  address: string;
  nickname: string | null;
  billing_account_id: string;
  customer_number: string;
  account_type: 'residential' | 'sme';
}

const supplyPointColumns = `p.id AS supply_point_id, p.supply_agreement_id, p.supply_type, p.status AS point_status,
  s.id AS site_id, s.status AS site_status, s.address, s.nickname, b.id AS billing_account_id, b.customer_number,
  b.type AS account_type`;

/** Every supply point of the customer, in the customer's order of accounts and sites. */
export function supplyPointRows(db: Queryable, customerId: string): Promise<SupplyPointRow[]> {
  return db.query<SupplyPointRow>(
    `SELECT ${supplyPointColumns} FROM supply_points p
       JOIN sites s ON s.id = p.site_id JOIN billing_accounts b ON b.id = s.billing_account_id
      WHERE b.customer_id = $1 ORDER BY b.sort_order, b.id, s.sort_order, s.id`,
    [customerId],
  );
}

/** One of the customer's supply points; undefined for another customer's or a missing one. */
export async function findSupplyPointRow(
  db: Queryable,
  customerId: string,
  supplyPointId: string,
): Promise<SupplyPointRow | undefined> {
  const [row] = await db.query<SupplyPointRow>(
    `SELECT ${supplyPointColumns} FROM supply_points p
       JOIN sites s ON s.id = p.site_id JOIN billing_accounts b ON b.id = s.billing_account_id
      WHERE b.customer_id = $1 AND p.id = $2`,
    [customerId, supplyPointId],
  );
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// The hours ledger: the balance is the sum of its rows.

/** Locks the member's loyalty account for the rest of the transaction, so balance checks and spends do not race. */
export async function lockLoyaltyAccount(tx: Queryable, loyaltyAccountId: string): Promise<void> {
  await tx.query('SELECT customer_id FROM powershout_members WHERE loyalty_account_id = $1 FOR UPDATE', [
    loyaltyAccountId,
  ]);
}

/** The sum of the account's ledger, in hours. */
export async function ledgerHours(db: Queryable, loyaltyAccountId: string): Promise<number> {
  const [row] = await db.query<{ hours: number }>(
    'SELECT coalesce(sum(hours), 0)::int AS hours FROM powershout_activity WHERE loyalty_account_id = $1',
    [loyaltyAccountId],
  );
  return Number(row?.hours ?? 0);
}

export interface GrantRow {
  id: string;
  expires_on: string;
  hours: number;
}

/** The account's earned rows whose hours have not been written off yet. */
export function unlapsedGrantRows(db: Queryable, loyaltyAccountId: string): Promise<GrantRow[]> {
  return db.query<GrantRow>(
    `SELECT id, to_char(expires_on, 'YYYY-MM-DD') AS expires_on, hours FROM powershout_activity
      WHERE loyalty_account_id = $1 AND kind = 'earned' AND lapsed_at IS NULL AND expires_on IS NOT NULL`,
    [loyaltyAccountId],
  );
}

/** The hours of the account's bookings that have not ended at `now`. */
export async function bookedHours(db: Queryable, loyaltyAccountId: string, now: number): Promise<number> {
  const [row] = await db.query<{ hours: number }>(
    `SELECT coalesce(sum(duration_hours), 0)::int AS hours FROM powershout_bookings
      WHERE loyalty_account_id = $1 AND cancelled_at IS NULL
        AND starts_at + duration_hours * interval '1 hour' > to_timestamp($2::float8 / 1000)`,
    [loyaltyAccountId, now],
  );
  return Number(row?.hours ?? 0);
}

/** Adds the ledger row that writes off hours lapsed on `expiresOn`, dated the end of that Auckland day. */
export async function insertExpiredActivity(
  tx: Queryable,
  entry: { loyaltyAccountId: string; description: string; hours: number; expiresOn: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO powershout_activity (id, loyalty_account_id, kind, description, hours, occurred_at)
     VALUES ($1, $2, 'expired', $3, $4, ${aucklandDayEnd('$5::date')})`,
    [`act-${randomUUID()}`, entry.loyaltyAccountId, entry.description, entry.hours, entry.expiresOn],
  );
}

/** Marks earned rows as written off, so their hours lapse only once. */
export async function markGrantsLapsed(tx: Queryable, grantIds: readonly string[]): Promise<void> {
  // The database's time: only whether lapsed_at is set is read; the 'expired' row added with it carries its date.
  await tx.query(`UPDATE powershout_activity SET lapsed_at = now() WHERE id = ANY($1::text[])`, [grantIds]);
}

/** Adds one row to the ledger, dated `at` (the business clock's instant, epoch ms), as the history shows it. */
export async function insertActivity(
  tx: Queryable,
  entry: {
    loyaltyAccountId: string;
    kind: PowershoutActivity['kind'];
    description: string;
    hours: number;
    at: number;
    expiresOn?: string;
    bookingId?: string;
    campaignOfferId?: string;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO powershout_activity (id, loyalty_account_id, kind, description, hours, occurred_at, expires_on,
       booking_id, campaign_offer_id)
     VALUES ($1, $2, $3, $4, $5, to_timestamp($9::float8 / 1000), $6::date, $7, $8)`,
    [
      `act-${randomUUID()}`,
      entry.loyaltyAccountId,
      entry.kind,
      entry.description,
      entry.hours,
      entry.expiresOn ?? null,
      entry.bookingId ?? null,
      entry.campaignOfferId ?? null,
      entry.at,
    ],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Activity history

/** How many ledger rows the account has. */
export async function activityCount(db: Queryable, loyaltyAccountId: string): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM powershout_activity WHERE loyalty_account_id = $1',
    [loyaltyAccountId],
  );
  return Number(row?.total ?? 0);
}

export interface ActivityRow {
  id: string;
  kind: PowershoutActivity['kind'];
  description: string;
  hours: number;
  occurred_ms: number;
}

/** A page of the account's ledger rows, newest first. */
export function activityRows(
  db: Queryable,
  loyaltyAccountId: string,
  limit: number,
  offset: number,
): Promise<ActivityRow[]> {
  return db.query<ActivityRow>(
    `SELECT id, kind, description, hours, ${epochMs('occurred_at')} AS occurred_ms FROM powershout_activity
      WHERE loyalty_account_id = $1 ORDER BY occurred_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [loyaltyAccountId, limit, offset],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Offers

export interface OfferRow {
  campaign_offer_id: string;
  offer_code: string;
  title: string;
  description: string;
  hours_per_unit: number;
  max_quantity: number;
  expires_on: string;
  expires_ms: number;
  accepted_ms: number | null;
  accepted_quantity: number | null;
}

const offerColumns = `campaign_offer_id, offer_code, title, description, hours_per_unit, max_quantity,
  to_char(expires_on, 'YYYY-MM-DD') AS expires_on, ${epochMs(aucklandDayEnd('expires_on'))} AS expires_ms,
  ${epochMs('accepted_at')} AS accepted_ms, accepted_quantity`;

/** The account's offers, soonest expiry first. */
export function offerRows(db: Queryable, loyaltyAccountId: string): Promise<OfferRow[]> {
  return db.query<OfferRow>(
    `SELECT ${offerColumns} FROM powershout_offers WHERE loyalty_account_id = $1
      ORDER BY expires_on, sort_order, campaign_offer_id`,
    [loyaltyAccountId],
  );
}

/** One offer of the account, locked for the acceptance; undefined when the account has no such offer. */
export async function findOfferRowForUpdate(
  tx: Queryable,
  loyaltyAccountId: string,
  campaignOfferId: string,
): Promise<OfferRow | undefined> {
  const [row] = await tx.query<OfferRow>(
    `SELECT ${offerColumns} FROM powershout_offers WHERE loyalty_account_id = $1 AND campaign_offer_id = $2
      FOR UPDATE`,
    [loyaltyAccountId, campaignOfferId],
  );
  return row;
}

/** Marks an offer accepted at `at` (the business clock's instant, epoch ms), which the offer then shows. */
export async function markOfferAccepted(
  tx: Queryable,
  campaignOfferId: string,
  { quantity, at }: { quantity: number; at: number },
): Promise<void> {
  await tx.query(
    `UPDATE powershout_offers SET accepted_at = to_timestamp($3::float8 / 1000), accepted_quantity = $2
      WHERE campaign_offer_id = $1`,
    [campaignOfferId, quantity, at],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Bookings

export interface BookingRow {
  id: string;
  billing_account_id: string;
  supply_point_id: string;
  supply_agreement_id: string;
  address: string;
  start_ms: number;
  duration_hours: number;
}

const bookingSelect = `SELECT k.id, b.id AS billing_account_id, p.id AS supply_point_id, p.supply_agreement_id,
    s.address, ${epochMs('k.starts_at')} AS start_ms, k.duration_hours
  FROM powershout_bookings k JOIN supply_points p ON p.id = k.supply_point_id
  JOIN sites s ON s.id = p.site_id JOIN billing_accounts b ON b.id = s.billing_account_id`;

/** The account's bookings that have not ended at `now`, soonest first, of one supply point when given. */
export function activeBookingRows(
  db: Queryable,
  loyaltyAccountId: string,
  now: number,
  supplyPointId?: string,
): Promise<BookingRow[]> {
  return db.query<BookingRow>(
    `${bookingSelect}
      WHERE k.loyalty_account_id = $1 AND k.cancelled_at IS NULL
        AND k.starts_at + k.duration_hours * interval '1 hour' > to_timestamp($2::float8 / 1000)
        AND ($3::text IS NULL OR k.supply_point_id = $3)
      ORDER BY k.starts_at, k.id`,
    [loyaltyAccountId, now, supplyPointId ?? null],
  );
}

/** One booking of the account (not cancelled). */
export async function findBookingRow(
  db: Queryable,
  loyaltyAccountId: string,
  bookingId: string,
): Promise<BookingRow | undefined> {
  const [row] = await db.query<BookingRow>(
    `${bookingSelect} WHERE k.loyalty_account_id = $1 AND k.id = $2 AND k.cancelled_at IS NULL`,
    [loyaltyAccountId, bookingId],
  );
  return row;
}

export interface TakenSlotRow {
  start_ms: number;
  duration_hours: number;
}

/** The bookings of a supply point (by anyone) that have not ended at `now`. */
export function takenSlotRows(db: Queryable, supplyPointId: string, now: number): Promise<TakenSlotRow[]> {
  return db.query<TakenSlotRow>(
    `SELECT ${epochMs('starts_at')} AS start_ms, duration_hours FROM powershout_bookings
      WHERE supply_point_id = $1 AND cancelled_at IS NULL
        AND starts_at + duration_hours * interval '1 hour' > to_timestamp($2::float8 / 1000)`,
    [supplyPointId, now],
  );
}

export async function insertBooking(
  tx: Queryable,
  booking: { id: string; loyaltyAccountId: string; supplyPointId: string; start: number; durationHours: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO powershout_bookings (id, loyalty_account_id, supply_point_id, starts_at, duration_hours)
     VALUES ($1, $2, $3, to_timestamp($4::float8 / 1000), $5)`,
    [booking.id, booking.loyaltyAccountId, booking.supplyPointId, booking.start, booking.durationHours],
  );
}

export async function markBookingCancelled(tx: Queryable, bookingId: string): Promise<void> {
  // The database's time: only whether cancelled_at is set is read; the ledger row added with it carries its date.
  await tx.query('UPDATE powershout_bookings SET cancelled_at = now() WHERE id = $1', [bookingId]);
}

/** The hours booked (not cancelled) on supply points, by the Auckland day each booking starts, from `from` to `to`. */
export async function bookedHoursByDayRows(
  db: Queryable,
  supplyPointIds: readonly string[],
  from: string,
  to: string,
): Promise<Array<{ date: string; hours: number }>> {
  return db.query<{ date: string; hours: number }>(
    `SELECT ${aucklandDateText('starts_at')} AS date, sum(duration_hours)::int AS hours
       FROM powershout_bookings
      WHERE cancelled_at IS NULL AND supply_point_id = ANY ($1::text[])
        AND ${aucklandDate('starts_at')} BETWEEN $2::date AND $3::date
      GROUP BY 1`,
    [supplyPointIds, from, to],
  );
}
