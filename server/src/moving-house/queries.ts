import type { Move, MovingEnergy, MovingHouseRequest } from '@harakeke/contract';
import type { Database } from '../db/client.js';

interface MoveRow {
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

const toMove = (row: MoveRow): Move => ({
  referenceId: row.reference_id,
  status: row.status,
  promotionStatus: row.promotion_status,
  currentAddress: row.current_address,
  newAddress: row.new_address,
  currentMoveDate: row.current_move_date,
  newMoveDate: row.new_move_date,
  selectedEnergy: row.selected_energy,
  submittedAt: row.submitted_at,
});

/** The customer's moves, newest first. */
export async function listMoves(db: Pick<Database, 'query'>, customerId: string): Promise<Move[]> {
  const rows = await db.query<MoveRow>(
    `SELECT ${moveColumns} FROM moving_house_requests WHERE customer_id = $1 ORDER BY submitted_at DESC, reference_id DESC`,
    [customerId],
  );
  return rows.map(toMove);
}

/** One of the customer's moves; another customer's is null, the same as one that does not exist. */
export async function findMove(db: Database, customerId: string, referenceId: string): Promise<Move | null> {
  const [row] = await db.query<MoveRow>(
    `SELECT ${moveColumns} FROM moving_house_requests WHERE reference_id = $1 AND customer_id = $2`,
    [referenceId, customerId],
  );
  return row ? toMove(row) : null;
}

/** The customer's selected site (the home being left), its supply types, contact details, and all their sites. */
export async function movingHouseStart(db: Database, customerId: string) {
  const [customer] = await db.query<{
    email: string;
    site_id: string | null;
    address: string | null;
    mobile: string | null;
  }>(
    `SELECT c.email, s.id AS site_id, s.address,
            (SELECT number FROM customer_phones WHERE customer_id = c.id AND purpose = 'mobile') AS mobile
       FROM customers c
       LEFT JOIN (sites s JOIN billing_accounts b ON b.id = s.billing_account_id AND b.customer_id = $1)
         ON s.id = c.selected_site_id
      WHERE c.id = $1`,
    [customerId],
  );
  if (!customer) return null;
  const energy = await db.query<{ supply_type: MovingEnergy }>(
    `SELECT DISTINCT supply_type FROM supply_points WHERE site_id = $1 AND status <> 'closing' ORDER BY supply_type`,
    [customer.site_id],
  );
  const sites = await db.query<{ id: string; address: string }>(
    `SELECT s.id, s.address FROM sites s JOIN billing_accounts b ON b.id = s.billing_account_id WHERE b.customer_id = $1
      ORDER BY b.sort_order, s.sort_order, s.id`,
    [customerId],
  );
  return {
    siteId: customer.site_id,
    currentAddress: customer.address,
    emailAddress: customer.email,
    mobileNumber: customer.mobile,
    availableEnergy: energy.map((row) => row.supply_type),
    customerSites: sites,
  };
}

/** Thrown when the customer already has a move in progress: the caller answers 409. */
export class MoveInProgress extends Error {
  constructor(readonly referenceId: string) {
    super(`Move ${referenceId} is in progress.`);
  }
}

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;

/**
 * Records a move as pending. The partial unique index allows one pending move per customer, so of two submits at
 * once one is taken and the other fails here as MoveInProgress, like a submit after the first.
 */
export async function recordMove(
  db: Database,
  customerId: string,
  move: MovingHouseRequest & { siteId: string | null; promotionStatus: Move['promotionStatus'] },
): Promise<Move> {
  const pendingOf = async () =>
    (await listMoves(db, customerId)).find((candidate) => candidate.status === 'pending') ?? null;
  const pending = await pendingOf();
  if (pending) throw new MoveInProgress(pending.referenceId);
  try {
    const [row] = await db.query<MoveRow>(
      `INSERT INTO moving_house_requests (reference_id, customer_id, site_id, current_address, new_address,
         nz_post_dp_id, property_id, current_move_date, new_move_date, email_address, mobile_number, medical_support,
         meter_access_prevented, meter_access_notes, is_dog_on_site, selected_energy, additional_message,
         promotion_status)
       VALUES ('MH-' || nextval('moving_house_reference_seq'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
         $14, $15, $16, $17)
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
      ],
    );
    if (!row) throw new Error('The move was not recorded.');
    return toMove(row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new MoveInProgress((await pendingOf())?.referenceId ?? 'in progress');
  }
}
