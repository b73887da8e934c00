/**
 * The time the server's business runs on: what a customer owes, which bill is the newest, which day's usage is in,
 * what has expired, and when a customer did what they did. Usually the system's; a demo, a test or a support session
 * can start it at a moment of its choosing (DEMO_NOW) so the demo customers show what they show on that day. It reaches
 * a handler through the request's context (http/api-context.ts), never from Date.now() or SQL's now(): queries take
 * `now` or `today` as parameters. Token and sign-in link lifetimes, the hosted card page's 15 minutes and rate limits
 * keep the system's time: they guard the real world, not the demo's.
 */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that reads `moment` when made and runs on from there at the system's pace. */
export function clockStartingAt(moment: number, systemNow: () => number = Date.now): Clock {
  const offset = moment - systemNow();
  return { now: () => systemNow() + offset };
}

/** A clock stopped at `moment`: every call of a test answers as of the same instant. */
export function stoppedClock(moment: number): Clock {
  return { now: () => moment };
}

/** An ISO 8601 instant with its offset: 2026-12-24T09:00:00+13:00 or 2026-12-23T20:00:00Z. */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The epoch milliseconds of an ISO 8601 instant that names its offset, or undefined for anything else. An offset is
 * required: '2026-12-24T09:00' would mean a different moment on every machine's time zone.
 */
export function parseInstant(text: string): number | undefined {
  const match = INSTANT.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? '0'));
  const instant = Date.parse(text.trim());
  if (Number.isNaN(instant)) return undefined;
  // Date.parse rolls 2026-02-30 over into March: the fields must name a real date and time.
  const daysInMonth = new Date(Date.UTC(year ?? 0, month ?? 0, 0)).getUTCDate();
  const real =
    within(month, 1, 12) &&
    within(day, 1, daysInMonth) &&
    within(hour, 0, 23) &&
    within(minute, 0, 59) &&
    within(second, 0, 59);
  return real ? instant : undefined;
}

const within = (value: number | undefined, low: number, high: number) =>
  value !== undefined && value >= low && value <= high;
