import { styled } from '../stitches.config.js';
import { closed } from './closed.js';

/**
 * A chart's legend: a list whose items each hold a 16 px swatch (an aria-hidden SVG) and its label, wrapping onto
 * more lines on a narrow screen.
 */
export const ChartLegendList = closed<'ul'>(
  styled('ul', {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '$2 $4',
    listStyle: 'none',
    margin: '$2 0 0',
    padding: 0,
    fontSize: '$sm',
    color: '$text',
    '& li': { display: 'inline-flex', alignItems: 'center', gap: '$2' },
    '& svg': { flexShrink: 0 },
  }),
);
