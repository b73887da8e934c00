import { styled } from '@harakeke/design-system';

import type { TooltipContentProps } from './tooltip-text.js';

export { tooltipSentence } from './tooltip-text.js';
export type { TooltipContentProps, TooltipRow } from './tooltip-text.js';

const Title = styled('p', { margin: '0 0 $1', fontWeight: '$bold' });
const Rows = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  gap: '0 $3',
  margin: 0,
  '& dd': { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& [data-total]': { fontWeight: '$bold' },
});
const Note = styled('p', { margin: '$1 0 0', color: '$textMuted' });

/** The standard body of a chart tooltip: a title, label–value rows and notes. */
export function TooltipContent({ title, rows, notes = [] }: TooltipContentProps) {
  return (
    <>
      <Title>{title}</Title>
      <Rows>
        {rows.map((row) => {
          const flag = row.total ? { 'data-total': '' } : {};
          return (
            <div key={row.label} style={{ display: 'contents' }}>
              <dt {...flag}>{row.label}</dt>
              <dd {...flag}>{row.value}</dd>
            </div>
          );
        })}
      </Rows>
      {notes.map((note) => (
        <Note key={note}>{note}</Note>
      ))}
    </>
  );
}
