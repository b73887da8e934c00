import type { Tokens } from '@harakeke/themes';
import type { HTMLAttributes, Ref } from 'react';
import { styled } from '../stitches.config.js';
import { spaceVariant, type SpaceStep } from './space.js';

const StyledStack = styled('div', {
  display: 'grid',
  margin: 0,
  variants: {
    // A list laid out as a stack is still a list to assistive technology; only its bullets and indent go.
    list: { true: { padding: 0, listStyle: 'none' } },
    gap: spaceVariant('gap'),
    spaceAfter: spaceVariant('marginBlockEnd'),
    hideWhenEmpty: { true: { '&:empty': { display: 'none' } } },
  },
});

type SizeToken = keyof Tokens['size'];

/** A width from the size scale, or a multiple of one: `"dialog"`, `"control * 4"`. */
export type StackWidth = SizeToken | `${SizeToken} * ${number}`;

/** The CSS width of a `StackWidth`, through the size tokens. */
function widthOf(width: StackWidth) {
  const [token, times] = width.split(' * ');
  return times ? `calc($sizes$${token} * ${times})` : `$sizes$${token}`;
}

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Element to render: a `div` by default; a `ul`/`ol` keeps its list semantics without bullets. */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'p' | 'span';
  /** Space between the items, a step of the space scale. */
  gap?: SpaceStep;
  /** Space after the stack, before what follows it. */
  spaceAfter?: SpaceStep;
  /** A fixed width from the size scale (never wider than its container), e.g. for a skeleton line. */
  width?: StackWidth;
  /** Takes no space at all, `spaceAfter` included, while nothing renders inside it (e.g. a notices area). */
  hideWhenEmpty?: boolean;
  /** The stack's element (the one `as` names). */
  ref?: Ref<HTMLElement>;
}

/**
 * Items one under another, `gap` apart: a CSS grid of one column, so each item takes the stack's width. Margins
 * are the stack's own (none by default): spacing comes from the space scale, never from a literal.
 */
export function Stack({ as = 'div', gap, spaceAfter, width, hideWhenEmpty = false, ref, ...props }: StackProps) {
  return (
    <StyledStack
      ref={ref}
      as={as}
      list={as === 'ul' || as === 'ol' || undefined}
      gap={gap}
      spaceAfter={spaceAfter}
      hideWhenEmpty={hideWhenEmpty || undefined}
      css={width ? { width: widthOf(width), maxWidth: '100%' } : undefined}
      {...props}
    />
  );
}
