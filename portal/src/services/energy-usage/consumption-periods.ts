import { firstUsageDay } from '@harakeke/contract';
import { addDays, addMonths, daysBetween, endOfMonth, formatDate, startOfMonth } from '@harakeke/design-system';

/**
 * The bill-period chart's granularities (spec 1 §4 BILL_WINDOW and MONTHLY): a period is a billing window or a
 * calendar month; either way the chart shows its days.
 */
export type BillPeriodGranularity = 'BILL_WINDOW' | 'MONTHLY';

/** One choice of the period picker (spec 1 §3 consumptionPeriodOptions: key, label), with the days it covers. */
export interface ConsumptionPeriodOption {
  key: string;
  label: string;
  /** The period's first and last Auckland days ('YYYY-MM-DD', inclusive). */
  startDate: string;
  endDate: string;
}

/** spec 2 §9: how many periods before the current one the picker offers. */
export const PREVIOUS_PERIODS = 24;

/** spec 2 §9: the first bill-window option's label, and its name in its key. */
export const CURRENT_BILLING_WINDOW = 'Current billing window';

/** The name of an earlier billing window in its key. */
export const PREVIOUS_BILLING_WINDOW = 'Billing window';

/** spec 1 §3: a bill window's key is the window's name plus its start date as year_month_day. */
export function billWindowKey(name: string, startDate: string): string {
  return `${name}_${startDate.replaceAll('-', '_')}`;
}

/** A period as a customer reads it: '03 Oct 2026 – 02 Nov 2026'. */
export function periodLabel(startDate: string, endDate: string): string {
  return `${formatDate(startDate, 'DD MMM YYYY')} – ${formatDate(endDate, 'DD MMM YYYY')}`;
}

/**
 * spec 2 §9 bill window options: the current billing window, then the 24 periods before it, each as long as the
 * current window in days (so each steps back by that many days, whatever the months' lengths or a change of
 * daylight saving: the dates are calendar dates).
 */
