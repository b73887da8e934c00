/**
 * Content screen readers read but nobody sees (a live region, words that complete a control's name): react-aria's,
 * which the design system's own components use. `elementType="span"` inside running text.
 */
export { VisuallyHidden } from 'react-aria';
export type { VisuallyHiddenProps } from 'react-aria';
