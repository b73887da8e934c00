import type { ReactNode, Ref, TableHTMLAttributes } from 'react';
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
  },
  '& thead th': { fontWeight: '$bold', borderBottomWidth: '$thick' },
  '& tbody th': { fontWeight: '$regular' },
  // Amounts line up on their decimal point.
  '& [data-numeric]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});

export interface TableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** The table's rows: a `<caption>` naming it, `<thead>` with `<th scope="col">`, then `<tbody>`. */
  children: ReactNode;
  /** The `<table>`. */
  ref?: Ref<HTMLTableElement>;
}

/**
 * A data table: native `<table>` semantics (caption, column and row headers) so screen readers announce each cell
 * with its headers; the design system only styles it. Cells holding numbers take `data-numeric` to line up on the
 * right. It has one state, so no data attributes of its own.
 */
export function Table({ ref, ...props }: TableProps) {
  return <StyledTable ref={ref} {...props} />;
}
