import { ChartTable, ChartTableDisclosure, ChartTableScroller } from '@harakeke/design-system';
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

/**
 * Every point of a chart as a table, behind a disclosure: the chart's data without the picture, for screen readers,
 * keyboard users and anyone who wants the numbers. Rows render only once it is opened.
 */
/** A table's rows, made on demand when they are given as a function (a year of hours is only built when opened). */
export function tableRowsOf(rows: DataTableProps['rows']): ReadonlyArray<readonly string[]> {
  return typeof rows === 'function' ? rows() : rows;
}

export function DataTable({ caption, columns, rows }: DataTableProps) {
  const [open, setOpen] = useState(false);
  return (
    <ChartTableDisclosure
      data-chart-table=""
      onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open)}
    >
      <summary>Show the data as a table</summary>
      {open && (
        // The scroller takes focus so a keyboard user can scroll a long table.
        <ChartTableScroller tabIndex={0} role="region" aria-label={caption}>
          <ChartTable>
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
              {tableRowsOf(rows).map((row, index) => (
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
          </ChartTable>
        </ChartTableScroller>
      )}
    </ChartTableDisclosure>
  );
}
