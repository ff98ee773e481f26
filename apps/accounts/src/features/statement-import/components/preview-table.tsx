import { categoriesFor, formatMoney, type IsoCurrency, type PreviewRow } from '@pitaka/domain';
import { useDates, useMessageText } from '@pitaka/remote-kit';
import { Checkbox, MoneyText, Select, SelectOptions, StatusPill, tableStyles, theme } from '@pitaka/ui';
import styled from 'styled-components';
import { categoryText } from '../../../i18n/accounts-text';
import { useFlowsText } from '../../../i18n/flows-text';

const Table = styled.table`
  ${tableStyles}
  th, td {
    padding: 0.55rem 0.6rem;
    vertical-align: top;
  }
  td[data-cell='description'] {
    max-width: 18rem;
    overflow-wrap: anywhere;
  }
  td[data-cell='date'] {
    white-space: nowrap;
  }
  select {
    min-width: 9rem;
    min-height: 40px;
    padding-top: 0.4rem;
    padding-bottom: 0.4rem;
  }
  /* Phones: each row is a small card, every cell with its column's name. */
  @media (max-width: 640px) {
    thead {
      display: none;
    }
    tbody tr {
      display: grid;
      gap: 0.35rem;
      padding: 0.75rem 0;
      border-bottom: 1px solid ${theme.colors.border};
    }
    tbody td,
    tbody th {
      display: grid;
      grid-template-columns: 6.5rem 1fr;
      gap: 0.5rem;
      padding: 0;
      border: none;
      text-align: left;
    }
    tbody td::before,
    tbody th::before {
      content: attr(data-label);
      color: ${theme.colors.textMuted};
      font-size: 0.8rem;
      font-weight: 600;
    }
    td[data-cell='description'] {
      max-width: none;
    }
    tbody td[data-align='end'] {
      text-align: left;
    }
  }
`;

const Status = styled.div`
  display: grid;
  gap: 0.3rem;
  justify-items: start;
  font-size: 0.85rem;
  color: ${theme.colors.textMuted};
`;

/** A cell of a row that did not read, quoted short (a hostile file has cells of 10,000 characters). */
const short = (cell: string) => (cell.length > 60 ? `${cell.slice(0, 60)}…` : cell);

export interface PreviewTableProps {
  rows: readonly PreviewRow[];
  /** The file's cells, to show what an invalid row held. */
  cellsOf: (row: number) => readonly string[];
  accountName: string;
  currency: IsoCurrency;
  includedDuplicates: ReadonlySet<number>;
  categories: ReadonlyMap<number, string>;
  onToggleDuplicate: (row: number) => void;
  onCategoryChange: (row: number, category: string) => void;
  disabled?: boolean;
}

function StatusCell({ row, props }: { row: PreviewRow; props: PreviewTableProps }) {
  const text = useFlowsText();
  const say = useMessageText();
  if (row.status === 'ready') {
    return (
      <Status>
        <StatusPill tone="success">{text('table.toImport')}</StatusPill>
      </Status>
    );
  }
  if (row.status === 'invalid') {
    return (
      <Status>
        <StatusPill tone="danger">{text('table.invalid')}</StatusPill>
        <span>{say(row.reason)}</span>
      </Status>
    );
  }
  return (
    <Status>
      <StatusPill tone="warning">{text('table.duplicate')}</StatusPill>
      <span>
        {row.duplicateOf === null
          ? text('table.alreadyIn', { account: props.accountName })
          : text('table.sameAs', { row: row.duplicateOf })}
      </span>
      <Checkbox
        label={text('table.importAnyway')}
        checked={props.includedDuplicates.has(row.row)}
        onChange={() => props.onToggleDuplicate(row.row)}
        disabled={props.disabled}
      />
    </Status>
  );
}

/** The preview's rows: what each will write, or why it will not. */
export function PreviewTable(props: PreviewTableProps) {
  const dates = useDates();
  const text = useFlowsText();
  const say = useMessageText();
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">{text('table.row')}</th>
          <th scope="col">{text('table.date')}</th>
          <th scope="col">{text('table.description')}</th>
          <th scope="col" data-align="end">
            {text('table.amount')}
          </th>
          <th scope="col">{text('table.category')}</th>
          <th scope="col">{text('table.status')}</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.row} data-status={row.status}>
            <th scope="row" data-label={text('table.row')}>
              {row.row}
            </th>
            {row.status === 'invalid' ? (
              <td data-label={text('table.cells')} data-cell="description" colSpan={4}>
                {props
                  .cellsOf(row.row)
                  .filter((cell) => cell.trim() !== '')
                  .map(short)
                  .join(' · ')}
              </td>
            ) : (
              <>
                <td data-label={text('table.date')} data-cell="date">
                  {dates.date(row.draft.date)}
                </td>
                <td data-label={text('table.description')} data-cell="description">
                  {row.draft.description}
                </td>
                <td data-label={text('table.amount')} data-align="end">
                  <MoneyText
                    amount={row.draft.amount}
                    kind={row.draft.type}
                    format={(amount) => formatMoney(amount, props.currency)}
                  />
                </td>
                <td data-label={text('table.category')}>
                  <Select
                    aria-label={text('table.categoryOf', { row: row.row })}
                    value={props.categories.get(row.row) ?? row.draft.category}
                    onChange={(event) => props.onCategoryChange(row.row, event.target.value)}
                    disabled={props.disabled}
                  >
                    <SelectOptions
                      options={categoriesFor(row.draft.type).map((c) => ({
                        value: c,
                        label: categoryText(say, c),
                      }))}
                    />
                  </Select>
                </td>
              </>
            )}
            <td data-label={text('table.status')}>
              <StatusCell row={row} props={props} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
