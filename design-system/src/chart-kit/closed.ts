import type { ComponentPropsWithRef, JSX, ReactElement } from 'react';

/** The props of a chart part: its element's own props, ref and className included, and nothing of Stitches. */
export type PartProps<E extends keyof JSX.IntrinsicElements, Extra = object> = ComponentPropsWithRef<E> & Extra;

/** A chart part as the world sees it: a component taking its element's props. */
export type Part<E extends keyof JSX.IntrinsicElements, Extra = object> = (props: PartProps<E, Extra>) => ReactElement;

/**
 * Types a styled element as a plain element: the parts are Stitches components inside the design system, and outside
 * it they take their element's props only, so no `css` or `as` prop carries Stitches past the boundary.
 */
export function closed<E extends keyof JSX.IntrinsicElements, Extra = object>(styledPart: unknown): Part<E, Extra> {
  return styledPart as Part<E, Extra>;
}
