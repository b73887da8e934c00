import { useRef, type ReactNode } from 'react';
import { mergeProps, useButton, useFocusRing, type AriaButtonProps } from 'react-aria';
import { disabledLook, focusRing } from '../Field/Field.js';
import { styled } from '../stitches.config.js';

/**
 * Not the package's IconButton: that one is a pill with a thick edge in the text colour, sized by its Icon glyphs,
 * while these sit inside the field's border and the calendar panel as squarer, primary-coloured buttons with a thin
 * edge on hover, drawing their own glyphs (calendar, month arrows) that the Icon set does not have.
 */
const StyledPickerButton = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: '$controlSm',
  height: '$controlSm',
  padding: 0,
  color: '$primary',
  backgroundColor: 'transparent',
  border: '$borderWidths$thin solid transparent',
  borderRadius: '$md',
  cursor: 'pointer',
  '&:hover:not(:disabled)': { backgroundColor: '$surfaceAccent', borderColor: '$border' },
  '&[data-focus-visible]': focusRing,
  '&:disabled': { cursor: 'not-allowed', color: '$textMuted' },
  ...disabledLook,
  '& svg': { width: '$icon', height: '$icon' },
  variants: {
    // The calendar button sits at the end of the field, after the two dates.
    atFieldEnd: { true: { marginInlineStart: 'auto' } },
  },
});

export interface PickerButtonProps extends AriaButtonProps {
  /** Pushes the button to the end of the field's row. */
  atFieldEnd?: boolean;
  /** The glyph, an `aria-hidden` svg: the button's name comes from react-aria's aria-label. */
  children: ReactNode;
}

/** A small icon button of the date range picker: the calendar button in the field, the month arrows in the panel. */
export function PickerButton({ atFieldEnd, children, ...props }: PickerButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <StyledPickerButton
      {...mergeProps(buttonProps, focusProps)}
      ref={ref}
      atFieldEnd={atFieldEnd}
      data-disabled={props.isDisabled || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {children}
    </StyledPickerButton>
  );
}
