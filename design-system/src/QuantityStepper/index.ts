export { QuantityStepper } from './QuantityStepper.js';
export type { QuantityChangeDetails, QuantityStepperProps } from './QuantityStepper.js';
export {
  canDecrement,
  canIncrement,
  commitQuantity,
  DEFAULT_BOTTLE_QUANTITY,
  LPG_BOTTLE_LIMITS,
  sanitiseQuantityInput,
  stepQuantity,
} from './quantity-rules.js';
export type { QuantityLimits, SanitisedQuantity } from './quantity-rules.js';
