import { addMonths, daysBetween, endOfMonth, startOfMonth, type IsoDate } from '@harakeke/design-system';

/** A range of whole Auckland days, both ends included, as the transactions calls take it. */
export interface TransactionRange {
  startDate: IsoDate;
  endDate: IsoDate;
}

/** The longest range getTransactions answers, in days counted inclusively (the contract's history of ~3 years). */
export const MAX_TRANSACTION_RANGE_DAYS = 1100;

/** spec 1 §9: the earliest data year defaults to 2016; nothing before it is kept. */
export const EARLIEST_TRANSACTION_DATE: IsoDate = '2016-01-01';

/** How many transactions show at first, and how many more each 'Show more' reveals: about half a year of activity. */
export const TRANSACTION_PAGE_SIZE = 10;

/**
 * spec 1 §9: the default range starts six months back from the start of the current month and ends at the end of
 * the current month. `today` is the date in Pacific/Auckland (aucklandToday), so the months are Auckland's.
 */
export function defaultTransactionRange(today: IsoDate): TransactionRange {
  return { startDate: addMonths(startOfMonth(today), -6), endDate: endOfMonth(today) };
}

/** The message for a range the history cannot be filtered by, or undefined when it can. */
export function transactionRangeError({ startDate, endDate }: TransactionRange): string | undefined {
  // Compared as text first ('YYYY-MM-DD' sorts as dates do): a year still being typed ('0002') is no calendar date
  // the date arithmetic below accepts, and is told apart here without it.
  if (endDate < startDate) return 'The end date must be on or after the start date.';
  if (startDate < EARLIEST_TRANSACTION_DATE) return 'Choose dates on or after 01 Jan 2016.';
  if (daysBetween(startDate, endDate) + 1 > MAX_TRANSACTION_RANGE_DAYS) {
    return `Choose a range of at most ${MAX_TRANSACTION_RANGE_DAYS.toLocaleString('en-NZ')} days (about three years).`;
  }
  return undefined;
}

/**
 * Whether the filter shows the range's problem at once, as the dates are typed: a range too long, or an end before
 * the start, once both dates are on or after the earliest (so both years are typed in full). A date before the
 * earliest may be a year still being typed ('0002' on the way to '2025'), so that one, and an end before the start
 * it makes, the picker finds itself once the customer leaves the fields.
 */
export const isTransactionRangeErrorShownAtOnce = (range: TransactionRange) =>
  range.startDate >= EARLIEST_TRANSACTION_DATE &&
  range.endDate >= EARLIEST_TRANSACTION_DATE &&
  transactionRangeError(range) !== undefined;

/** The key of a range in the atoms and the analytics of the history. */
export const transactionRangeKey = ({ startDate, endDate }: TransactionRange) => `${startDate}..${endDate}`;
