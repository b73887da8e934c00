// spec 1 §9 and spec 2 §1: amounts in NZD with two decimals and kWh with two decimals, locale en-NZ.
// Formatters are built once, on first use: constructing Intl objects is the slow part, and the first one of a page
// loads the locale data (~20 ms), which is better paid inside a render than in the evaluation of a module.
let nzd: Intl.NumberFormat | undefined;
const nzdFormat = () =>
  (nzd ??= new Intl.NumberFormat('en-NZ', {
    style: 'currency',
    currency: 'NZD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    // 'negative' rather than the default, so an amount that rounds to zero never shows as '-$0.00'.
    signDisplay: 'negative',
  }));

let twoDecimals: Intl.NumberFormat | undefined;
const twoDecimalsFormat = () =>
  (twoDecimals ??= new Intl.NumberFormat('en-NZ', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'negative',
  }));

/** An amount in New Zealand dollars, e.g. `1234.5` → '$1,234.50' and `-12` → '-$12.00'. */
export function formatNzd(amount: number): string {
  return nzdFormat().format(amount);
}

/** An energy quantity in kilowatt-hours, e.g. `1234.5` → '1,234.50 kWh'. */
export function formatKwh(value: number): string {
  return `${twoDecimalsFormat().format(value)} kWh`;
}
