import {
  BILLS_COMPARED,
  getBillChecker,
  getMove,
  getMovingHouse,
  searchMovingHouseAddresses,
  submitMovingHouse,
} from '@harakeke/contract';
import type { Hono } from 'hono';
import { billChecks, billPeriodUsage } from '../bill-checker/checks.js';
import type { Database } from '../db/client.js';
import { billingAccountsOf } from '../billing-accounts/billing-accounts.js';
import { issuedBills } from '../bills/queries.js';
import { findMove, listMoves, MoveInProgress, movingHouseStart, recordMove } from './queries.js';
import { lastCompleteDay } from '../readings/queries.js';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import { searchAddresses } from './addresses.js';
import { checkMove, promotionStatusOf, sameAddress } from './rules.js';
import { aucklandToday, shiftDate } from '../usage/period-data.js';

export function movingHouseBillCheckerRoutes(app: Hono<ApiEnv>, db: Database) {
  movingHouseRoutes(app, db);
  billCheckerRoutes(app, db);
}

/** Moving house (spec 2 §2, §3): the address lookup, the form's starting values, the submit, and the moves. */
function movingHouseRoutes(app: Hono<ApiEnv>, db: Database) {
  defineRoute(app, searchMovingHouseAddresses, async ({ input }) => ({
    addresses: searchAddresses(input.query),
  }));

  const start = async (customerId: string) => {
    const found = await movingHouseStart(db, customerId);
    if (!found?.currentAddress) throw problems.notFound('You have no site selected to move from.');
    return { ...found, currentAddress: found.currentAddress };
  };

  defineRoute(app, getMovingHouse, async ({ customerId }) => {
    const found = await start(customerId);
    const moves = await listMoves(db, customerId);
    return {
      currentAddress: found.currentAddress,
      emailAddress: found.emailAddress,
      mobileNumber: found.mobileNumber,
      availableEnergy: found.availableEnergy,
      pendingMove: moves.find((move) => move.status === 'pending') ?? null,
      moves,
    };
  });

  defineRoute(app, submitMovingHouse, async ({ customerId, input }) => {
    const found = await start(customerId);
    const customerAddresses = found.customerSites.map((site) => site.address);
    const checked = checkMove(input, { today: aucklandToday(), customerAddresses });
    if (!checked.ok) throw problems.badRequest(`${checked.broken.field}: ${checked.broken.message}`);
    // The site moved from is the customer's site at the current address given (checkMove made sure there is one).
    const movedFrom = found.customerSites.find((site) => sameAddress(site.address, input.currentAddress));
    try {
      const move = await recordMove(db, customerId, {
        ...input,
        newAddress: checked.newAddress.fullAddress,
        siteId: movedFrom?.id ?? found.siteId,
        promotionStatus: promotionStatusOf(input),
      });
      return { referenceId: move.referenceId, status: move.status, promotionStatus: move.promotionStatus, move };
    } catch (error) {
      if (!(error instanceof MoveInProgress)) throw error;
      throw problems.conflict(
        `Your move ${error.referenceId} is still in progress. We will be in touch about it; call us to change it.`,
      );
    }
  });

  defineRoute(app, getMove, async ({ customerId, input }) => {
    const move = await findMove(db, customerId, input.referenceId);
    if (!move) throw problems.notFound('You have no move with this reference.');
    return move;
  });
}

/** Bills issued this long ago still hold the last bill and the three before it (four cycles and the issue delay). */
const CHECKED_BILLS_WITHIN_DAYS = 4 * 31 + 5;

/** Bill checker (spec 2 §3, 'field shapes not shown'): the selected billing account's newest bill, checked. */
function billCheckerRoutes(app: Hono<ApiEnv>, db: Database) {
  defineRoute(app, getBillChecker, async ({ customerId }) => {
    const { selected } = await billingAccountsOf(db, customerId, aucklandToday());
    if (!selected) throw problems.notFound('You have no billing account selected.');
    const today = aucklandToday();
    const bills = await issuedBills(
      db,
      { id: selected.id, customerNumber: selected.customerNumber, windowStart: selected.billing.window.startDate },
      { today, since: shiftDate(today, -CHECKED_BILLS_WITHIN_DAYS) },
    );
    const [bill, ...earlier] = bills;
    if (!bill) throw problems.notFound('You have no bill to check yet.');
    const usage = await billPeriodUsage(db, bill, await lastCompleteDay(db));
    return {
      billingAccountId: selected.id,
      billId: bill.id,
      periodStart: bill.periodStart,
      periodEnd: bill.periodEnd,
      amount: bill.amount,
      checks: billChecks(bill, usage, earlier.slice(0, BILLS_COMPARED)),
    };
  });
}
