import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { styled } from '../stitches.config.js';

const StyledBadge = styled('span', {
  display: 'inline-block',
  paddingBlock: 0,
  paddingInline: '$2',
  borderRadius: '$sm',
  // A real border, not only the fill, so the badge keeps its edge under forced colours.
  border: '$borderWidths$thin solid',
  color: '$text',
  fontSize: '$sm',
  variants: {
    tone: { info: { borderColor: '$info', backgroundColor: '$infoSurface' } },
  },
});

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour role of the edge and fill; the text keeps the body colour, for contrast. */
  tone?: 'info';
  /** The badge's words, e.g. 'Buying group'. */
  children: ReactNode;
  /** The badge's `<span>`. */
  ref?: Ref<HTMLSpanElement>;
}

/** A short label set apart by a tinted box, e.g. what kind of account this is. Its words carry the meaning. */
export function Badge({ tone = 'info', ref, ...props }: BadgeProps) {
  return <StyledBadge ref={ref} tone={tone} data-tone={tone} {...props} />;
}
