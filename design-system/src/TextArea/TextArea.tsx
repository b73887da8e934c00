import { forwardRef } from 'react';
import { useObjectRef } from 'react-aria';
import { inputStyles } from '../Field/index.js';
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
}

/**
 * A labelled multi-line text input with optional description, character count and error message.
 * Controlled (`value` + `onChange`) or uncontrolled (`defaultValue`).
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(props, forwardedRef) {
  const ref = useObjectRef(forwardedRef);
  const { rows = 4 } = props;
  const { inputProps, frameProps } = useTextControl<'textarea'>(props, ref, { inputElementType: 'textarea' });

  return (
    <TextFieldFrame {...frameProps}>
      <Area {...inputProps} rows={rows} ref={ref} />
    </TextFieldFrame>
  );
});
