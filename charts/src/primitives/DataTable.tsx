import { styled } from '@harakeke/design-system';
import { useState, type SyntheticEvent } from 'react';

export interface DataTableColumn {
  header: string;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

export interface DataTableProps {
  /** What the table holds; the table's caption. */
  caption: string;
  columns: readonly DataTableColumn[];
  /**
   * Formatted cells, one row per point, in the chart's order; the first cell names the row. A function is called only
   * when the table is opened: formatting a year of hours on every render of a closed table cost most of a render.
   */
  rows: ReadonlyArray<readonly string[]> | (() => ReadonlyArray<readonly string[]>);
}

const Details = styled('details', {
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
});

// A year of hours is 8,760 rows: the table scrolls within itself rather than stretching the page.
const Scroller = styled('div', { maxHeight: '24rem', overflow: 'auto', marginTop: '$2' });

const Table = styled('table', {
  borderCollapse: 'collapse',
  width: '100%',
  '& caption': { textAlign: 'start', fontWeight: '$bold', paddingBlock: '$2' },
  '& th, & td': { padding: '$1 $2', borderBottom: '$borderWidths$thin solid $border', textAlign: 'start' },
  '& thead th': { position: 'sticky', top: 0, backgroundColor: '$surface' },
  '& [data-numeric]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

/**
 * Every point of a chart as a table, behind a disclosure: the chart's data without the picture, for screen readers,
 * keyboard users and anyone who wants the numbers. Rows render only once it is opened.
 */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  const [open, setOpen] = useState(false);
  return (
    <Details
      data-chart-table=""
      onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open)}
    >
      <summary>Show the data as a table</summary>
      {open && (
        // The scroller takes focus so a keyboard user can scroll a long table.
        <Scroller tabIndex={0} role="region" aria-label={caption}>
          <Table>
            <caption>{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col" data-numeric={column.numeric ? '' : undefined}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(typeof rows === 'function' ? rows() : rows).map((row, index) => (
                <tr key={index}>
                  {row.map((cell, cellIndex) =>
                    cellIndex === 0 ? (
                      <th key={cellIndex} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={cellIndex} data-numeric={columns[cellIndex]?.numeric ? '' : undefined}>
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroller>
      )}
    </Details>
  );
}
