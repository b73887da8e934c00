import type { HTMLAttributes, Ref } from 'react';
import { spaceVariant, type SpaceStep } from '../Stack/space.js';
import { styled } from '../stitches.config.js';

const StyledInline = styled('div', {
  display: 'flex',
  margin: 0,
  variants: {
    columnGap: spaceVariant('columnGap'),
    rowGap: spaceVariant('rowGap'),
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
      stretch: { alignItems: 'stretch' },
    },
    wrap: { true: { flexWrap: 'wrap' } },
    // Flex items do not shrink below their content's width by default, so a long name would push out of its row
    // instead of truncating: here the row and its items may.
    isShrinkable: { true: { minWidth: 0, maxWidth: '100%', '& > *': { minWidth: 0, maxWidth: '100%' } } },
  },
});

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** Element to render: a `div` by default, a `span` inside a phrase, a `p` for one line of text with icons. */
  as?: 'div' | 'span' | 'p';
  /** Space between the items (and between wrapped lines, unless `rowGap` is set), a step of the space scale. */
  gap?: SpaceStep;
  /** Space between wrapped lines, when it differs from `gap`. */
  rowGap?: SpaceStep;
  /** How the items line up across the row; unset, they stretch to the row's height. */
  align?: 'start' | 'center' | 'end' | 'baseline' | 'stretch';
  /** Lets the items wrap onto more lines when the row is too narrow. */
  wrap?: boolean;
  /** The row and its items may shrink below their content's width, so text inside them can truncate. */
  isShrinkable?: boolean;
  /** The row's element (the one `as` names). */
  ref?: Ref<HTMLElement>;
}

/** Items side by side, `gap` apart: a flex row from the space scale, e.g. a group of buttons or an icon and text. */
export function Inline({
  as = 'div',
  gap,
  rowGap,
  align,
  wrap = false,
  isShrinkable = false,
  ref,
  ...props
}: InlineProps) {
  return (
    <StyledInline
      ref={ref}
      as={as}
      columnGap={gap}
      rowGap={rowGap ?? gap}
      align={align}
      wrap={wrap || undefined}
      isShrinkable={isShrinkable || undefined}
      {...props}
    />
  );
}
