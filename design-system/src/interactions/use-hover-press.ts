import { useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';

/** The keys that press an element while held: Enter for a link, Enter and Space for a button. */
type PressKeys = 'link' | 'button';

interface HoverPressOptions {
  isDisabled?: boolean;
  /** Which keys press the element, for `isPressed`; without it, only hover is tracked (nothing draws a pressed look). */
  pressKeys?: PressKeys;
}

/**
 * `data-hovered` and `data-pressed` states for a native `<a>` or `<button>`, without react-aria's press handling
 * (about 10 kB gzip that every page would load for the header's and footer's links). Hover counts a mouse or pen
 * only, so a tap on a phone leaves no sticky hover behind; pressed holds from pointer down to up, or while a pressing
 * key is held. A pointer down also focuses the element, as react-aria's press does: Safari does not focus a button or
 * link it presses, and an overlay opened from one returns focus to what had it.
 */
export function useHoverPress({ isDisabled = false, pressKeys }: HoverPressOptions = {}) {
  const [isHovered, setHovered] = useState(false);
  const [isPressed, setPressed] = useState(false);
  const pressesOn = (key: string) => key === 'Enter' || (pressKeys === 'button' && key === ' ');
  const press = (pressed: boolean) => {
    if (pressKeys) setPressed(pressed);
  };
  const hoverPressProps = {
    onPointerEnter: (event: PointerEvent) => setHovered(event.pointerType !== 'touch'),
    onPointerLeave: () => {
      setHovered(false);
      press(false);
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || isDisabled) return;
      press(true);
      if (document.activeElement !== event.currentTarget) event.currentTarget.focus({ preventScroll: true });
    },
    onPointerUp: () => press(false),
    onPointerCancel: () => press(false),
    onKeyDown: (event: KeyboardEvent) => {
      if (pressesOn(event.key) && !event.repeat) press(true);
    },
    onKeyUp: (event: KeyboardEvent) => {
      if (pressesOn(event.key)) press(false);
    },
    onBlur: (_event: FocusEvent) => press(false),
  };
  return { hoverPressProps, isHovered: isHovered && !isDisabled, isPressed: isPressed && !isDisabled };
}
