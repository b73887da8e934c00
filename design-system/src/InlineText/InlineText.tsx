import type { HTMLAttributes, Ref } from 'react';
import { styled } from '../stitches.config.js';

const StyledInlineText = styled('span', {
  margin: 0,
  variants: {
    tone: { default: { color: '$text' }, muted: { color: '$textMuted' }, danger: { color: '$danger' } },
    size: {
      xs: { fontSize: '$xs' },
      sm: { fontSize: '$sm' },
      md: { fontSize: '$md' },
      lg: { fontSize: '$lg' },
      xl: { fontSize: '$xl' },
      xxl: { fontSize: '$xxl' },
    },
    weight: {
      regular: { fontWeight: '$regular' },
      medium: { fontWeight: '$medium' },
      bold: { fontWeight: '$bold' },
    },
    leading: { tight: { lineHeight: '$tight' }, body: { lineHeight: '$body' } },
    isTruncated: {
      true: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    },
  },
});

export interface InlineTextProps extends HTMLAttributes<HTMLElement> {
  /** Element to render: a `span` by default; a `p` or `div` for a line of its own inside a layout. */
  as?: 'span' | 'p' | 'div';
  /** Colour role; unset, the colour is inherited. */
  tone?: 'default' | 'muted' | 'danger';
  /** Font size step; unset, the size is inherited. */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';
  /** Font weight; unset, the weight is inherited. */
  weight?: 'regular' | 'medium' | 'bold';
  /** Line height; unset, it is inherited. */
  leading?: 'tight' | 'body';
  /** Keeps the text on one line, cut with an ellipsis where its box ends (the full text stays in the DOM). */
  isTruncated?: boolean;
  /** The text's element (the one `as` names). */
  ref?: Ref<HTMLElement>;
}

/**
 * Text set inside a layout or a phrase, e.g. a figure's label, a name in bold, a muted address: no margins, and
 * only the token styles you ask for; everything else inherits. For a paragraph of prose, with its spacing, use
 * `Text`.
 */
export function InlineText({
  as = 'span',
  tone,
  size,
  weight,
  leading,
  isTruncated = false,
  ref,
  ...props
}: InlineTextProps) {
  return (
    <StyledInlineText
      ref={ref}
      as={as}
      tone={tone}
      size={size}
      weight={weight}
      leading={leading}
      isTruncated={isTruncated || undefined}
      {...props}
    />
  );
}
