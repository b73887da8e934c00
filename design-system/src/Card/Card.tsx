import type { ReactNode } from 'react';
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
  children: ReactNode;
}

export function Card({ as = 'section', labelledBy, children }: CardProps) {
  return (
    <StyledCard as={as} aria-labelledby={labelledBy}>
      {children}
    </StyledCard>
  );
}
