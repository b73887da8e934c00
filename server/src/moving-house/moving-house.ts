import type { Move, MovingHouse, MovingHouseRequest } from '@harakeke/contract';
import { aucklandToday } from '@harakeke/calendar';
import type { Queryable } from '../db/client.js';
import {
  customerSiteRows,
  findMoveRow,
  findMovingFromRow,
  insertPendingMove,
  moveRows,
  siteEnergyRows,
  type MoveRow,
} from './queries.js';
import { checkMove, promotionStatusOf, sameAddress, type MoveRuleBroken } from './rules.js';

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

const movesOf = async (db: Queryable, customerId: string) => (await moveRows(db, customerId)).map(toMove);

const pendingMoveOf = async (db: Queryable, customerId: string) =>
  (await movesOf(db, customerId)).find((move) => move.status === 'pending') ?? null;

/**
 * Where the customer moves from: their selected site, its energy and their contact details, and all their sites;
 * null when they have no site selected.
 */
async function movingFromOf(db: Queryable, customerId: string) {
  const from = await findMovingFromRow(db, customerId);
  if (!from?.address) return null;
  const energy = await siteEnergyRows(db, from.site_id);
  return {
    siteId: from.site_id,
    currentAddress: from.address,
    emailAddress: from.email,
    mobileNumber: from.mobile,
    availableEnergy: energy.map((row) => row.supply_type),
    customerSites: await customerSiteRows(db, customerId),
  };
}

/** What the moving house form starts with (spec 2 §3); null when the customer has no site selected to move from. */
export async function movingHouseOf(db: Queryable, customerId: string): Promise<MovingHouse | null> {
  const from = await movingFromOf(db, customerId);
  if (!from) return null;
  const moves = await movesOf(db, customerId);
  return {
    currentAddress: from.currentAddress,
    emailAddress: from.emailAddress,
    mobileNumber: from.mobileNumber,
    availableEnergy: from.availableEnergy,
    pendingMove: moves.find((move) => move.status === 'pending') ?? null,
    moves,
  };
}

/** What became of a submitted move: recorded, refused by a rule, or refused while another is in progress. */
export type MoveSubmission =
  | { outcome: 'recorded'; move: Move }
  | { outcome: 'refused'; broken: MoveRuleBroken }
  | { outcome: 'inProgress'; referenceId: string };

/**
 * Checks a move against our rules on `now`'s Auckland day and records it as pending, submitted at `now` (the
 * business clock's); null when the customer has no site selected to move from. A second move while one is pending is
 * refused, and of two submits at once one is taken (insertPendingMove).
 */
export async function submitMove(
  db: Queryable,
  customerId: string,
  form: MovingHouseRequest,
  now: number,
): Promise<MoveSubmission | null> {
  const today = aucklandToday(now);
  const from = await movingFromOf(db, customerId);
  if (!from) return null;
  const customerAddresses = from.customerSites.map((site) => site.address);
  const checked = checkMove(form, { today, customerAddresses });
  if (!checked.ok) return { outcome: 'refused', broken: checked.broken };
  // The site moved from is the customer's site at the current address given (checkMove made sure there is one).
  const movedFrom = from.customerSites.find((site) => sameAddress(site.address, form.currentAddress));
  const pending = await pendingMoveOf(db, customerId);
  if (pending) return { outcome: 'inProgress', referenceId: pending.referenceId };
  const row = await insertPendingMove(db, customerId, {
    ...form,
    newAddress: checked.newAddress.fullAddress,
    siteId: movedFrom?.id ?? from.siteId,
    promotionStatus: promotionStatusOf(form),
    submittedAt: now,
  });
  if (row) return { outcome: 'recorded', move: toMove(row) };
  return { outcome: 'inProgress', referenceId: (await pendingMoveOf(db, customerId))?.referenceId ?? 'in progress' };
}

/** One of the customer's moves; null for another customer's, the same as one that does not exist. */
export async function moveOf(db: Queryable, customerId: string, referenceId: string): Promise<Move | null> {
  const row = await findMoveRow(db, customerId, referenceId);
  return row ? toMove(row) : null;
}
