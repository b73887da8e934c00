import { styled } from '@harakeke/design-system';

export interface TooltipRow {
  label: string;
  value: string;
  /** A sum of the rows above, set in bold. */
  total?: boolean;
}

export interface TooltipContentProps {
  /** The point's name, e.g. 'Tuesday 03 Mar 2026'. */
  title: string;
  rows: readonly TooltipRow[];
  /** Short facts under the values: 'Estimated reading'. */
  notes?: readonly string[];
}

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

/** The same content as one sentence for the live region: 'Tuesday 03 Mar 2026: Electricity 12.00 kWh, ….' */
export function tooltipSentence({ title, rows, notes = [] }: TooltipContentProps): string {
  // Each note is its own sentence, so a screen reader pauses before it.
  const values = rows.map((row) => `${row.label} ${row.value}`).join(', ');
  return [`${title}: ${values}`.trim(), ...notes].map((sentence) => `${sentence}.`).join(' ');
}
