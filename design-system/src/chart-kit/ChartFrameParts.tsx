import { styled } from '../stitches.config.js';
import { closed } from './closed.js';

/** The outermost box of a chart: its font and colour, the positioning context of its tooltip. */
export const ChartRoot = closed<'div'>(
  styled('div', { position: 'relative', fontFamily: '$body', color: '$text', minWidth: 0 }),
);

/**
 * The plot: the chart's one tab stop (the caller gives it its role, name and keys) holding the SVG. Give it its
 * height with `style`. A pan-y touch action keeps vertical scrolling while a finger explores the points.
 */
export const ChartPlot = closed<'div'>(
  styled('div', {
    position: 'relative',
    width: '100%',
    touchAction: 'pan-y',
    borderRadius: '$sm',
    '&:focus-visible': { outline: '$borderWidths$focus solid $focus', outlineOffset: '$space$focusOffset' },
    '& > svg': { display: 'block', overflow: 'visible' },
  }),
);

/**
 * The tooltip's bubble, placed by the caller (`style` left and top at the point) and drawn beside the point, never
 * over it: `side` right of it in the chart's left half, left of it in the right half. Decoration for sighted users:
 * the caller hides it from assistive technology and announces its text instead.
 */
export const ChartTooltip = closed<'div', { side: 'left' | 'right' }>(
  styled('div', {
    position: 'absolute',
    zIndex: 1,
    pointerEvents: 'none',
    minWidth: '10rem',
    maxWidth: 'min(18rem, 90%)',
    padding: '$2 $3',
    fontSize: '$sm',
    lineHeight: '$body',
    color: '$text',
    backgroundColor: '$surface',
    border: '$borderWidths$thin solid $border',
    borderRadius: '$sm',
    boxShadow: '$card',
    variants: {
      side: {
        right: { transform: 'translateX($space$3)' },
        left: { transform: 'translateX(calc(-100% - $space$3))' },
      },
    },
  }),
);

/** Where an empty chart's message stands, keeping the chart's place: give it the plot's height as `style` minHeight. */
export const ChartPlaceholder = closed<'div'>(
  styled('div', {
    display: 'grid',
    placeItems: 'center',
    padding: '$4',
    textAlign: 'center',
    border: '$borderWidths$thin dashed $border',
    borderRadius: '$md',
  }),
);

/** The box of a one-value indicator drawn as a chart (a meter such as the carbon intensity scale). */
export const ChartMeterRoot = closed<'div'>(
  styled('div', {
    fontFamily: '$body',
    color: '$text',
    minWidth: 0,
    '& svg': { display: 'block', overflow: 'visible' },
  }),
);
