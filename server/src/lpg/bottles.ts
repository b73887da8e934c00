import { createHash } from 'node:crypto';
import { addDays, daysBetween, weekdayOf } from '@harakeke/calendar';

/** How many days one 45 kg bottle lasts the demo households (a cooktop, hot water and some heating). */
const DAYS_PER_BOTTLE = 34;
/** Days an emptied bottle waits before the driver swaps it for a full one. */
const DAYS_UNTIL_SWAP = 4;
/** Our delivery promise: within this many working days of the order. */
export const DELIVERY_WORKING_DAYS = 3;

/** A repeatable number in [0, 1) from a text, so demo values are the same on every machine. */
export function demoUnit(seed: string): number {
  return createHash('md5').update(seed).digest().readUInt32BE(0) / 4_294_967_296;
}

/** Days since the Unix epoch's date: a running day count for the bottles' cycle. */
const dayNumber = (date: string) => daysBetween('1970-01-01', date);

/**
 * The gas left in a two-bottle installation on an Auckland day, in percent. The bottles run one at a time with an
 * automatic changeover: one drains from full while the other, emptied before it, waits for its swap and is then
 * full. Each supply point starts its cycle on a day of its own, so two sites do not drain in step.
 */
export function bottleLevels(
  supplyPointId: string,
  date: string,
): { leftBottleRemaining: number; rightBottleRemaining: number } {
  const cycle = 2 * DAYS_PER_BOTTLE;
  const offset = Math.floor(demoUnit(supplyPointId) * cycle);
  const phase = (((dayNumber(date) + offset) % cycle) + cycle) % cycle;
  const dayOfBottle = phase % DAYS_PER_BOTTLE;
  const draining = Math.round(100 * (1 - dayOfBottle / DAYS_PER_BOTTLE));
  const waiting = dayOfBottle < DAYS_UNTIL_SWAP ? 0 : 100;
  return phase < DAYS_PER_BOTTLE
    ? { leftBottleRemaining: draining, rightBottleRemaining: waiting }
    : { leftBottleRemaining: waiting, rightBottleRemaining: draining };
}

/** The day a delivery is due: DELIVERY_WORKING_DAYS working days (Monday to Friday) after the order's day. */
export function expectedDeliveryBy(orderedOn: string): string {
  let date = orderedOn;
  let workingDays = 0;
  while (workingDays < DELIVERY_WORKING_DAYS) {
    date = addDays(date, 1);
    const weekday = weekdayOf(date);
    if (weekday !== 0 && weekday !== 6) workingDays += 1;
  }
  return date;
}
