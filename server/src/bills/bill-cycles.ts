import { shiftDate } from '../usage/period-data.js';

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

const pad = (value: number) => String(value).padStart(2, '0');

/** Cycles start on the same day each month; days after the 28th would skip February, so they start on the 28th. */
function cycleStartOnOrBefore(date: string, anchorDay: number): string {
  const day = Math.min(anchorDay, 28);
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  if (dayOfMonth >= day) return `${year}-${pad(month)}-${pad(day)}`;
  const previous = new Date(Date.UTC(year, month - 2, day));
  return previous.toISOString().slice(0, 10);
}

function cycleFrom(start: string, anchorDay: number): BillCycle {
  const nextStart = cycleStartOnOrBefore(shiftDate(start, 40), anchorDay);
  const end = shiftDate(nextStart, -1);
  const issueDate = shiftDate(end, ISSUE_AFTER_DAYS);
  return { start, end, issueDate, dueDate: shiftDate(issueDate, DUE_AFTER_DAYS) };
}

/** The cycle `today` falls in: the one being billed now. */
export function currentCycle(today: string, anchorDay: number): BillCycle {
  return cycleFrom(cycleStartOnOrBefore(today, anchorDay), anchorDay);
}

/** The cycles whose bills have been issued by `today`, newest first, none starting before `earliest`. */
export function issuedCycles(today: string, anchorDay: number, earliest: string, limit: number): BillCycle[] {
  const cycles: BillCycle[] = [];
  let start = cycleStartOnOrBefore(today, anchorDay);
  while (cycles.length < limit) {
    start = cycleStartOnOrBefore(shiftDate(start, -1), anchorDay);
    if (start < earliest) break;
    const cycle = cycleFrom(start, anchorDay);
    if (cycle.issueDate <= today) cycles.push(cycle);
  }
  return cycles;
}
