import { CREDIT_EXTENSION_DAYS, type CreditExtension } from '@harakeke/contract';
import { shiftDate } from '../usage/period-data.js';
import type { Database } from '../db/client.js';

interface ExtensionState {
  totalCents: number;
  overdueCents: number;
  dueDate: string | null;
  /** The due date an extension already gave, when the current due date is one. */
  extendedTo: string | null;
}

async function extensionState(db: Pick<Database, 'query'>, billingAccountId: string, lock = false) {
  const [row] = await db.query<{
    current: string;
    overdue: string;
    due_date: string | null;
    extended_to: string | null;
  }>(
    `SELECT a.balance_current_cents::text AS current, a.balance_overdue_cents::text AS overdue,
            to_char(a.due_date, 'YYYY-MM-DD') AS due_date,
            (SELECT to_char(e.new_due_date, 'YYYY-MM-DD') FROM credit_extensions e
              WHERE e.billing_account_id = a.id AND e.new_due_date = a.due_date) AS extended_to
       FROM billing_accounts a WHERE a.id = $1${lock ? ' FOR UPDATE' : ''}`,
    [billingAccountId],
  );
  if (!row) return null;
  return {
    totalCents: Number(row.current) + Number(row.overdue),
    overdueCents: Number(row.overdue),
    dueDate: row.due_date,
    extendedTo: row.extended_to,
  } satisfies ExtensionState;
}

/** spec 1 §4: an extension is offered for a bill that is due, not yet overdue, and not extended before. */
function describe(state: ExtensionState): CreditExtension {
  const reason =
    state.totalCents <= 0 || !state.dueDate
      ? ('nothingDue' as const)
      : state.extendedTo
        ? ('alreadyExtended' as const)
        : state.overdueCents > 0
          ? ('overdue' as const)
          : null;
  return {
    eligible: reason === null,
    reason,
    dueDate: state.dueDate,
    newEndDate:
      state.extendedTo ?? (reason === null && state.dueDate ? shiftDate(state.dueDate, CREDIT_EXTENSION_DAYS) : null),
  };
}

export async function findCreditExtension(db: Database, billingAccountId: string): Promise<CreditExtension | null> {
  const state = await extensionState(db, billingAccountId);
  return state && describe(state);
}

/**
 * Moves the due date on by the extension, under a row lock, so two requests at once extend once: the answer says
 * whether this request did, and the state after it.
 */
export async function extendDueDate(db: Database, billingAccountId: string) {
  return db.transaction(async (tx) => {
    const state = await extensionState(tx, billingAccountId, true);
    if (!state) return null;
    const before = describe(state);
    if (!before.eligible || !state.dueDate || !before.newEndDate) return { extended: false, state: before };
    await tx.query(
      'INSERT INTO credit_extensions (billing_account_id, original_due_date, new_due_date) VALUES ($1, $2, $3)',
      [billingAccountId, state.dueDate, before.newEndDate],
    );
    await tx.query('UPDATE billing_accounts SET due_date = $2 WHERE id = $1', [billingAccountId, before.newEndDate]);
    return { extended: true, state: describe({ ...state, dueDate: before.newEndDate, extendedTo: before.newEndDate }) };
  });
}
