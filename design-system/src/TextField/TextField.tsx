import { forwardRef } from 'react';
import { useId, useObjectRef, useTextField } from 'react-aria';
import { useControlledState } from 'react-stately/useControlledState';
import { inputStyles } from '../Field/index.js';
import { styled } from '../stitches.config.js';
import { TextFieldFrame, type TextControlProps } from './TextFieldFrame.js';

const Input = styled('input', inputStyles);

export interface TextFieldProps extends TextControlProps {
  /** Kind of single-line text: sets the keyboard on phones and masks passwords. */
  type?: 'text' | 'email' | 'tel' | 'password';
  /** Keyboard hint for phones when `type` alone is not enough, e.g. 'numeric' for an account number. */
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
}

/**
 * A labelled single-line text input with optional description, character count and error message.
 * Controlled (`value` + `onChange`) or uncontrolled (`defaultValue`).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(props, forwardedRef) {
  const {
    label,
    description,
    errorMessage,
    isInvalid = false,
    isRequired = false,
    isDisabled = false,
    characterLimit,
    type = 'text',
  } = props;
  const ref = useObjectRef(forwardedRef);
  // The field keeps the value itself (not only react-aria) because the character count needs it.
  const [value, setValue] = useControlledState(props.value, props.defaultValue ?? '', props.onChange);
  const countHintId = useId();
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    {
      label,
      description,
      errorMessage,
      isInvalid,
      isRequired,
      isDisabled,
      isReadOnly: props.isReadOnly,
      value,
      onChange: setValue,
      onBlur: props.onBlur,
      onFocus: props.onFocus,
      onKeyDown: props.onKeyDown,
      maxLength: props.maxLength,
      name: props.name,
      autoComplete: props.autoComplete,
      id: props.id,
      type,
      inputMode: props.inputMode,
      'aria-describedby': characterLimit !== undefined ? countHintId : undefined,
    },
    ref,
  );

  return (
    <TextFieldFrame
      label={label}
      labelProps={labelProps}
      description={description}
      descriptionProps={descriptionProps}
      errorMessage={errorMessage}
      errorMessageProps={errorMessageProps}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      count={value.length}
      characterLimit={characterLimit}
      countHintId={countHintId}
    >
      <Input {...inputProps} ref={ref} />
    </TextFieldFrame>
  );
});
