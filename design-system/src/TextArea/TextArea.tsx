import type { Ref } from 'react';
import { useObjectRef } from 'react-aria';
import { inputStyles } from '../Field/Field.js';
import { styled } from '../stitches.config.js';
import { TextFieldFrame, type TextControlProps } from '../TextField/TextFieldFrame.js';
import { useTextControl } from '../TextField/use-text-control.js';

const Area = styled('textarea', {
  ...inputStyles,
  display: 'block',
  lineHeight: '$body',
  resize: 'vertical',
});

export interface TextAreaProps extends TextControlProps {
  /** Visible lines of text before the area scrolls; the customer can still drag it taller. */
  rows?: number;
  /** The textarea element. */
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line text input with optional description, character count and error message.
 * Controlled (`value` + `onChange`) or uncontrolled (`defaultValue`).
 *
 * Data attributes: as TextField's: `data-state="valid" | "invalid"` on the root, with `data-invalid`,
 * `data-disabled` and `data-required` when they hold; `data-state="within" | "over"` on the character count.
 */
export function TextArea({ ref: forwardedRef, ...props }: TextAreaProps) {
  const ref = useObjectRef(forwardedRef);
  const { rows = 4 } = props;
  const { inputProps, frameProps } = useTextControl<'textarea'>(props, ref, { inputElementType: 'textarea' });

  return (
    <TextFieldFrame {...frameProps}>
      <Area {...inputProps} rows={rows} ref={ref} />
    </TextFieldFrame>
  );
}
