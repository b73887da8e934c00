/**
 * How a demo account pays its bills: by bank transfer or direct debit, `daysAfterDue` days after each bill's due date
 * (negative: before it; 0: on it). A bill paid by its due date earns the prompt-payment discount. The ledger
 * (bills/ledger.ts) plays these payments out, so a demo account's balance moves with the calendar as a real one's does.
 */
export interface PaymentHabit {
  method: 'bankTransfer' | 'directDebit';
  daysAfterDue: number;
}

/** Pays 3 days before the due date: an account whose habit is not recorded. */
export const PAYS_ON_TIME: PaymentHabit = { method: 'bankTransfer', daysAfterDue: -3 };

/** A payment habit as the account records it (jsonb); one not recorded, or not understood, pays on time. */
export function paymentHabitOf(recorded: unknown): PaymentHabit {
  if (typeof recorded !== 'object' || recorded === null) return PAYS_ON_TIME;
  const { method, daysAfterDue } = recorded as Record<string, unknown>;
  return (method === 'bankTransfer' || method === 'directDebit') && Number.isInteger(daysAfterDue)
    ? { method, daysAfterDue: daysAfterDue as number }
    : PAYS_ON_TIME;
}