export function billWindowOptions(current: { startDate: string; endDate: string }): ConsumptionPeriodOption[] {
  const length = daysBetween(current.startDate, current.endDate) + 1;
  return Array.from({ length: PREVIOUS_PERIODS + 1 }, (_, back) => {
    const startDate = addDays(current.startDate, -back * length);
    const endDate = addDays(startDate, length - 1);
    return back === 0
      ? { key: billWindowKey(CURRENT_BILLING_WINDOW, startDate), label: CURRENT_BILLING_WINDOW, startDate, endDate }
      : {
          key: billWindowKey(PREVIOUS_BILLING_WINDOW, startDate),
          label: periodLabel(startDate, endDate),
          startDate,
          endDate,
        };
  });
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The calendar month `today` (an Auckland date) falls in, then the months before it, newest first: 24 of them (the
 * Bills tab's, as its bill windows), or back to the month of `first` (the usage page's, as far as the readings go).
 */
export function monthOptions(today: string, first?: string): ConsumptionPeriodOption[] {
  const current = startOfMonth(today);
  const count = first
    ? (Number(today.slice(0, 4)) - Number(first.slice(0, 4))) * 12 +
      Number(today.slice(5, 7)) -
      Number(first.slice(5, 7))
    : PREVIOUS_PERIODS;
  return Array.from({ length: count + 1 }, (_, back) => {
    const startDate = addMonths(current, -back);
    const month = monthNames[Number(startDate.slice(5, 7)) - 1] ?? '';
    return {
      key: billWindowKey('Month', startDate),
      label: `${month} ${startDate.slice(0, 4)}`,
      startDate,
      endDate: endOfMonth(startDate),
    };
  });
}

/** The options of a granularity: bill windows from the current window, months from today. */
export function consumptionPeriodOptions(
  granularity: BillPeriodGranularity,
  { currentWindow, today }: { currentWindow: { startDate: string; endDate: string }; today: string },
): ConsumptionPeriodOption[] {
  return granularity === 'BILL_WINDOW' ? billWindowOptions(currentWindow) : monthOptions(today);
}

/**
 * spec 2 §2 the usage page's granularities: a day's hours, a month's days, a year's months, or a billing window's
 * days.
 */
export type UsageGranularity = 'HOURLY' | 'DAILY' | 'MONTHLY' | 'BILL_WINDOW';

/** How many days the hourly view offers, newest first. */
export const HOURLY_DAYS = 31;

/** One day of the hourly view: 'Yesterday', 'Today', or the day named short ('Fri 27 Nov 2026'). */
export function dayOption(date: string, today: string): ConsumptionPeriodOption {
  const named = { [today]: 'Today', [addDays(today, -1)]: 'Yesterday' } as Record<string, string | undefined>;
  return {
    key: billWindowKey('Day', date),
    // Short, so a picker fits a phone: the sentence under it names the day in full.
    label: named[date] ?? `${formatDate(date, 'ddd D')} ${formatDate(date, 'MMM YYYY')}`,
    startDate: date,
    endDate: date,
  };
}

/** The hourly view's recent days: the last complete day first ('Yesterday'), then the month before it. */
export function dayOptions(today: string): ConsumptionPeriodOption[] {
  return Array.from({ length: HOURLY_DAYS }, (_, back) => dayOption(addDays(today, -1 - back), today));
}

/** The monthly view's years: this one first, back to the year the usage starts in. */
export function yearOptions(today: string): ConsumptionPeriodOption[] {
  const [first, last] = [Number(firstUsageDay(today).slice(0, 4)), Number(today.slice(0, 4))];
  return Array.from({ length: last - first + 1 }, (_, back) => {
    const year = last - back;
    return {
      key: billWindowKey('Year', `${year}-01-01`),
      label: String(year),
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
    };
  });
}

/** The usage page's options of a granularity (spec 2 §3 consumption period options). */
export function usagePeriodOptions(
  granularity: UsageGranularity,
  context: { currentWindow: { startDate: string; endDate: string }; today: string },
): ConsumptionPeriodOption[] {
  switch (granularity) {
    case 'HOURLY':
      return dayOptions(context.today);
    case 'DAILY':
      // Every month of the readings, as the monthly view offers every year of them.
      return monthOptions(context.today, firstUsageDay(context.today));
    case 'MONTHLY':
      return yearOptions(context.today);
    case 'BILL_WINDOW':
      return billWindowOptions(context.currentWindow);
  }
}

/** Days as a usage section names them, short enough for a phone: 'Sat 28 Nov 2026', '1 Oct – 31 Oct 2026'. */
export function daysText({ startDate, endDate }: { startDate: string; endDate: string }): string {
  if (startDate === endDate) return `${formatDate(startDate, 'ddd D')} ${formatDate(startDate, 'MMM YYYY')}`;
  const [startYear, endYear] = [startDate.slice(0, 4), endDate.slice(0, 4)];
  const start = `${formatDate(startDate, 'D MMM')}${startYear === endYear ? '' : ` ${startYear}`}`;
  return `${start} – ${formatDate(endDate, 'D MMM')} ${endYear}`;
}

/** A period of the usage page by name: its day, 'October 2026', '2024', or a bill period's days. */
export function periodName(granularity: UsageGranularity, period: { startDate: string; endDate: string }): string {
  switch (granularity) {
    case 'DAILY':
      return formatDate(period.startDate, 'MMMM YYYY');
    case 'MONTHLY':
      return period.startDate.slice(0, 4);
    case 'HOURLY':
    case 'BILL_WINDOW':
      return daysText(period);
  }
}

/** What a period is called at each granularity: 'the day before', 'the same bill period last year'. */
export const periodNouns: Record<UsageGranularity, string> = {
  HOURLY: 'day',
  DAILY: 'month',
  MONTHLY: 'year',
  BILL_WINDOW: 'bill period',
};
