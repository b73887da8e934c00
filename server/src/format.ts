import { formatDate } from '@harakeke/calendar';

/** How the server writes money and dates in the copy it sends (spec 1 §9: en-NZ, NZD, 'DD MMM YYYY'). */
export const nzd = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });

/** 'DD MMM YYYY' from 'YYYY-MM-DD'. */
export const longDate = (date: string) => formatDate(date, 'DD MMM YYYY');

/** Cents as '$12.34' without their sign, for a sentence that says which way the amount went ('added', 'less'). */
export const unsignedNzd = (cents: number) => `$${(Math.abs(cents) / 100).toFixed(2)}`;
