import { currentCycle } from '../billing-accounts/bill-cycles.js';

/**
 * The issue date of the account's next bill, whose cycles start on the day of the month of `windowStart`: a change
 * made now applies from it. It is the bill of the cycle `today` falls in; a bill already closed but not yet issued
 * (the two days after its cycle ends) is composed without it.
 */
export function nextBillIssueDate(windowStart: string, today: string): string {
  return currentCycle(today, Number(windowStart.slice(8, 10))).issueDate;
}
