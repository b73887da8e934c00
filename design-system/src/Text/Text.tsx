import type { ReactNode, Ref } from 'react';
import { styled } from '../stitches.config.js';

const StyledText = styled('p', {
  margin: '0 0 $3',
  variants: {
    tone: { default: { color: '$text' }, muted: { color: '$textMuted' }, danger: { color: '$danger' } },
    size: { sm: { fontSize: '$sm' }, md: { fontSize: '$md' }, lg: { fontSize: '$lg' } },
  },
  defaultVariants: { tone: 'default', size: 'md' },
});

export interface TextProps {
  /** Colour role of the text. */
  tone?: 'default' | 'muted' | 'danger';
  /** Font size step. */
  size?: 'sm' | 'md' | 'lg';
  /** Element to render: a paragraph by default. */
  as?: 'p' | 'span' | 'div';
  /** The text. */
  children: ReactNode;
  /** Added to the text's element. */
  className?: string;
  /** The text's element. */
  ref?: Ref<HTMLElement>;
}

/** Body text in a tone and size. It has no state, so no data attributes. */
export function Text({ as = 'p', ...props }: TextProps) {
  return <StyledText as={as} {...props} />;
}
