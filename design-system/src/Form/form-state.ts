/**
 * The spec's form rule as pure functions (spec 1 §4, §5): a field shows its error once touched,
 * and a submit can be disabled until every field is touched and valid. No React here, so the rule can be tested
 * table by table and reused by state outside components (atoms, reducers).
 */

/** Checks one field; returns the message to show, or undefined when the value is fine. */
export type FieldValidator<T, Values> = (value: T, values: Values) => string | undefined;

/** A validator per field; a field without one is always valid. */
export type FieldValidators<Values> = { [K in keyof Values]?: FieldValidator<Values[K], Values> };

/** Which fields the customer has touched (left, ticked, or tried to submit). */
export type TouchedFields<Values> = Record<keyof Values, boolean>;

/** Everything the rule needs: the values and which fields were touched. */
export interface FormState<Values> {
  values: Values;
  touched: TouchedFields<Values>;
}

/** The field names of a form, in the order of its initial values. */
export function fieldNames<Values extends object>(values: Values): Array<keyof Values> {
  return Object.keys(values) as Array<keyof Values>;
}

/** A fresh form: the given values, nothing touched unless `touched` says so (e.g. a pre-filled edit form). */
export function createFormState<Values extends object>(
  values: Values,
  touched: Partial<TouchedFields<Values>> = {},
): FormState<Values> {
  const allTouched = Object.fromEntries(fieldNames(values).map((name) => [name, touched[name] ?? false]));
  return { values, touched: allTouched as TouchedFields<Values> };
}

/** The form with one field's value replaced; touched flags are unchanged. */
export function withValue<Values extends object, K extends keyof Values>(
  state: FormState<Values>,
  name: K,
  value: Values[K],
): FormState<Values> {
  if (Object.is(state.values[name], value)) return state;
  return { ...state, values: { ...state.values, [name]: value } };
}

/** The form with one field marked touched. */
export function withTouched<Values extends object>(state: FormState<Values>, name: keyof Values): FormState<Values> {
  if (state.touched[name]) return state;
  return { ...state, touched: { ...state.touched, [name]: true } };
}

/** The form with every field marked touched, as on a submit attempt: every error shows. */
export function withAllTouched<Values extends object>(state: FormState<Values>): FormState<Values> {
  if (fieldNames(state.values).every((name) => state.touched[name])) return state;
  const touched = Object.fromEntries(fieldNames(state.values).map((name) => [name, true]));
  return { ...state, touched: touched as TouchedFields<Values> };
}

/** Every field's current error, touched or not. */
export function fieldErrors<Values extends object>(
  values: Values,
  validators: FieldValidators<Values>,
): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const name of fieldNames(values)) {
    const message = validators[name]?.(values[name], values);
    if (message !== undefined) errors[name] = message;
  }
  return errors;
}

/** The errors a customer should see: only those of touched fields. */
export function visibleErrors<Values extends object>(
  state: FormState<Values>,
  validators: FieldValidators<Values>,
): Partial<Record<keyof Values, string>> {
  const errors = fieldErrors(state.values, validators);
  for (const name of fieldNames(state.values)) {
    if (!state.touched[name]) delete errors[name];
  }
  return errors;
}

/** Whether every field's value passes its validator. */
export function isFormValid<Values extends object>(values: Values, validators: FieldValidators<Values>): boolean {
  return Object.keys(fieldErrors(values, validators)).length === 0;
}

/** spec 1 §4: the submit is enabled only when every field is touched and free of errors. */
export function isAllTouchedAndValid<Values extends object>(
  state: FormState<Values>,
  validators: FieldValidators<Values>,
): boolean {
  return fieldNames(state.values).every((name) => state.touched[name]) && isFormValid(state.values, validators);
}
