export { DatePicker } from './DatePicker.js';
export type { DatePickerProps } from './DatePicker.js';
