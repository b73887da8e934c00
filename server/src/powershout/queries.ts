import { randomUUID } from 'node:crypto';
import type {
  PowershoutActivity,
  PowershoutBalance,
  PowershoutBooking,
  PowershoutEligibleAccount,
  PowershoutOffer,
} from '@harakeke/contract';
import { aucklandIso, aucklandWallTime } from './auckland-time.js';
import { heldHoursByExpiry, type TakenSlot } from './rules.js';
import type { Database } from '../db/client.js';

type Query = Pick<Database, 'query'>;

/** An instant column as epoch ms: a float8 reads as a number from both PGlite and pg. */
const epochMs = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;
/** The instant an Auckland date ends (its next midnight). */
const aucklandDayEnd = (dateColumn: string) => `((${dateColumn} + 1)::timestamp AT TIME ZONE 'Pacific/Auckland')`;

export interface PowershoutMember {
  loyaltyAccountId: string;
  memberId: string;
}

/** The customer's PowerShout membership, or null when they are not enrolled. */
export async function findMember(db: Query, customerId: string): Promise<PowershoutMember | null> {
  const [row] = await db.query<PowershoutMember>(
    `SELECT loyalty_account_id AS "loyaltyAccountId", member_id AS "memberId"
       FROM powershout_members WHERE customer_id = $1`,
    [customerId],
  );
  return row ?? null;
}

export interface PowershoutFlags {
  powerShoutSeen: boolean;
  isPowerShoutWalkThroughCompleted: boolean;
}

export async function readFlags(db: Query, customerId: string): Promise<PowershoutFlags> {
  const [row] = await db.query<PowershoutFlags>(
    `SELECT powershout_seen AS "powerShoutSeen", walkthrough_completed AS "isPowerShoutWalkThroughCompleted"
       FROM powershout_profiles WHERE customer_id = $1`,
    [customerId],
  );
  return row ?? { powerShoutSeen: false, isPowerShoutWalkThroughCompleted: false };
}

export async function savePowershoutSeen(db: Query, customerId: string, seen: boolean): Promise<void> {
  await db.query(
    `INSERT INTO powershout_profiles (customer_id, powershout_seen) VALUES ($1, $2)
     ON CONFLICT (customer_id) DO UPDATE SET powershout_seen = EXCLUDED.powershout_seen`,
    [customerId, seen],
  );
}

