/** One label–value line of a tooltip. */
export interface TooltipRow {
  label: string;
  value: string;
  /** A sum of the rows above, set in bold. */
  total?: boolean;
}

/** What a chart's tooltip says about one point: the same text is drawn in the tooltip and announced. */
export interface TooltipContentProps {
  /** The point's name, e.g. 'Tuesday 03 Mar 2026'. */
  title: string;
  rows: readonly TooltipRow[];
  /** Short facts under the values: 'Estimated reading'. */
  notes?: readonly string[];
}

/** The same content as one sentence for the live region: 'Tuesday 03 Mar 2026: Electricity 12.00 kWh, ….' */
export function tooltipSentence({ title, rows, notes = [] }: TooltipContentProps): string {
  // Each note is its own sentence, so a screen reader pauses before it.
  const values = rows.map((row) => `${row.label} ${row.value}`).join(', ');
  return [`${title}: ${values}`.trim(), ...notes].map((sentence) => `${sentence}.`).join(' ');
}
