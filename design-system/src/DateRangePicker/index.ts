export { DateRangePicker } from './DateRangePicker.js';
export type { DateRangePickerProps, DateRangeValue } from './DateRangePicker.js';
export { dateRangeError } from './date-range-rules.js';
export type { PartialDateRange } from './date-range-rules.js';