export async function completeWalkthrough(db: Query, customerId: string): Promise<void> {
  await db.query(
    `INSERT INTO powershout_profiles (customer_id, walkthrough_completed) VALUES ($1, true)
     ON CONFLICT (customer_id) DO UPDATE SET walkthrough_completed = true`,
    [customerId],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Eligibility: the active electricity supply points at active sites of the member's residential billing accounts.

interface SupplyPointRow {
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

const isEligible = (row: SupplyPointRow) =>
  row.supply_type === 'electricity' &&
  row.point_status === 'active' &&
  row.site_status === 'active' &&
  row.account_type === 'residential';

export async function eligibleAccounts(db: Query, customerId: string): Promise<PowershoutEligibleAccount[]> {
  const member = await findMember(db, customerId);
  if (!member) return [];
  const rows = await db.query<SupplyPointRow>(
    `SELECT ${supplyPointColumns} FROM supply_points p
       JOIN sites s ON s.id = p.site_id JOIN billing_accounts b ON b.id = s.billing_account_id
      WHERE b.customer_id = $1 ORDER BY b.sort_order, b.id, s.sort_order, s.id`,
    [customerId],
  );
  const accounts = new Map<string, PowershoutEligibleAccount>();
  for (const row of rows.filter(isEligible)) {
    let account = accounts.get(row.billing_account_id);
    if (!account) {
      account = {
        billingAccountId: row.billing_account_id,
        customerNumber: row.customer_number,
        loyaltyAccountId: member.loyaltyAccountId,
        supplyPoints: [],
      };
      accounts.set(row.billing_account_id, account);
    }
    account.supplyPoints.push({
      supplyPointId: row.supply_point_id,
      supplyAgreementId: row.supply_agreement_id,
      siteId: row.site_id,
      address: row.address,
      nickname: row.nickname,
    });
  }
  return [...accounts.values()];
}

export interface OwnedSupplyPoint {
  supplyPointId: string;
  supplyAgreementId: string;
  billingAccountId: string;
  eligible: boolean;
}

/** One of the customer's supply points (null for another customer's or a missing one), and whether it can be booked. */
export async function findOwnedSupplyPoint(
  db: Query,
  customerId: string,
  supplyPointId: string,
): Promise<OwnedSupplyPoint | null> {
  const [row] = await db.query<SupplyPointRow>(
    `SELECT ${supplyPointColumns} FROM supply_points p
       JOIN sites s ON s.id = p.site_id JOIN billing_accounts b ON b.id = s.billing_account_id
      WHERE b.customer_id = $1 AND p.id = $2`,
    [customerId, supplyPointId],
  );
  if (!row) return null;
  return {
    supplyPointId: row.supply_point_id,
    supplyAgreementId: row.supply_agreement_id,
    billingAccountId: row.billing_account_id,
    eligible: isEligible(row),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Balance: the ledger's sum; earned hours lapse (an 'expired' row) once their expiry date has passed.

/** Locks the member's loyalty account for the rest of the transaction, so balance checks and spends do not race. */
export async function lockLoyaltyAccount(tx: Query, loyaltyAccountId: string): Promise<void> {
  await tx.query('SELECT customer_id FROM powershout_members WHERE loyalty_account_id = $1 FOR UPDATE', [
    loyaltyAccountId,
  ]);
}

async function ledgerBalance(db: Query, loyaltyAccountId: string): Promise<number> {
  const [row] = await db.query<{ hours: number }>(
    'SELECT coalesce(sum(hours), 0)::int AS hours FROM powershout_activity WHERE loyalty_account_id = $1',
    [loyaltyAccountId],
  );
  return Number(row?.hours ?? 0);
}

interface GrantRow {
  id: string;
  expires_on: string;
  hours: number;
}

async function unlapsedGrants(db: Query, loyaltyAccountId: string): Promise<GrantRow[]> {
  return db.query<GrantRow>(
    `SELECT id, to_char(expires_on, 'YYYY-MM-DD') AS expires_on, hours FROM powershout_activity
      WHERE loyalty_account_id = $1 AND kind = 'earned' AND lapsed_at IS NULL AND expires_on IS NOT NULL`,
    [loyaltyAccountId],
  );
}

/**
 * Writes off the hours of earned rows whose expiry date is before `today` (Auckland): the part of them the balance
 * still holds becomes one 'expired' row each date. Call inside a transaction that holds the account's lock.
 */
export async function settleLapsedHours(tx: Query, loyaltyAccountId: string, today: string): Promise<void> {
  const grants = await unlapsedGrants(tx, loyaltyAccountId);
  const lapsing = grants.filter((grant) => grant.expires_on < today);
  if (lapsing.length === 0) return;
  const held = heldHoursByExpiry(
    await ledgerBalance(tx, loyaltyAccountId),
    grants.map((grant) => ({ expiresOn: grant.expires_on, hours: grant.hours })),
  );
  for (const { expiresOn, hours } of held.filter((entry) => entry.expiresOn < today)) {
    await tx.query(
      `INSERT INTO powershout_activity (id, loyalty_account_id, kind, description, hours, occurred_at)
       VALUES ($1, $2, 'expired', $3, $4, ${aucklandDayEnd('$5::date')})`,
      [`act-${randomUUID()}`, loyaltyAccountId, `Hours earned a year ago expired on ${expiresOn}`, -hours, expiresOn],
    );
  }
  await tx.query(`UPDATE powershout_activity SET lapsed_at = now() WHERE id = ANY($1::text[])`, [
    lapsing.map((grant) => grant.id),
  ]);
}

/** The balance now; settles lapsed hours first, in its own transaction unless given one. */
export async function readBalance(db: Database, loyaltyAccountId: string, now: number): Promise<PowershoutBalance> {
  return db.transaction(async (tx) => {
    await lockLoyaltyAccount(tx, loyaltyAccountId);
    return balanceInTransaction(tx, loyaltyAccountId, now);
  });
}

/** The balance, read in a transaction that already holds the account's lock. */
export async function balanceInTransaction(
  tx: Query,
  loyaltyAccountId: string,
  now: number,
): Promise<PowershoutBalance> {
  const today = aucklandWallTime(now).date;
  await settleLapsedHours(tx, loyaltyAccountId, today);
  const availableHours = Math.max(0, await ledgerBalance(tx, loyaltyAccountId));
  const grants = await unlapsedGrants(tx, loyaltyAccountId);
  const [booked] = await tx.query<{ hours: number }>(
    `SELECT coalesce(sum(duration_hours), 0)::int AS hours FROM powershout_bookings
      WHERE loyalty_account_id = $1 AND cancelled_at IS NULL
        AND starts_at + duration_hours * interval '1 hour' > to_timestamp($2::float8 / 1000)`,
    [loyaltyAccountId, now],
  );
  return {
    loyaltyAccountId,
    availableHours,
    bookedHours: Number(booked?.hours ?? 0),
    expiring: heldHoursByExpiry(
      availableHours,
      grants.map((grant) => ({ expiresOn: grant.expires_on, hours: grant.hours })),
    ),
    asOf: today,
  };
}

/** Adds one row to the ledger. */
export async function recordActivity(
  tx: Query,
  entry: {
    loyaltyAccountId: string;
    kind: PowershoutActivity['kind'];
    description: string;
    hours: number;
    expiresOn?: string;
    bookingId?: string;
    campaignOfferId?: string;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO powershout_activity (id, loyalty_account_id, kind, description, hours, occurred_at, expires_on,
       booking_id, campaign_offer_id)
     VALUES ($1, $2, $3, $4, $5, now(), $6::date, $7, $8)`,
    [
      `act-${randomUUID()}`,
      entry.loyaltyAccountId,
      entry.kind,
      entry.description,
      entry.hours,
      entry.expiresOn ?? null,
      entry.bookingId ?? null,
      entry.campaignOfferId ?? null,
    ],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Activity history

export async function historyPage(
  db: Query,
  loyaltyAccountId: string,
  pageSize: number,
  pageNumber: number,
): Promise<{ totalItems: number; items: PowershoutActivity[] }> {
  const [count] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM powershout_activity WHERE loyalty_account_id = $1',
    [loyaltyAccountId],
  );
  const rows = await db.query<{
    id: string;
    kind: PowershoutActivity['kind'];
    description: string;
    hours: number;
    occurred_ms: number;
  }>(
    `SELECT id, kind, description, hours, ${epochMs('occurred_at')} AS occurred_ms FROM powershout_activity
      WHERE loyalty_account_id = $1 ORDER BY occurred_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [loyaltyAccountId, pageSize, (pageNumber - 1) * pageSize],
  );
  return {
    totalItems: Number(count?.total ?? 0),
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      description: row.description,
      hours: Number(row.hours),
      occurredAt: aucklandIso(row.occurred_ms),
      date: aucklandWallTime(row.occurred_ms).date,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Offers

interface OfferRow {
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

function toOffer(row: OfferRow, now: number): PowershoutOffer {
  const status = row.accepted_ms !== null ? 'accepted' : row.expires_ms <= now ? 'expired' : 'active';
  return {
    campaignOfferId: row.campaign_offer_id,
    offerCode: row.offer_code,
    title: row.title,
    description: row.description,
    hoursPerUnit: Number(row.hours_per_unit),
    maxQuantity: Number(row.max_quantity),
    status,
    expiresOn: row.expires_on,
    expiresAt: aucklandIso(row.expires_ms),
    acceptedAt: row.accepted_ms === null ? null : aucklandIso(row.accepted_ms),
    acceptedQuantity: row.accepted_quantity === null ? null : Number(row.accepted_quantity),
  };
}

/** The account's offers, soonest expiry first, with their status now. */
export async function listOffers(db: Query, loyaltyAccountId: string, now: number): Promise<PowershoutOffer[]> {
  const rows = await db.query<OfferRow>(
    `SELECT ${offerColumns} FROM powershout_offers WHERE loyalty_account_id = $1
      ORDER BY expires_on, sort_order, campaign_offer_id`,
    [loyaltyAccountId],
  );
  return rows.map((row) => toOffer(row, now));
}

/** One offer of the account, locked for the acceptance; null when the account has no such offer. */
export async function findOfferForUpdate(
  tx: Query,
  loyaltyAccountId: string,
  campaignOfferId: string,
  now: number,
): Promise<PowershoutOffer | null> {
  const [row] = await tx.query<OfferRow>(
    `SELECT ${offerColumns} FROM powershout_offers WHERE loyalty_account_id = $1 AND campaign_offer_id = $2
      FOR UPDATE`,
    [loyaltyAccountId, campaignOfferId],
  );
  return row ? toOffer(row, now) : null;
}

export async function markOfferAccepted(tx: Query, campaignOfferId: string, quantity: number): Promise<void> {
  await tx.query(
    'UPDATE powershout_offers SET accepted_at = now(), accepted_quantity = $2 WHERE campaign_offer_id = $1',
    [campaignOfferId, quantity],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Bookings

interface BookingRow {
  id: string;
  billing_account_id: string;
  supply_point_id: string;
  supply_agreement_id: string;
  address: string;
  start_ms: number;
  duration_hours: number;
}

function toBooking(row: BookingRow, now: number): PowershoutBooking {
  const durationHours = Number(row.duration_hours);
  const end = row.start_ms + durationHours * 3_600_000;
  const wall = aucklandWallTime(row.start_ms);
  const started = row.start_ms <= now;
  return {
    bookingId: row.id,
    billingAccountId: row.billing_account_id,
    supplyPointId: row.supply_point_id,
    supplyAgreementId: row.supply_agreement_id,
    address: row.address,
    date: wall.date,
    startTime: `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`,
    startDate: aucklandIso(row.start_ms),
    endDate: aucklandIso(end),
    durationHours,
    status: started ? 'inProgress' : 'upcoming',
    canDelete: !started,
  };
}

const bookingSelect = `SELECT k.id, b.id AS billing_account_id, p.id AS supply_point_id, p.supply_agreement_id,
    s.address, ${epochMs('k.starts_at')} AS start_ms, k.duration_hours
  FROM powershout_bookings k JOIN supply_points p ON p.id = k.supply_point_id
  JOIN sites s ON s.id = p.site_id JOIN billing_accounts b ON b.id = s.billing_account_id`;

/** The account's bookings that have not ended, soonest first, of one supply point when given. */
export async function activeBookings(
  db: Query,
  loyaltyAccountId: string,
  now: number,
  supplyPointId?: string,
): Promise<PowershoutBooking[]> {
  const rows = await db.query<BookingRow>(
    `${bookingSelect}
      WHERE k.loyalty_account_id = $1 AND k.cancelled_at IS NULL
        AND k.starts_at + k.duration_hours * interval '1 hour' > to_timestamp($2::float8 / 1000)
        AND ($3::text IS NULL OR k.supply_point_id = $3)
      ORDER BY k.starts_at, k.id`,
    [loyaltyAccountId, now, supplyPointId ?? null],
  );
  return rows.map((row) => toBooking(row, now));
}

/** One booking of the account (not cancelled), or null. */
export async function findBooking(
  db: Query,
  loyaltyAccountId: string,
  bookingId: string,
  now: number,
): Promise<PowershoutBooking | null> {
  const [row] = await db.query<BookingRow>(
    `${bookingSelect} WHERE k.loyalty_account_id = $1 AND k.id = $2 AND k.cancelled_at IS NULL`,
    [loyaltyAccountId, bookingId],
  );
  return row ? toBooking(row, now) : null;
}

/** The stretches of a supply point already booked (by anyone) that have not ended. */
export async function takenSlots(db: Query, supplyPointId: string, now: number): Promise<TakenSlot[]> {
  const rows = await db.query<{ start_ms: number; duration_hours: number }>(
    `SELECT ${epochMs('starts_at')} AS start_ms, duration_hours FROM powershout_bookings
      WHERE supply_point_id = $1 AND cancelled_at IS NULL
        AND starts_at + duration_hours * interval '1 hour' > to_timestamp($2::float8 / 1000)`,
    [supplyPointId, now],
  );
  return rows.map((row) => ({ start: row.start_ms, end: row.start_ms + Number(row.duration_hours) * 3_600_000 }));
}

export async function insertBooking(
  tx: Query,
  booking: { id: string; loyaltyAccountId: string; supplyPointId: string; start: number; durationHours: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO powershout_bookings (id, loyalty_account_id, supply_point_id, starts_at, duration_hours)
     VALUES ($1, $2, $3, to_timestamp($4::float8 / 1000), $5)`,
    [booking.id, booking.loyaltyAccountId, booking.supplyPointId, booking.start, booking.durationHours],
  );
}

export async function cancelBookingRow(tx: Query, bookingId: string): Promise<void> {
  await tx.query('UPDATE powershout_bookings SET cancelled_at = now() WHERE id = $1', [bookingId]);
}

// ---------------------------------------------------------------------------------------------------------------
// Referral

export async function findReferralCode(db: Query, customerId: string): Promise<string | null> {
  const [row] = await db.query<{ referral_code: string }>(
    'SELECT referral_code FROM referral_links WHERE customer_id = $1',
    [customerId],
  );
  return row?.referral_code ?? null;
}
