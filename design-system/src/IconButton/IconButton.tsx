import type { KeyboardEvent, MouseEvent, Ref } from 'react';
import { disabledLook } from '../Field/Field.js';
import { Icon, type IconName } from '../Icon/Icon.js';
import { chainHandlers } from '../interactions/chain-handlers.js';
import { useHoverPress } from '../interactions/use-hover-press.js';
import { styled } from '../stitches.config.js';

const StyledIconButton = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: 0,
  borderRadius: '$pill',
  // A real border, transparent where not wanted, so forced colours still draw the button's edge.
  border: '$borderWidths$thick solid transparent',
  cursor: 'pointer',
  transition: 'background-color $fast',
  '&:disabled': { cursor: 'not-allowed' },
  // The same fade as a disabled field's (Field's disabledLook), so a disabled button beside a field matches it.
  ...disabledLook,
  variants: {
    variant: {
      // No fill until hovered: toolbars, headers, dismiss buttons.
      ghost: {
        backgroundColor: 'transparent',
        color: '$text',
        '&[data-hovered], &[data-pressed]': { backgroundColor: '$surfaceAccent' },
      },
      secondary: {
        backgroundColor: '$surface',
        color: '$primary',
        borderColor: '$primary',
        '&[data-hovered], &[data-pressed]': { backgroundColor: '$surfaceAccent' },
      },
      primary: {
        backgroundColor: '$primary',
        color: '$onPrimary',
        '&[data-hovered], &[data-pressed]': { backgroundColor: '$primaryStrong' },
      },
    },
    size: {
      md: { width: '$control', height: '$control' },
      sm: { width: '$controlSm', height: '$controlSm' },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export interface IconButtonProps {
  /** The icon drawn in the button. */
  icon: IconName;
  /** What the button does, e.g. "Close": its accessible name, since it shows no text. */
  label: string;
  /** `ghost` has no fill until hovered; `secondary` is outlined; `primary` is filled. */
  variant?: 'ghost' | 'secondary' | 'primary';
  /** `md` is the 44px touch target; `sm` (36px) only where space is tight and a larger target surrounds it. */
  size?: 'md' | 'sm';
  /** Called when the button is pressed by mouse, touch or keyboard. */
  onPress?: () => void;
  /** Prevents presses and dims the button. */
  isDisabled?: boolean;
  /** The button's type inside a form. */
  type?: 'button' | 'submit' | 'reset';
  /** Element id, e.g. for a popup's aria-labelledby. */
  id?: string;
  /** Whether the popup the button controls is open (menu buttons). */
  'aria-expanded'?: boolean;
  /** Kind of popup the button opens. */
  'aria-haspopup'?: boolean | 'menu' | 'dialog' | 'listbox' | 'tree' | 'grid' | 'true' | 'false';
  /** Id of the element the button controls. */
  'aria-controls'?: string;
  /** Pressed state, for a toggle. */
  'aria-pressed'?: boolean;
  /**
   * Click handler, for primitives that compose with `asChild` (e.g. a Radix trigger); use `onPress` otherwise.
   */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** State set by a composing primitive (e.g. a Radix trigger's "open" / "closed"), passed through. */
  'data-state'?: string;
  /** The button element. */
  ref?: Ref<HTMLButtonElement>;
  /** Class names added to the button. */
  className?: string;
}

/**
 * A button that shows only an icon, with a required accessible name. A native `<button>`, as Button is: a click,
 * Enter or Space presses it, and no press handling loads with it (the app shell's menu button is on every page).
 *
 * Data attributes: `data-state` as a composing primitive sets it (a Radix trigger's `"open" | "closed"`), absent
 * otherwise; `data-disabled`, `data-hovered` and `data-pressed` while they hold.
 */
export function IconButton({
  icon,
  label,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  isDisabled = false,
  onPress,
  onClick,
  ref,
  className,
  ...props
}: IconButtonProps) {
  const { hoverPressProps, isHovered, isPressed } = useHoverPress({ isDisabled, pressKeys: 'button' });
  // Handlers a composing primitive passes in (a Radix trigger's, through asChild) run beside ours, not instead.
  const handlers = chainHandlers(chainHandlers(props, hoverPressProps), {
    // A held Enter repeats clicks on a native button; one press is one press, as with react-aria's.
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' && event.repeat) event.preventDefault();
    },
  });
  return (
    <StyledIconButton
      {...handlers}
      ref={ref}
      type={type}
      disabled={isDisabled}
      aria-label={label}
      // onPress first, then a composing primitive's onClick, in react-aria's order.
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onPress?.();
        onClick?.(event);
      }}
      className={className}
      variant={variant}
      size={size}
      data-pressed={isPressed || undefined}
      data-hovered={isHovered || undefined}
      data-disabled={isDisabled || undefined}
    >
      <Icon name={icon} size={size === 'sm' ? 'sm' : 'md'} />
    </StyledIconButton>
  );
}
