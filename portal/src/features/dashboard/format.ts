const nzd = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD', minimumFractionDigits: 2 });

/** NZD with two decimals, e.g. $184.52. */
export const formatNzd = (amount: number) => nzd.format(amount);
