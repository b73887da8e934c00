import { styled } from '../stitches.config.js';
import { closed } from './closed.js';

/** The disclosure a chart's data table opens from: a `<details>` whose `<summary>` reads like a link. */
export const ChartTableDisclosure = closed<'details'>(
  styled('details', {
    marginTop: '$2',
    fontFamily: '$body',
    fontSize: '$sm',
    color: '$text',
    '& > summary': {
      cursor: 'pointer',
      color: '$primary',
      minHeight: '$controlSm',
      display: 'flex',
      alignItems: 'center',
      width: 'fit-content',
    },
  }),
);

/**
 * The table's scrolling box: a year of hours is 8,760 rows, so the table scrolls within itself rather than
 * stretching the page. The caller makes it a focusable, named region so a keyboard can scroll it.
 */
export const ChartTableScroller = closed<'div'>(
  styled('div', { maxHeight: '24rem', overflow: 'auto', marginTop: '$2' }),
);

/**
 * The data table: a caption, a sticky header row, a row header per point, and numbers lined up on the right in
 * cells marked `data-numeric`.
 */
export const ChartTable = closed<'table'>(
  styled('table', {
    borderCollapse: 'collapse',
    width: '100%',
    '& caption': { textAlign: 'start', fontWeight: '$bold', paddingBlock: '$2' },
    '& th, & td': { padding: '$1 $2', borderBottom: '$borderWidths$thin solid $border', textAlign: 'start' },
    '& thead th': { position: 'sticky', top: 0, backgroundColor: '$surface' },
    '& [data-numeric]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  }),
);
