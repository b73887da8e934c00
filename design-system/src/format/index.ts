export { formatKwh, formatNzd } from './number.js';
