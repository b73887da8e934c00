import { styled } from '../stitches.config.js';

/**
 * The look of a link, `Link`'s and `PlainLink`'s alike: the state it shows while hovered is `data-hovered`, which
 * `Link` sets for a mouse or pen only (`useHoverPress`: no sticky hover after a tap) and `PlainLink` matches with
 * `:hover` where a pointer can hover.
 */
export const StyledLink = styled('a', {
  color: '$primary',
  fontFamily: 'inherit',
  cursor: 'pointer',
  borderRadius: '$sm',
  textUnderlineOffset: '0.2em',
  '&[data-hovered]': { color: '$primaryStrong', textDecorationThickness: '$borderWidths$thick' },
  '&[aria-current=page]': { fontWeight: '$bold' },
  variants: {
    variant: {
      // Inside a sentence a link must not rely on colour alone: always underlined.
      inline: { textDecoration: 'underline' },
      // On its own line, e.g. "View all bills": bold, a touch-sized target, underlined on hover.
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: '$1',
        minHeight: '$control',
        fontWeight: '$bold',
        textDecoration: 'none',
        '&[data-hovered]': { textDecoration: 'underline' },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
