import { powershoutBookingRules as rules } from '@harakeke/contract';
import { addDays, aucklandInstant, aucklandWallClock, formatAucklandTime } from '@harakeke/calendar';

/** 'HH:mm' of a whole hour of the Auckland wall clock, as the booking form writes it. */
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Hours earned by one ledger row, and the Auckland date they expire after. */
export interface Grant {
  expiresOn: string;
  hours: number;
}

/**
 * Which earned hours the balance still holds, by expiry date (soonest first). Spending takes the hours that expire
 * soonest, so what is left belongs to the grants that expire last: fill from the latest expiry back. Hours beyond the
 * grants (none in practice: refunds only give back spent hours) count with the latest expiry.
 */
export function heldHoursByExpiry(balance: number, grants: readonly Grant[]): Grant[] {
  const latestFirst = [...grants].sort((a, b) => b.expiresOn.localeCompare(a.expiresOn));
  let left = Math.max(0, balance);
  const held = new Map<string, number>();
  for (const grant of latestFirst) {
    const take = Math.min(grant.hours, left);
    if (take > 0) held.set(grant.expiresOn, (held.get(grant.expiresOn) ?? 0) + take);
    left -= take;
  }
  const latest = latestFirst[0];
  if (left > 0 && latest) held.set(latest.expiresOn, (held.get(latest.expiresOn) ?? 0) + left);
  return [...held.entries()]
    .map(([expiresOn, hours]) => ({ expiresOn, hours }))
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn));
}

/** A booked stretch of one supply point, epoch ms. */
export interface TakenSlot {
  start: number;
  end: number;
}

const overlaps = (taken: readonly TakenSlot[], start: number, end: number) =>
  taken.some((slot) => start < slot.end && end > slot.start);

export interface BookableTime {
  startDate: string;
  time: string;
  maxDurationHours: number;
}

/** The start times still free on an Auckland date, with the longest booking that fits from each. */
export function bookableTimes(date: string, taken: readonly TakenSlot[], now: number): BookableTime[] {
  const times: BookableTime[] = [];
  for (let hour = rules.firstStartHour; hour <= rules.lastStartHour; hour++) {
    const start = aucklandInstant(date, hour);
    if (start <= now) continue;
    let maxDurationHours = 0;
    const longest = Math.min(rules.maxDurationHours, rules.endByHour - hour);
    for (let duration = 1; duration <= longest; duration++) {
      if (overlaps(taken, start, aucklandInstant(date, hour + duration))) break;
      maxDurationHours = duration;
    }
    if (maxDurationHours > 0)
      times.push({
        startDate: formatAucklandTime(start, 'YYYY-MM-DDTHH:mm:ssZ'),
        time: hourLabel(hour),
        maxDurationHours,
      });
  }
  return times;
}

/** The Auckland dates bookings can be made on, from today. */
export function bookableDates(today: string): string[] {
  return Array.from({ length: rules.bookableDays }, (_, index) => addDays(today, index));
}

/** Why a booking's time is refused: spec 2 §8 tells a passed start (time_lapsed) from every other reason. */
export interface BookingRefusal {
  reason: 'timeLapsed' | 'invalid';
  detail: string;
}

/** Checks a booking's start and duration against the rules and the supply point's other bookings. */
export function checkBookingTime(
  start: number,
  durationHours: number,
  taken: readonly TakenSlot[],
  now: number,
): BookingRefusal | null {
  if (start <= now) return { reason: 'timeLapsed', detail: 'startDate: this time has already passed.' };
  const wall = aucklandWallClock(start);
  if (wall.minute !== 0 || wall.second !== 0) {
    return { reason: 'invalid', detail: 'startDate: a booking starts on the hour.' };
  }
  const lastDate = addDays(aucklandWallClock(now).date, rules.bookableDays - 1);
  if (wall.date > lastDate) {
    return { reason: 'invalid', detail: `startDate: bookings can be made up to ${lastDate}.` };
  }
  if (wall.hour < rules.firstStartHour || wall.hour > rules.lastStartHour) {
    return {
      reason: 'invalid',
      detail: `startDate: a booking starts between ${hourLabel(rules.firstStartHour)} and ${hourLabel(rules.lastStartHour)}.`,
    };
  }
  if (wall.hour + durationHours > rules.endByHour) {
    return { reason: 'invalid', detail: `duration: a booking ends by ${hourLabel(rules.endByHour)}.` };
  }
  if (overlaps(taken, start, aucklandInstant(wall.date, wall.hour + durationHours))) {
    return { reason: 'invalid', detail: 'startDate: this time overlaps another booking on this supply point.' };
  }
  return null;
}
