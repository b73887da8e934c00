import type { ReactNode, Ref } from 'react';
import { styled } from '../stitches.config.js';

const StyledCard = styled('section', {
  backgroundColor: '$surface',
  borderRadius: '$lg',
  boxShadow: '$card',
  // Invisible normally; forced colours draw it, so the card keeps an edge without its shadow.
  border: '$borderWidths$thin solid transparent',
  padding: '$5',
  '@md': { padding: '$6' },
});

export interface CardProps {
  /** Element to render: a labelled section by default, a div when the card is decoration only. */
  as?: 'section' | 'div' | 'article';
  /** Id of the heading that names this card's region. */
  labelledBy?: string;
  /** The card's content. */
  children: ReactNode;
  /** Added to the card's element. */
  className?: string;
  /** The card's element. */
  ref?: Ref<HTMLElement>;
}

/** A raised surface for a group of content. It has no state, so no data attributes. */
export function Card({ as = 'section', labelledBy, children, className, ref }: CardProps) {
  return (
    <StyledCard as={as} aria-labelledby={labelledBy} className={className} ref={ref}>
      {children}
    </StyledCard>
  );
}
