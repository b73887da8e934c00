import { CREDIT_EXTENSION_DAYS, type CreditExtension } from '@harakeke/contract';
import { addDays } from '@harakeke/calendar';

/** What a credit extension depends on: the account's balance, its due date, and an extension already given. */
export interface ExtensionState {
  totalCents: number;
  overdueCents: number;
  dueDate: string | null;
  /** The due date an extension already gave, when the current due date is one. */
  extendedTo: string | null;
}

/** spec 1 §4: an extension is offered for a bill that is due, not yet overdue, and not extended before. */
export function creditExtensionFor(state: ExtensionState): CreditExtension {
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
      state.extendedTo ?? (reason === null && state.dueDate ? addDays(state.dueDate, CREDIT_EXTENSION_DAYS) : null),
  };
}
