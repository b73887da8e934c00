export { FieldDescription, FieldError, FieldLabel, FieldRoot, inputStyles } from './Field.js';
export type { FieldErrorProps } from './Field.js';
