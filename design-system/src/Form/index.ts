export { useFieldValidation } from './useFieldValidation.js';
export type {
  CheckboxBinding,
  FieldBinding,
  FieldHandle,
  FieldValidation,
  TextFieldBinding,
  UseFieldValidationOptions,
} from './useFieldValidation.js';
// The rule itself, for form state kept outside React (e.g. the portal's atoms).
export { createFormState, fieldErrors, isAllTouchedAndValid, isFormValid, visibleErrors } from './form-state.js';
export type { FieldValidator, FieldValidators, FormState, TouchedFields } from './form-state.js';
