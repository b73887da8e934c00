import type { ComponentPropsWithoutRef, Ref } from 'react';
import { Icon } from '../Icon/Icon.js';
import { styled } from '../stitches.config.js';

const StyledCloseButton = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '$control',
  height: '$control',
  padding: 0,
  color: 'inherit',
  backgroundColor: 'transparent',
  // A transparent border becomes visible in forced colours, so the button keeps a boundary there.
  border: '$borderWidths$thin solid transparent',
  borderRadius: '$pill',
  cursor: 'pointer',
  '&:hover': { borderColor: 'currentColor' },
});

export interface CloseButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'children'> {
  /** Accessible name of the button: what it closes, e.g. 'Close' or 'Dismiss notification'. */
  label: string;
  /** The `<button>` element. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The × button of the Dialog, Banner and Toast: a 44px target (WCAG 2.5.5) whose name comes from `label`,
 * since the cross alone says nothing to a screen reader.
 */
export function CloseButton({ label, type = 'button', ref, ...props }: CloseButtonProps) {
  return (
    <StyledCloseButton ref={ref} type={type} aria-label={label} {...props}>
      <Icon name="close" />
    </StyledCloseButton>
  );
}
