import type { Move, MovingEnergy, MovingHouseRequest } from '@harakeke/contract';
import type { Queryable } from '../db/client.js';

export interface MoveRow {
  reference_id: string;
  status: Move['status'];
  promotion_status: Move['promotionStatus'];
  current_address: string;
  new_address: string;
  current_move_date: string;
  new_move_date: string;
  selected_energy: MovingEnergy[];
  submitted_at: string;
}

/** Dates as text so no server time zone shifts a calendar day; the instant in UTC. */
const moveColumns = `reference_id, status, promotion_status, current_address, new_address,
  to_char(current_move_date, 'YYYY-MM-DD') AS current_move_date, to_char(new_move_date, 'YYYY-MM-DD') AS new_move_date,
  selected_energy, to_char(submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS submitted_at`;

/** The customer's moves, newest first. */
export function moveRows(db: Queryable, customerId: string): Promise<MoveRow[]> {
  return db.query<MoveRow>(
    `SELECT ${moveColumns} FROM moving_house_requests WHERE customer_id = $1 ORDER BY submitted_at DESC, reference_id DESC`,
    [customerId],
  );
}

/** One of the customer's moves; another customer's is not found, the same as one that does not exist. */
export async function findMoveRow(db: Queryable, customerId: string, referenceId: string) {
  const [row] = await db.query<MoveRow>(
    `SELECT ${moveColumns} FROM moving_house_requests WHERE reference_id = $1 AND customer_id = $2`,
    [referenceId, customerId],
  );
  return row;
}

export interface MovingFromRow {
  email: string;
  /** The customer's selected site, when it is on one of their billing accounts. */
  site_id: string | null;
  address: string | null;
  mobile: string | null;
}

/** The customer's email and mobile, and their selected site (the home being left). */
export async function findMovingFromRow(db: Queryable, customerId: string) {
  const [row] = await db.query<MovingFromRow>(
    `SELECT c.email, s.id AS site_id, s.address,
            (SELECT number FROM customer_phones WHERE customer_id = c.id AND purpose = 'mobile') AS mobile
       FROM customers c
       LEFT JOIN (sites s JOIN billing_accounts b ON b.id = s.billing_account_id AND b.customer_id = $1)
         ON s.id = c.selected_site_id
      WHERE c.id = $1`,
    [customerId],
  );
  return row;
}

/** The supply types of a site that are not closing. */
export async function siteEnergyRows(db: Queryable, siteId: string | null) {
  return db.query<{ supply_type: MovingEnergy }>(
    `SELECT DISTINCT supply_type FROM supply_points WHERE site_id = $1 AND status <> 'closing' ORDER BY supply_type`,
    [siteId],
  );
}

/** Every site of the customer, in the order of their accounts. */
export function customerSiteRows(db: Queryable, customerId: string) {
  return db.query<{ id: string; address: string }>(
    `SELECT s.id, s.address FROM sites s JOIN billing_accounts b ON b.id = s.billing_account_id WHERE b.customer_id = $1
      ORDER BY b.sort_order, s.sort_order, s.id`,
    [customerId],
  );
}

export type NewMove = MovingHouseRequest & {
  siteId: string | null;
  promotionStatus: Move['promotionStatus'];
  /** The business clock's instant (epoch ms) the customer submitted it, which the move shows. */
  submittedAt: number;
};

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;

/**
 * Records a move as pending; undefined when the customer has a pending move already, which the partial unique index
 * (one pending move per customer) refuses even when two submits arrive at once.
 */
export async function insertPendingMove(db: Queryable, customerId: string, move: NewMove) {
  try {
    const [row] = await db.query<MoveRow>(
      `INSERT INTO moving_house_requests (reference_id, customer_id, site_id, current_address, new_address,
         nz_post_dp_id, property_id, current_move_date, new_move_date, email_address, mobile_number, medical_support,
         meter_access_prevented, meter_access_notes, is_dog_on_site, selected_energy, additional_message,
         promotion_status, submitted_at)
       VALUES ('MH-' || nextval('moving_house_reference_seq'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
         $14, $15, $16, $17, to_timestamp($18::float8 / 1000))
       RETURNING ${moveColumns}`,
      [
        customerId,
        move.siteId,
        move.currentAddress,
        move.newAddress,
        move.nzPostAddressSelected ? move.nzPostDpId : null,
        move.registryAddressSelected ? move.propertyIdToPopulate : null,
        move.currentMoveDate,
        move.newMoveDate,
        move.emailAddress,
        move.mobileNumber,
        move.medicalSupport,
        move.meterAccessPrevented,
        move.meterAccessNotes,
        move.isDogOnSite,
        move.selectedEnergy,
        move.additionalMessage,
        move.promotionStatus,
        move.submittedAt,
      ],
    );
    if (!row) throw new Error('The move was not recorded.');
    return row;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return undefined;
  }
}
