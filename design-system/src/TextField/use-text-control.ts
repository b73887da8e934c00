import { useId, useTextField, type AriaTextFieldOptions } from 'react-aria';
import { useControlledState } from 'react-stately/useControlledState';
import type { TextControlProps, TextFieldFrameProps } from './TextFieldFrame.js';

/**
 * What TextField and TextArea share: the value kept here (the character count needs it), react-aria's
 * text-field wiring, and the props of the frame around the control.
 */
export function useTextControl<T extends 'input' | 'textarea'>(
  props: TextControlProps,
  ref: Parameters<typeof useTextField<T>>[1],
  element: Pick<AriaTextFieldOptions<T>, 'inputElementType' | 'type' | 'inputMode'>,
) {
  const {
    label,
    description,
    errorMessage,
    isInvalid = false,
    isRequired = false,
    isDisabled = false,
    characterLimit,
  } = props;
  const [value, setValue] = useControlledState(props.value, props.defaultValue ?? '', props.onChange);
  const countHintId = useId();
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField<T>(
    {
      ...element,
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
  const frameProps: Omit<TextFieldFrameProps, 'children'> = {
    label,
    labelProps,
    description,
    descriptionProps,
    errorMessage,
    errorMessageProps,
    isInvalid,
    isRequired,
    isDisabled,
    count: value.length,
    characterLimit,
    countHintId,
    className: props.className,
  };
  return { inputProps, frameProps };
}
