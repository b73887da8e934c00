import { useState } from 'react';
import {
  createFormState,
  fieldErrors,
  fieldNames,
  isAllTouchedAndValid,
  isFormValid,
  withAllTouched,
  withTouched,
  withValue,
  type FieldValidators,
  type FormState,
  type TouchedFields,
} from './form-state.js';

/** What a text control (TextField, TextArea) takes from a field: spread it as `{...field.props}`. */
export interface TextFieldBinding<T> {
  /** The field's value. */
  value: T;
  /** Stores a new value. */
  onChange: (value: T) => void;
  /** Marks the field touched. */
  onBlur: () => void;
  /** True once touched and failing its validator. */
  isInvalid: boolean;
  /** The validator's message once touched. */
  errorMessage: string | undefined;
}

/** What a Checkbox takes from a boolean field: spread it as `{...field.props}`. */
export interface CheckboxBinding {
  /** Whether the box is ticked. */
  isSelected: boolean;
  /** Stores the new state; ticking or unticking counts as touching. */
  onChange: (isSelected: boolean) => void;
  /** Marks the field touched. */
  onBlur: () => void;
  /** True once touched and failing its validator. */
  isInvalid: boolean;
  /** The validator's message once touched. */
  errorMessage: string | undefined;
}

/** Checkbox props for a boolean field, text-control props for anything else. */
export type FieldBinding<T> = [T] extends [boolean] ? CheckboxBinding : TextFieldBinding<T>;

/** One field of the form. */
export interface FieldHandle<T> {
  /** The current value. */
  value: T;
  /** Stores a new value (a checkbox's also counts as touching it). */
  setValue: (value: T) => void;
  /** Marks the field touched; give it to the control's onBlur. */
  onBlur: () => void;
  /** Whether the customer has touched the field (or tried to submit). */
  touched: boolean;
  /** The message to show: the validator's, once touched; undefined otherwise. */
  error: string | undefined;
  /** Everything above shaped as props for TextField/TextArea, or for Checkbox when the value is boolean. */
  props: FieldBinding<T>;
}

export interface UseFieldValidationOptions<Values extends object> {
  /** A validator per field, `(value, values) => message | undefined`; a field without one is always valid. */
  fields: NoInfer<FieldValidators<Values>>;
  /** The starting value of every field; its keys are the form's fields. */
  initialValues: Values;
  /** Fields that start touched, e.g. values pre-filled from the account that are already known to be right. */
  initialTouched?: NoInfer<Partial<TouchedFields<Values>>>;
}

export interface FieldValidation<Values extends object> {
  /** Each field's value, touched flag, visible error and control props, by name. */
  fields: { [K in keyof Values]: FieldHandle<Values[K]> };
  /** All current values, for submitting. */
  values: Values;
  /** spec 1 §4: every field touched and valid; a submit may stay disabled until this is true. */
  allTouchedAndValid: boolean;
  /** Every field valid, touched or not. */
  isValid: boolean;
  /** Marks every field touched so every error shows (a submit attempt); returns whether the form is valid. */
  touchAll: () => boolean;
  /** Back to the initial values (or the given ones), nothing touched. */
  reset: (values?: Values) => void;
}

/**
 * Form behaviour the spec requires everywhere: a field shows its error once touched (left, ticked, or on a submit
 * attempt), errors reach the controls as `isInvalid` + `errorMessage` (which link and announce them), and
 * `allTouchedAndValid` says when a submit may be enabled.
 *
 * @example
 * const form = useFieldValidation({
 *   initialValues: { name: '', agreed: false },
 *   fields: { name: (v) => (v.trim() ? undefined : 'Please enter a submitter’s name.') },
 * });
 * <TextField label="Submitter’s name" {...form.fields.name.props} />
 * <Button type="submit" disabled={!form.allTouchedAndValid}>Submit</Button>
 */
export function useFieldValidation<Values extends object>({
  fields: validators,
  initialValues,
  initialTouched,
}: UseFieldValidationOptions<Values>): FieldValidation<Values> {
  const [state, setState] = useState<FormState<Values>>(() => createFormState(initialValues, initialTouched));
  const errors = fieldErrors(state.values, validators);

  const fields = {} as { [K in keyof Values]: FieldHandle<Values[K]> };
  for (const name of fieldNames(state.values)) {
    fields[name] = fieldHandle(name, state, errors[name], setState);
  }

  return {
    fields,
    values: state.values,
    allTouchedAndValid: isAllTouchedAndValid(state, validators),
    isValid: isFormValid(state.values, validators),
    touchAll: () => {
      setState(withAllTouched);
      return isFormValid(state.values, validators);
    },
    reset: (values = initialValues) => setState(createFormState(values)),
  };
}

function fieldHandle<Values extends object, K extends keyof Values>(
  name: K,
  state: FormState<Values>,
  message: string | undefined,
  setState: (update: (state: FormState<Values>) => FormState<Values>) => void,
): FieldHandle<Values[K]> {
  const value = state.values[name];
  const touched = state.touched[name];
  const error = touched ? message : undefined;
  const isBoolean = typeof value === 'boolean';
  const setValue = (next: Values[K]) =>
    // A checkbox has no "leaving" moment worth waiting for: ticking it is touching it.
    setState((current) =>
      isBoolean ? withTouched(withValue(current, name, next), name) : withValue(current, name, next),
    );
  const onBlur = () => setState((current) => withTouched(current, name));
  const shared = { onBlur, isInvalid: error !== undefined, errorMessage: error };
  const props = isBoolean
    ? { ...shared, isSelected: value, onChange: (selected: boolean) => setValue(selected as Values[K]) }
    : { ...shared, value, onChange: setValue };
  return { value, setValue, onBlur, touched, error, props: props as FieldBinding<Values[K]> };
}
