/** How the server writes money and dates in the copy it sends (spec 1 §9: en-NZ, NZD, 'DD MMM YYYY'). */
export const nzd = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'DD MMM YYYY' from 'YYYY-MM-DD'. */
export const longDate = (date: string) =>
  `${date.slice(8, 10)} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

/** Cents as '$12.34' without their sign, for a sentence that says which way the amount went ('added', 'less'). */
export const unsignedNzd = (cents: number) => `$${(Math.abs(cents) / 100).toFixed(2)}`;
