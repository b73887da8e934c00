import type { CSSProperties, HTMLAttributes, Ref } from 'react';

/**
 * The usual visually-hidden rules: out of the layout, clipped to nothing, yet read by screen readers. An inline
 * style rather than a class, so it needs no style sheet and works before any has loaded.
 */
const hiddenStyle: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** The element to render: `span` inside running text or a label, `div` (the default) elsewhere. */
  elementType?: 'div' | 'span';
  /** The rendered element. */
  ref?: Ref<HTMLDivElement & HTMLSpanElement>;
}

/**
 * Content screen readers read but nobody sees: a live region, words that complete a control's name, a native input
 * drawn by its own styled control. Ours rather than react-aria's, whose version also reveals focused content and
 * for that brings focus tracking onto every page that shows a banner; nothing here needs revealing. `className` and
 * `ref` reach the element; it has no state, so no data attributes.
 */
export function VisuallyHidden({ elementType: Element = 'div', style, ...props }: VisuallyHiddenProps) {
  return <Element {...props} style={style ? { ...hiddenStyle, ...style } : hiddenStyle} />;
}
