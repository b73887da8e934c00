import type { DOMAttributes, ReactNode } from 'react';
import { styled } from '../stitches.config.js';

/**
 * The one disabled look of every control: the element marked `data-disabled` fades, label and help text with it, so
 * a disabled field looks the same whatever the control. A disabled part inside an already faded one (the options of
 * a disabled radio group, the buttons of a disabled stepper) does not fade twice.
 */
export const disabledLook = {
  '&[data-disabled]:not([data-disabled] *)': { opacity: 0.6 },
} as const;

/** The state every field root and control shows to styles and tests: present (`"true"`) or absent, Radix-style. */
export interface FieldState {
  isDisabled?: boolean;
  isInvalid?: boolean;
  isRequired?: boolean;
}

/** `data-disabled`, `data-invalid` and `data-required` for a field's root, each present only when it holds. */
export function fieldStateAttributes({ isDisabled, isInvalid, isRequired }: FieldState) {
  return {
    'data-disabled': isDisabled || undefined,
    'data-invalid': isInvalid || undefined,
    'data-required': isRequired || undefined,
  };
}

/** The vertical stack of a form field: label, control, description, error. */
export const FieldRoot = styled('div', {
  display: 'grid',
  gap: '$1',
  fontFamily: '$body',
  color: '$text',
  ...disabledLook,
});

export const FieldLabel = styled('label', {
  fontWeight: '$medium',
  fontSize: '$md',
  lineHeight: '$tight',
});

const RequiredText = styled('span', {
  marginInlineStart: '$1',
  color: '$textMuted',
  fontSize: '$sm',
  fontWeight: '$regular',
});

/** The visible '(required)' after a required field's label; aria-required already says it to assistive technology. */
export function RequiredMark() {
  return <RequiredText aria-hidden="true">(required)</RequiredText>;
}

export const FieldDescription = styled('div', { color: '$textMuted', fontSize: '$sm' });

const ErrorText = styled('div', {
  color: '$danger',
  fontSize: '$sm',
  fontWeight: '$medium',
  display: 'flex',
  gap: '$1',
  alignItems: 'flex-start',
  // The mark is decoration: the text after the slash is its (empty) spoken alternative.
  '&::before': { content: '"⚠" / ""' },
});

export interface FieldErrorProps {
  /** Props from react-aria (`errorMessageProps`), which give the id the control's aria-describedby points at. */
  props: DOMAttributes<HTMLElement>;
  /** The message; nothing renders without one. */
  children: ReactNode;
}

/**
 * A field's error. The control's aria-describedby links it; the live region also announces it the moment
 * it appears, since a screen-reader user is usually still on the control.
 */
export function FieldError({ props, children }: FieldErrorProps) {
  if (!children) return null;
  return (
    <ErrorText {...props} role="alert" data-state="error">
      {children}
    </ErrorText>
  );
}

/** The keyboard focus ring of a control, drawn outside its edge. */
export const focusRing = { outline: '$borderWidths$focus solid $focus', outlineOffset: '$space$focusOffset' } as const;

/** The shared look of single-line inputs, so every text-like control sits and focuses alike. */
export const inputStyles = {
  width: '100%',
  minHeight: '$control',
  padding: '$2 $3',
  fontFamily: '$body',
  fontSize: '$md',
  color: '$text',
  backgroundColor: '$surface',
  border: '$borderWidths$thin solid $border',
  borderRadius: '$md',
  '&:hover:not(:disabled)': { borderColor: '$text' },
  '&:focus-visible': focusRing,
  '&[aria-invalid=true]': { borderColor: '$danger', borderWidth: '$thick' },
  '&:disabled': { cursor: 'not-allowed', backgroundColor: '$background' },
} as const;
