import { addDays, billingWindowOf } from '@harakeke/calendar';
import { LRUCache } from 'lru-cache';

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

/**
 * Cycles worked out lately, by day and anchor day. Every call that shows a balance walks an account's cycles back
 * from today, each one four calendar sums, the same ones for every call of the day: kept, they are lookups.
 * Bounded (a few MB); past that, the one not asked for longest goes first.
 */
const cyclesKept = new LRUCache<string, Readonly<BillCycle>>({ max: 20_000 });

/** The cycle a date falls in, with its bill's issue and due dates. */
function cycleOf(date: string, anchorDay: number): Readonly<BillCycle> {
  const key = `${date}/${anchorDay}`;
  let cycle = cyclesKept.get(key);
  if (!cycle) {
    const { start, end } = billingWindowOf(date, anchorDay);
    const issueDate = addDays(end, ISSUE_AFTER_DAYS);
    cycle = Object.freeze({ start, end, issueDate, dueDate: addDays(issueDate, DUE_AFTER_DAYS) });
    cyclesKept.set(key, cycle);
  }
  return cycle;
}

/** The cycle `today` falls in: the one being billed now. */
export function currentCycle(today: string, anchorDay: number): Readonly<BillCycle> {
  return cycleOf(today, anchorDay);
}

/** The cycles whose bills have been issued by `today`, newest first, none starting before `earliest`. */
export function issuedCycles(today: string, anchorDay: number, earliest: string, limit: number): Readonly<BillCycle>[] {
  const cycles: Readonly<BillCycle>[] = [];
  let cycle = cycleOf(today, anchorDay);
  while (cycles.length < limit) {
    cycle = cycleOf(addDays(cycle.start, -1), anchorDay);
    if (cycle.start < earliest) break;
    if (cycle.issueDate <= today) cycles.push(cycle);
  }
  return cycles;
}
