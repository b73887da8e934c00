import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
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
  border: '2px solid transparent',
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
      md: { fontSize: '$md', padding: '$3 $5', minHeight: '44px' },
      sm: { fontSize: '$sm', padding: '$2 $4', minHeight: '36px' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  /** Visual weight: one primary action per view. */
  variant?: 'primary' | 'secondary';
  /** Height and padding. */
  size?: 'md' | 'sm';
  /** Shows a spinner and blocks further presses while the action runs. */
  loading?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { loading = false, disabled, children, type = 'button', onClick, ...props },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      // aria-disabled rather than disabled while loading, so focus stays on the button.
      aria-disabled={loading || undefined}
      disabled={disabled}
      data-state={loading ? 'loading' : 'idle'}
      onClick={loading ? (event: MouseEvent<HTMLButtonElement>) => event.preventDefault() : onClick}
      {...props}
    >
      {loading && <Spinner />}
      {children}
    </StyledButton>
  );
});
