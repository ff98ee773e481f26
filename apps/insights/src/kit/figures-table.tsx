import { tableStyles, theme } from '@pitaka/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Scroller = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  ${tableStyles}
  caption {
    padding-bottom: 0.5rem;
    text-align: left;
    color: ${theme.colors.textMuted};
    font-size: 0.85rem;
  }
  th,
  td {
    padding: 0.45rem 0.4rem;
  }
  [data-align='end'] {
    white-space: nowrap;
  }
`;

export interface FiguresColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures line up on the right. */
  align?: 'end';
}

export interface FiguresTableProps<Row> {
  caption: string;
  /** The first column names each row (a row header): e.g. the category or the month. */
  rowHeader: FiguresColumn<Row>;
  columns: readonly FiguresColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

/** A chart's figures as a table: the chart's equivalent for screen readers and for exact amounts. */
export function FiguresTable<Row>({ caption, rowHeader, columns, rows, rowKey }: FiguresTableProps<Row>) {
  return (
    <Scroller>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {[rowHeader, ...columns].map((column) => (
              <th key={column.header} scope="col" data-align={column.align}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row">{rowHeader.cell(row)}</th>
              {columns.map((column) => (
                <td key={column.header} data-align={column.align}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
