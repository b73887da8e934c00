import { useState, type KeyboardEvent, type PointerEvent } from 'react';

/** The keys that press an element while held: Enter for a link, Enter and Space for a button. */
type PressKeys = 'link' | 'button';

/**
 * `data-hovered` and `data-pressed` states for a native `<a>` or `<button>`, without react-aria's press handling
 * (about 10 kB gzip that every page would load for the header's and footer's links). Hover counts a mouse or pen
 * only, so a tap on a phone leaves no sticky hover behind; pressed holds from pointer down to up, or while a pressing
 * key is held.
 */
export function useHoverPress({ isDisabled = false, keys }: { isDisabled?: boolean; keys: PressKeys }) {
  const [isHovered, setHovered] = useState(false);
  const [isPressed, setPressed] = useState(false);
  const pressesOn = (key: string) => key === 'Enter' || (keys === 'button' && key === ' ');
  const props = {
    onPointerEnter: (event: PointerEvent) => setHovered(event.pointerType !== 'touch'),
    onPointerLeave: () => {
      setHovered(false);
      setPressed(false);
    },
    onPointerDown: (event: PointerEvent) => setPressed(event.button === 0),
    onPointerUp: () => setPressed(false),
    onPointerCancel: () => setPressed(false),
    onKeyDown: (event: KeyboardEvent) => {
      if (pressesOn(event.key) && !event.repeat) setPressed(true);
    },
    onKeyUp: (event: KeyboardEvent) => {
      if (pressesOn(event.key)) setPressed(false);
    },
    onBlur: () => setPressed(false),
  };
  return { hoverPressProps: props, isHovered: isHovered && !isDisabled, isPressed: isPressed && !isDisabled };
}
