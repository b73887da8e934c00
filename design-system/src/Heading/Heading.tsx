import type { ReactNode, Ref } from 'react';
import { styled } from '../stitches.config.js';

const StyledHeading = styled('h1', {
  fontFamily: '$heading',
  lineHeight: '$tight',
  margin: '0 0 $4',
  color: '$text',
  variants: {
    size: {
      xl: { fontSize: '$xxl', fontWeight: '$bold' },
      lg: { fontSize: '$xl', fontWeight: '$bold' },
      md: { fontSize: '$lg', fontWeight: '$bold' },
    },
  },
});

const defaultSize = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'md' } as const;
const tags = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4' } as const;

export interface HeadingProps {
  /** Document outline level; the size follows it unless set. */
  level: 1 | 2 | 3 | 4;
  /** Visual size, independent of the outline level. */
  size?: 'xl' | 'lg' | 'md';
  /** Id for aria-labelledby of a region. */
  id?: string;
  /** The heading's text. */
  children: ReactNode;
  /** Added to the heading element. */
  className?: string;
  /** The heading element (`h1`–`h4`). */
  ref?: Ref<HTMLHeadingElement>;
}

/** A heading of the page's outline. It has no state, so no data attributes. */
export function Heading({ level, size, id, children, className, ref }: HeadingProps) {
  return (
    <StyledHeading as={tags[level]} id={id} size={size ?? defaultSize[level]} className={className} ref={ref}>
      {children}
    </StyledHeading>
  );
}
