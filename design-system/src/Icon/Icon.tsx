import type { Ref } from 'react';
import { styled } from '../stitches.config.js';
import { glyphs } from './glyphs.js';

/** The name of one of our icons. */
export type IconName = keyof typeof glyphs;

/** Every icon name, in drawing order: for galleries and pickers. */
export const iconNames = Object.keys(glyphs) as IconName[];

const Svg = styled('svg', {
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  // Lines up with the text baseline when the icon sits inline in a sentence.
  marginBlock: '-0.125em',
  variants: {
    size: {
      md: { width: '$icon', height: '$icon' },
      sm: { width: '$iconSm', height: '$iconSm' },
    },
  },
  defaultVariants: { size: 'md' },
});

export interface IconProps {
  /** Which icon to draw. */
  name: IconName;
  /** What the icon means, when nothing beside it says so; without a label the icon is decoration and hidden. */
  label?: string;
  /** Rendered size: `md` is the `$icon` token, `sm` the `$iconSm` token. */
  size?: 'md' | 'sm';
  /** Added to the `<svg>`. */
  className?: string;
  /** The `<svg>` element. */
  ref?: Ref<SVGSVGElement>;
}

/**
 * One of our 24×24 icons in the colour of the surrounding text (`currentColor`). Decorative (aria-hidden)
 * unless it has a `label`, when it is an image with that name. Data attributes: `data-icon` names the icon.
 */
export function Icon({ name, label, size = 'md', className, ref }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <Svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      size={size}
      className={className}
      ref={ref}
      data-icon={name}
      {...a11y}
    >
      {glyphs[name]}
    </Svg>
  );
}

/**
 * The drawing of an icon without its <svg>: for drawings that place icons themselves, e.g. a chart marker in a
 * nested `<svg viewBox="0 0 24 24">`. Strokes and fills use `currentColor`.
 */
export function iconGlyph(name: IconName) {
  return glyphs[name];
}
