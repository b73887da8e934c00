// @harakeke/calendar: the one Pacific/Auckland calendar of the portal, the charts and the server (README.md).
export {
  addDays,
  addMonths,
  datesBetween,
  daysBetween,
  daysInMonth,
  endOfMonth,
  isIsoDate,
  parseIsoDate,
  startOfMonth,
  startOfWeek,
  toIsoDate,
  weekdayOf,
} from './calendar-date.js';
export type { DateParts, IsoDate } from './calendar-date.js';
export {
  AUCKLAND_TIME_ZONE,
  aucklandDateOf,
  aucklandDayOf,
  aucklandInstant,
  aucklandOffsetMinutes,
  aucklandToday,
  aucklandWallClock,
  endOfAucklandDay,
  halfHoursOfAucklandDay,
  hoursInAucklandDay,
  hoursOfAucklandDay,
  startOfAucklandDay,
} from './auckland.js';
export type { AucklandDay, AucklandWallClock } from './auckland.js';
export { billingWindowOf } from './billing-window.js';
export type { BillingWindow } from './billing-window.js';
export { formatAucklandTime, formatDate } from './format.js';
export type { DatePattern, TimePattern } from './format.js';
