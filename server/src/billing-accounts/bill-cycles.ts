import { addDays, billingWindowOf } from '@harakeke/calendar';

/** A billing cycle of whole Auckland days, inclusive. */
export interface BillCycle {
  start: string;
  end: string;
  /** The day the bill for this cycle is issued, and the day it is due. */
  issueDate: string;
  dueDate: string;
}

/** Bills are issued two days after their cycle ends (the last reads arrive) and are due 14 days later. */
const ISSUE_AFTER_DAYS = 2;
const DUE_AFTER_DAYS = 14;

/** The cycle a date falls in, with its bill's issue and due dates. */
function cycleOf(date: string, anchorDay: number): BillCycle {
  const { start, end } = billingWindowOf(date, anchorDay);
  const issueDate = addDays(end, ISSUE_AFTER_DAYS);
  return { start, end, issueDate, dueDate: addDays(issueDate, DUE_AFTER_DAYS) };
}

/** The cycle `today` falls in: the one being billed now. */
export function currentCycle(today: string, anchorDay: number): BillCycle {
  return cycleOf(today, anchorDay);
}

/** The cycles whose bills have been issued by `today`, newest first, none starting before `earliest`. */
export function issuedCycles(today: string, anchorDay: number, earliest: string, limit: number): BillCycle[] {
  const cycles: BillCycle[] = [];
  let cycle = cycleOf(today, anchorDay);
  while (cycles.length < limit) {
    cycle = cycleOf(addDays(cycle.start, -1), anchorDay);
    if (cycle.start < earliest) break;
    if (cycle.issueDate <= today) cycles.push(cycle);
  }
  return cycles;
}
