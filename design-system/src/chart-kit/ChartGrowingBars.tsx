import { keyframes, styled } from '../stitches.config.js';
import { closed } from './closed.js';

const growUp = keyframes({ from: { transform: 'scaleY(0)' }, to: { transform: 'scaleY(1)' } });
const growRight = keyframes({ from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(1)' } });

/**
 * An SVG group of bars that grow in from their baseline: spec 1 §9's 0.3 s animation, none under
 * prefers-reduced-motion. `direction` is where the bars grow: up from the bottom (columns, the default) or right
 * from the left (rows).
 */
export const ChartGrowingBars = closed<'g', { direction?: 'up' | 'right' }>(
  styled('g', {
    transformBox: 'fill-box',
    animationDuration: '$transitions$chart',
    animationTimingFunction: 'ease-out',
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    variants: {
      direction: {
        up: { transformOrigin: 'bottom', animationName: `${growUp}` },
        right: { transformOrigin: 'left', animationName: `${growRight}` },
      },
    },
    defaultVariants: { direction: 'up' },
  }),
);
