import type { CreditExtension } from '@harakeke/contract';
import { dayText } from '../bill-text.js';

/**
 * spec 1 §4: why the due date cannot be extended now, in the customer's words; null when it can be (or there is
 * nothing to say).
 */
export function extensionUnavailableText({ eligible, reason, newEndDate }: CreditExtension): string | null {
  if (eligible || !reason) return null;
  switch (reason) {
    case 'nothingDue':
      return 'There’s nothing due, so there’s no due date to extend.';
    case 'alreadyExtended':
      return newEndDate
        ? `Your due date has been extended to ${dayText(newEndDate)}. A bill can be extended once.`
        : 'Your due date has been extended already. A bill can be extended once.';
    case 'overdue':
      return 'Part of your balance is overdue, so the due date can’t be extended. Please pay the overdue amount.';
  }
}

/** A 409: the server refused the extension and says why (e.g. the bill was extended already). */
export const isRefusal = (status: number | undefined) => status === 409;
