import { forwardRef } from 'react';
import { useId, useObjectRef, useTextField } from 'react-aria';
import { useControlledState } from 'react-stately/useControlledState';
import { inputStyles } from '../Field/index.js';
import { styled } from '../stitches.config.js';
import { TextFieldFrame, type TextControlProps } from '../TextField/TextFieldFrame.js';

const Area = styled('textarea', {
  ...inputStyles,
  display: 'block',
  lineHeight: '$body',
  resize: 'vertical',
});

export interface TextAreaProps extends TextControlProps {
  /** Visible lines of text before the area scrolls; the customer can still drag it taller. */
  rows?: number;
}

/**
 * A labelled multi-line text input with optional description, character count and error message.
 * Controlled (`value` + `onChange`) or uncontrolled (`defaultValue`).
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(props, forwardedRef) {
  const {
    label,
    description,
    errorMessage,
    isInvalid = false,
    isRequired = false,
    isDisabled = false,
    characterLimit,
    rows = 4,
  } = props;
  const ref = useObjectRef(forwardedRef);
  // The area keeps the value itself (not only react-aria) because the character count needs it.
  const [value, setValue] = useControlledState(props.value, props.defaultValue ?? '', props.onChange);
  const countHintId = useId();
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    {
      inputElementType: 'textarea',
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
      <Area {...inputProps} rows={rows} ref={ref} />
    </TextFieldFrame>
  );
});
