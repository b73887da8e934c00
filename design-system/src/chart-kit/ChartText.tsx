import { styled } from '../stitches.config.js';
import { closed } from './closed.js';

/** A tooltip's first line: the point's name, in bold. */
export const ChartTooltipTitle = closed<'p'>(styled('p', { margin: '0 0 $1', fontWeight: '$bold' }));

/** One line of figures in a tooltip, digits lined up. */
export const ChartTooltipLine = closed<'p'>(styled('p', { margin: 0, fontVariantNumeric: 'tabular-nums' }));

/**
 * A tooltip's label–value rows: a `<dl>` of `<dt>`/`<dd>` pairs in two columns, values on the right; a pair marked
 * `data-total` (a sum of the rows above) is bold.
 */
export const ChartTooltipRows = closed<'dl'>(
  styled('dl', {
    display: 'grid',
    gridTemplateColumns: 'auto auto',
    gap: '0 $3',
    margin: 0,
    '& dd': { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
    '& [data-total]': { fontWeight: '$bold' },
  }),
);

/** A short muted fact under a chart or a tooltip's figures: 'Estimated reading', 'Times are NZ time'. */
export const ChartNote = closed<'p'>(styled('p', { margin: '$1 0 0', fontSize: '$sm', color: '$textMuted' }));

/** A total under a list-like chart: its label and its figure at either end, over a divider. */
export const ChartTotal = closed<'p'>(
  styled('p', {
    margin: '$2 0 0',
    display: 'flex',
    justifyContent: 'space-between',
    gap: '$3',
    paddingTop: '$2',
    borderTop: '$borderWidths$thin solid $divider',
    fontSize: '$sm',
    fontWeight: '$bold',
    fontVariantNumeric: 'tabular-nums',
  }),
);

/** The sentence that says what a chart means, under it: 'You used 12% less than the average home.' */
export const ChartSummary = closed<'p'>(
  styled('p', { margin: '$3 0 0', fontSize: '$md', fontWeight: '$medium', lineHeight: '$body' }),
);

/** A meter's name, muted, above its value. */
export const ChartMeterLabel = closed<'span'>(
  styled('span', { display: 'block', fontSize: '$sm', color: '$textMuted' }),
);

/** A meter's value in words, large and bold, above its drawing. */
export const ChartMeterValue = closed<'span'>(
  styled('span', {
    display: 'block',
    fontSize: '$lg',
    fontWeight: '$bold',
    lineHeight: '$tight',
    marginBlock: '$1 $2',
  }),
);

/** A row of a chart's own controls above it (series filters), wrapping on a narrow screen. */
export const ChartControls = closed<'div'>(
  styled('div', { display: 'flex', flexWrap: 'wrap', gap: '0 $5', marginBottom: '$2' }),
);
