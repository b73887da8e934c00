export { Stepper } from './Stepper.js';
export type { StepperProps, StepState } from './Stepper.js';
