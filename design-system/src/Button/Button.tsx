import type { ComponentPropsWithoutRef, MouseEvent, Ref } from 'react';
import { styled } from '../stitches.config.js';
import { Spinner } from '../Spinner/Spinner.js';

const StyledButton = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  fontFamily: '$body',
  fontWeight: '$bold',
  lineHeight: '$tight',
  borderRadius: '$pill',
  border: '$borderWidths$thick solid transparent',
  cursor: 'pointer',
  transition: 'background-color $fast',
  '&:disabled, &[aria-disabled=true]': { cursor: 'not-allowed', opacity: 0.6 },
  variants: {
    variant: {
      primary: {
        backgroundColor: '$primary',
        color: '$onPrimary',
        '&:hover:not(:disabled)': { backgroundColor: '$primaryStrong' },
      },
      secondary: {
        backgroundColor: '$surface',
        color: '$primary',
        borderColor: '$primary',
        '&:hover:not(:disabled)': { backgroundColor: '$surfaceAccent' },
      },
    },
    size: {
      md: { fontSize: '$md', padding: '$3 $5', minHeight: '$control' },
      sm: { fontSize: '$sm', padding: '$2 $4', minHeight: '$controlSm' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export interface ButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'disabled'> {
  /** Visual weight: one primary action per view. */
  variant?: 'primary' | 'secondary';
  /** Height and padding. */
  size?: 'md' | 'sm';
  /** Shows a spinner and blocks further presses while the action it started runs (react-aria's name). */
  isPending?: boolean;
  /** Whether the button is disabled: not focusable, not pressable, faded. */
  isDisabled?: boolean;
  /** The `<button>` element. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button. Data attributes: `data-state="idle" | "pending"` and `data-disabled` when `isDisabled`. `className` is
 * added to the `<button>`, and `ref` reaches it.
 */
export function Button({
  isPending = false,
  isDisabled,
  children,
  type = 'button',
  onClick,
  ref,
  ...props
}: ButtonProps) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      // aria-disabled rather than disabled while pending, so focus stays on the button.
      aria-disabled={isPending || undefined}
      disabled={isDisabled}
      data-state={isPending ? 'pending' : 'idle'}
      data-disabled={isDisabled || undefined}
      onClick={isPending ? (event: MouseEvent<HTMLButtonElement>) => event.preventDefault() : onClick}
      {...props}
    >
      {isPending && <Spinner />}
      {children}
    </StyledButton>
  );
}
