import { ChartNote, ChartTooltipRows, ChartTooltipTitle } from '@harakeke/design-system';

import type { TooltipContentProps } from './tooltip-text.js';

export { tooltipSentence } from './tooltip-text.js';
export type { TooltipContentProps, TooltipRow } from './tooltip-text.js';

/** The standard body of a chart tooltip: a title, label–value rows and notes. */
export function TooltipContent({ title, rows, notes = [] }: TooltipContentProps) {
  return (
    <>
      <ChartTooltipTitle>{title}</ChartTooltipTitle>
      <ChartTooltipRows>
        {rows.map((row) => {
          const flag = row.total ? { 'data-total': '' } : {};
          return (
            <div key={row.label} style={{ display: 'contents' }}>
              <dt {...flag}>{row.label}</dt>
              <dd {...flag}>{row.value}</dd>
            </div>
          );
        })}
      </ChartTooltipRows>
      {notes.map((note) => (
        <ChartNote key={note}>{note}</ChartNote>
      ))}
    </>
  );
}
