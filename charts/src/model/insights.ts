import { formatKwh, formatNzd } from '@harakeke/design-system';
import type { UnitMode } from '../model/usage.js';

// Built on first use (design-system's format/number.ts says why).
let wholeNumber: Intl.NumberFormat | undefined;
const wholeNumberFormat = () =>
  (wholeNumber ??= new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 0, signDisplay: 'negative' }));

/**
 * spec 2 §5: figures in insights are rounded, dollars to 2 decimals and kWh to whole numbers: '412 kWh', '$98.40'.
 */
export function formatInsightValue(value: number, unit: UnitMode): string {
  return unit === 'kwh' ? `${wholeNumberFormat().format(value)} kWh` : formatNzd(value);
}

/** spec 2 §5: totals keep 2 decimals in both units: '1,234.57 kWh', '$321.05'. */
export function formatInsightTotal(value: number, unit: UnitMode): string {
  return unit === 'kwh' ? formatKwh(value) : formatNzd(value);
}
