import type { DOMAttributes, FocusEvent, LabelHTMLAttributes, ReactNode } from 'react';
import type { AriaTextFieldProps } from 'react-aria';
import {
  FieldDescription,
  FieldError,
  FieldLabel,
  FieldRoot,
  fieldStateAttributes,
  RequiredMark,
} from '../Field/Field.js';
import { styled } from '../stitches.config.js';
import { CharacterCount } from './CharacterCount.js';

/** The props TextField and TextArea share. */
export interface TextControlProps {
  /** The visible label; it is also the control's accessible name. */
  label: ReactNode;
  /** Help text under the control, linked with aria-describedby. */
  description?: ReactNode;
  /** The message shown while `isInvalid`; linked with aria-describedby and announced when it appears. */
  errorMessage?: ReactNode;
  /** Marks the value as wrong: aria-invalid, a heavier danger border and the error message. */
  isInvalid?: boolean;
  /** Marks the field as required: aria-required and a visible "(required)". */
  isRequired?: boolean;
  /** Disables the control. */
  isDisabled?: boolean;
  /** Shows the value but stops edits (focus and selection still work). */
  isReadOnly?: boolean;
  /** The value, when the caller holds it (controlled). */
  value?: string;
  /** The starting value, when the field holds its own (uncontrolled). */
  defaultValue?: string;
  /** Called with the new value on every edit. */
  onChange?: (value: string) => void;
  /** Called when focus leaves the control: the moment a field counts as touched. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Called when the control receives focus. */
  onFocus?: (event: FocusEvent<Element>) => void;
  /** Key presses in the control, react-aria style: they stop at the control unless `continuePropagation()`. */
  onKeyDown?: AriaTextFieldProps['onKeyDown'];
  /**
   * Shows 'n/limit' under the control and announces the characters left once typing pauses. Typing past it is
   * allowed, so the validation message can say what is wrong (spec 1 §5 max-length messages).
   */
  characterLimit?: number;
  /** Hard limit the browser enforces; prefer `characterLimit` with a validation message. */
  maxLength?: number;
  /** Name submitted with a native form. */
  name?: string;
  /** Browser autofill hint, e.g. 'name', 'email', 'tel'. */
  autoComplete?: string;
  /** Id of the control, when a page needs a fixed one. */
  id?: string;
  /** Class names added to the field's root. */
  className?: string;
}

const Footer = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: '$3',
  rowGap: '$1',
});

export interface TextFieldFrameProps {
  label: ReactNode;
  labelProps: DOMAttributes<HTMLElement> | LabelHTMLAttributes<HTMLLabelElement>;
  description?: ReactNode;
  descriptionProps: DOMAttributes<HTMLElement>;
  errorMessage?: ReactNode;
  errorMessageProps: DOMAttributes<HTMLElement>;
  isInvalid: boolean;
  isRequired: boolean;
  isDisabled: boolean;
  /** Characters in the value, for the count. */
  count: number;
  characterLimit?: number;
  countHintId: string;
  className?: string;
  /** The control itself. */
  children: ReactNode;
}

/** Label, control, description with the count, and error: the layout TextField and TextArea share. */
export function TextFieldFrame({
  label,
  labelProps,
  description,
  descriptionProps,
  errorMessage,
  errorMessageProps,
  isInvalid,
  isRequired,
  isDisabled,
  count,
  characterLimit,
  countHintId,
  className,
  children,
}: TextFieldFrameProps) {
  const hasCount = characterLimit !== undefined;
  return (
    <FieldRoot
      className={className}
      data-state={isInvalid ? 'invalid' : 'valid'}
      {...fieldStateAttributes({ isDisabled, isInvalid, isRequired })}
    >
      <FieldLabel {...labelProps}>
        {label}
        {isRequired && <RequiredMark />}
      </FieldLabel>
      {children}
      {(description || hasCount) && (
        <Footer>
          {description && <FieldDescription {...descriptionProps}>{description}</FieldDescription>}
          {hasCount && <CharacterCount hintId={countHintId} count={count} limit={characterLimit} />}
        </Footer>
      )}
      {isInvalid && <FieldError props={errorMessageProps}>{errorMessage}</FieldError>}
    </FieldRoot>
  );
}
