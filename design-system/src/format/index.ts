export { formatKwh, formatNzd } from './number.js';
export { formatDate, PORTAL_TIME_ZONE } from './date.js';
export type { DatePattern } from './date.js';
