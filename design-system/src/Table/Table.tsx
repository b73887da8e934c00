import { useId, type ReactNode, type Ref, type TableHTMLAttributes } from 'react';
import { focusRing } from '../Field/Field.js';
import { styled } from '../stitches.config.js';

const StyledTable = styled('table', {
  borderCollapse: 'collapse',
  width: '100%',
  fontFamily: '$body',
  fontSize: '$md',
  color: '$text',
  '& caption': { textAlign: 'start', fontWeight: '$bold', paddingBlock: '$2' },
  '& th, & td': {
    paddingBlock: '$2',
    paddingInline: '$2',
    borderBottom: '$borderWidths$thin solid $border',
    textAlign: 'start',
    verticalAlign: 'middle',
    // Cells size to whole words even inside a container that breaks anywhere (a dialog's body): a narrow table wraps
    // at spaces and, when still too wide, scrolls in its box, never 'Su/pp/ly'.
    overflowWrap: 'break-word',
  },
  '& thead th': { fontWeight: '$bold', borderBottomWidth: '$thick' },
  '& tbody th': { fontWeight: '$regular' },
  // Amounts line up on their decimal point.
  '& [data-numeric]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});

/**
 * A table wider than the screen (a phone, or 400 % zoom) scrolls inside this box rather than the page scrolling
 * sideways (WCAG 1.4.10 reflow). The box can take focus, so a keyboard can scroll it, and is a region named by the
 * caption, so what gets focus is announced.
 */
const ScrollBox = styled('div', {
  overflowX: 'auto',
  maxWidth: '100%',
  '&:focus-visible': focusRing,
});

export interface TableProps extends Omit<TableHTMLAttributes<HTMLTableElement>, 'children'> {
  /** What the table shows, its `<caption>`: it names the table and its scroll box. */
  caption: ReactNode;
  /** The table's rows: `<thead>` with `<th scope="col">`, then `<tbody>`. */
  children: ReactNode;
  /** The `<table>`. */
  ref?: Ref<HTMLTableElement>;
}

/**
 * A data table: native `<table>` semantics (caption, column and row headers) so screen readers announce each cell
 * with its headers; the design system only styles it. Cells holding numbers take `data-numeric` to line up on the
 * right. It scrolls sideways inside its own box when wider than the screen. It has one state, so no data attributes
 * of its own; `className` goes on the `<table>`.
 */
export function Table({ ref, caption, children, ...props }: TableProps) {
  const captionId = useId();
  return (
    <ScrollBox role="region" aria-labelledby={captionId} tabIndex={0}>
      <StyledTable ref={ref} {...props}>
        <caption id={captionId}>{caption}</caption>
        {children}
      </StyledTable>
    </ScrollBox>
  );
}
