import type { Ref } from 'react';
import { useObjectRef } from 'react-aria';
import { inputStyles } from '../Field/Field.js';
import { styled } from '../stitches.config.js';
import { TextFieldFrame, type TextControlProps } from './TextFieldFrame.js';
import { useTextControl } from './use-text-control.js';

const Input = styled('input', inputStyles);

export interface TextFieldProps extends TextControlProps {
  /** Kind of single-line text: sets the keyboard on phones and masks passwords. */
  type?: 'text' | 'email' | 'tel' | 'password';
  /** Keyboard hint for phones when `type` alone is not enough, e.g. 'numeric' for an account number. */
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  /** The input element. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled single-line text input with optional description, character count and error message.
 * Controlled (`value` + `onChange`) or uncontrolled (`defaultValue`).
 *
 * Data attributes: `data-state="valid" | "invalid"` on the root, with `data-invalid`, `data-disabled` and
 * `data-required` when they hold; `data-state="within" | "over"` on the character count.
 */
export function TextField({ ref: forwardedRef, ...props }: TextFieldProps) {
  const ref = useObjectRef(forwardedRef);
  const { type = 'text' } = props;
  const { inputProps, frameProps } = useTextControl<'input'>(props, ref, { type, inputMode: props.inputMode });

  return (
    <TextFieldFrame {...frameProps}>
      <Input {...inputProps} ref={ref} />
    </TextFieldFrame>
  );
}
