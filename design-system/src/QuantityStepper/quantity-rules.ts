// spec 2 §5 (LPG bottle quantity) as pure rules. The stepper component applies them; the LPG order form can
// use them to check a quantity before it is sent.

/** The range a quantity may take, both ends included. */
export interface QuantityLimits {
  min: number;
  max: number;
}

/** spec 2 §9: LPG bottles 1 to 99 by default (a supply point's maxBottles may lower the maximum, e.g. to 35). */
export const LPG_BOTTLE_LIMITS: QuantityLimits = { min: 1, max: 99 };

/** spec 2 §3: numberOfBottles defaults to 1. */
export const DEFAULT_BOTTLE_QUANTITY = 1;

/** What the field shows and holds after the customer's input has been cleaned. */
export interface SanitisedQuantity {
  /** The text to show in the field: digits without leading zeros, or empty. */
  text: string;
  /** The quantity the text stands for; null while the field is empty. */
  quantity: number | null;
  /** True when the input was above the maximum and was lowered to it. */
  clamped: boolean;
}

const EMPTY: SanitisedQuantity = { text: '', quantity: null, clamped: false };

/**
 * spec 2 §5: whitespace and leading zeros are stripped, anything else that is not a digit clears the field, and a
 * number above the maximum is clamped to it and flagged. A number below the minimum is left while the customer is
 * still typing; {@link commitQuantity} settles it when they leave the field.
 */
export function sanitiseQuantityInput(raw: string, max: number): SanitisedQuantity {
  const compact = raw.replace(/\s+/g, '');
  if (!/^\d*$/.test(compact)) return EMPTY;
  const digits = compact.replace(/^0+/, '');
  if (digits === '') return EMPTY;
  const quantity = Number(digits);
  if (quantity > max) return { text: String(max), quantity: max, clamped: true };
  return { text: digits, quantity, clamped: false };
}

/** The quantity a field settles on when the customer leaves it: empty or too small becomes the minimum. */
export function commitQuantity(quantity: number | null, { min, max }: QuantityLimits): number {
  if (quantity === null || quantity < min) return min;
  return Math.min(quantity, max);
}

/** spec 2 §5: '+' works only below the maximum. An empty field can always step up (to the minimum). */
export function canIncrement(quantity: number | null, { max }: QuantityLimits): boolean {
  return quantity === null || quantity < max;
}

/** spec 2 §5: '−' works only above the minimum. */
export function canDecrement(quantity: number | null, { min }: QuantityLimits): boolean {
  return quantity !== null && quantity > min;
}

/** One step up or down, kept within the limits; an empty field steps to the minimum. */
export function stepQuantity(quantity: number | null, direction: 1 | -1, { min, max }: QuantityLimits): number {
  if (quantity === null) return min;
  return Math.min(max, Math.max(min, quantity + direction));
}
