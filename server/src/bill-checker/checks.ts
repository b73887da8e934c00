import { BILL_RISE_WARN_PERCENT, type Bill, type BillCheck } from '@harakeke/contract';
import { centsOf } from '../amounts.js';
import { unsignedNzd } from '../format.js';
import { datesBetween } from '@harakeke/calendar';

/** A monthly bill covers 28 to 31 days; a few more happen when a cycle's start moves (ours: up to 33 is usual). */
const USUAL_DAYS = { min: 28, max: 33 };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What the checks need from the bill's period: its daily costs as the usage charts show them, and estimated days. */
export interface BillPeriodUsage {
  /** The sum of the period's daily costs over the bill's supplies, in cents. */
  dailyCostCents: number;
  /** Days of the period with at least one estimated half-hour on any of the bill's supplies. */
  estimatedDays: number;
}

/**
 * The bill is its period's daily costs (as the usage charts show them, PowerShout credits taken off) less the
 * discounts it gives as a whole (a recurring-payment discount, spec 1 §4), which no day carries.
 */
function matchesDailyUsage(bill: Bill, usage: BillPeriodUsage): BillCheck {
  const discountCents = centsOf(bill.items.discounts);
  const expectedCents = usage.dailyCostCents - discountCents;
  const difference = centsOf(bill.amount) - expectedCents;
  const sum = `Add up the daily costs in your usage charts from ${bill.periodStart} to ${bill.periodEnd} and you get ${unsignedNzd(usage.dailyCostCents)}`;
  const less =
    discountCents > 0 ? `, less your discount of ${unsignedNzd(discountCents)}: ${unsignedNzd(expectedCents)}` : '';
  return difference === 0
    ? {
        id: 'matchesDailyUsage',
        status: 'pass',
        title: 'Your bill matches your daily usage',
        detail: `${sum}${less}, the same as your bill.`,
      }
    : {
        id: 'matchesDailyUsage',
        status: 'warn',
        title: 'Your bill differs from your daily usage',
        detail: `${sum}${less}, ${unsignedNzd(difference)} ${difference > 0 ? 'less' : 'more'} than your bill. Reads that arrived after the bill can do this; get in touch if it looks wrong.`,
      };
}

function periodLength(bill: Bill): BillCheck {
  const days = datesBetween(bill.periodStart, bill.periodEnd).length;
  const usual = days >= USUAL_DAYS.min && days <= USUAL_DAYS.max;
  return {
    id: 'periodLength',
    status: usual ? 'pass' : 'warn',
    title: usual ? 'A usual billing period' : 'An unusual billing period',
    detail: usual
      ? `Your bill covers ${plural(days, 'day')}, a usual month.`
      : `Your bill covers ${plural(days, 'day')}; a monthly bill usually covers ${USUAL_DAYS.min} to ${USUAL_DAYS.max}. A longer period costs more even when you use the same each day.`,
  };
}

function estimatedDays(usage: BillPeriodUsage): BillCheck {
  return usage.estimatedDays === 0
    ? {
        id: 'estimatedDays',
        status: 'pass',
        title: 'Every day was read',
        detail: 'Your bill is based on meter reads for every day of the period.',
      }
    : {
        id: 'estimatedDays',
        status: 'warn',
        title: 'Some days were estimated',
        detail: `${plural(usage.estimatedDays, 'day')} of this period ${usage.estimatedDays === 1 ? 'was' : 'were'} estimated because we had no meter read. When the reads arrive, any difference is put right on a later bill.`,
      };
}

function comparedWithRecentBills(bill: Bill, previous: readonly Bill[]): BillCheck {
  if (previous.length === 0) {
    return {
      id: 'comparedWithRecentBills',
      status: 'pass',
      title: 'Nothing to compare with yet',
      detail: 'This is your first bill, so there are no earlier bills to compare it with.',
    };
  }
  const averageCents = Math.round(
    previous.reduce((sum, earlier) => sum + centsOf(earlier.amount), 0) / previous.length,
  );
  const cents = centsOf(bill.amount);
  const risePercent = averageCents > 0 ? ((cents - averageCents) / averageCents) * 100 : 0;
  const bills = plural(previous.length, 'bill');
  return risePercent > BILL_RISE_WARN_PERCENT
    ? {
        id: 'comparedWithRecentBills',
        status: 'warn',
        title: 'Higher than your recent bills',
        detail: `This bill is ${Math.round(risePercent)}% more than the average of your last ${bills} (${unsignedNzd(averageCents)}). Colder weather, more days or more people at home are the usual reasons.`,
      }
    : {
        id: 'comparedWithRecentBills',
        status: 'pass',
        title: 'In line with your recent bills',
        detail: `The average of your last ${bills} was ${unsignedNzd(averageCents)}; this bill is not more than ${BILL_RISE_WARN_PERCENT}% above it.`,
      };
}

/** The bill checker's checks of a bill, in the order a customer reads them. */
export function billChecks(bill: Bill, usage: BillPeriodUsage, previous: readonly Bill[]): BillCheck[] {
  return [
    matchesDailyUsage(bill, usage),
    periodLength(bill),
    estimatedDays(usage),
    comparedWithRecentBills(bill, previous),
  ];
}
