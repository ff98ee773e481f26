import { memo, useCallback, useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  Toolbar,
  ToolbarStart,
  Bulk,
  CheckArea,
  Scroller,
  Table,
  CardList,
  CardItem,
  Pairs,
  Reason,
  CardActions,
  CardTitle,
  Empty,
} from './selectable-table-styles';
import { PHONE_QUERY, useMediaQuery } from './use-media-query';
import { VisuallyHidden } from './visually-hidden';
import { uiText } from './i18n/ui-text';

export interface SelectableColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** 'end' for amounts: right-aligned, tabular figures. */
  align?: 'start' | 'end';
}

export interface SelectableTableProps<Row> {
  /** Names the table (or the list of cards); visually hidden, the page has its own heading. */
  caption: string;
  /** The first column heads each row. Keep the array stable (module constant or useMemo). */
  columns: readonly SelectableColumn<Row>[];
  rows: readonly Row[];
  rowId: (row: Row) => string;
  /** Names the row's checkbox: 'Select {label}'; also the card's title on phones. */
  rowLabel: (row: Row) => string;
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  /** Why a row cannot be selected (its checkbox is disabled), or nothing when it can. */
  disabledReason?: (row: Row) => string | null | undefined;
  /** Rows to draw attention to (e.g. due soon). */
  highlighted?: (row: Row) => boolean;
  /** The row's own buttons (e.g. 'Mark Paid'). Keep it stable (useCallback), like `columns`. */
  rowActions?: (row: Row) => ReactNode;
  selectHeader?: string;
  actionsHeader?: string;
  /** The bulk action button(s), shown above the rows. */
  bulkActions?: ReactNode;
  /** Adds a select-all checkbox with this label (it skips disabled rows). */
  selectAllLabel?: string;
  emptyText?: string;
  /** Rows to read, not act on (a household viewer's): no checkboxes, row actions or bulk bar. */
  readOnly?: boolean;
}

interface RowViewProps<Row> {
  row: Row;
  id: string;
  label: string;
  checked: boolean;
  reason: string | undefined;
  reasonId: string;
  highlighted: boolean;
  columns: readonly SelectableColumn<Row>[];
  rowActions?: (row: Row) => ReactNode;
  readOnly: boolean;
  onToggle: (id: string, checked: boolean) => void;
}

function RowCheckbox({
  id,
  label,
  checked,
  reason,
  reasonId,
  onToggle,
  children,
}: Omit<RowViewProps<unknown>, 'row' | 'highlighted' | 'columns' | 'rowActions' | 'readOnly'> & {
  children?: ReactNode;
}) {
  const text = uiText.useText();
  return (
    <CheckArea title={reason}>
      <input
        type="checkbox"
        checked={checked}
        disabled={Boolean(reason)}
        aria-label={text('selectRow', { label })}
        aria-describedby={reason ? reasonId : undefined}
        onChange={(event) => onToggle(id, event.target.checked)}
      />
      {children}
    </CheckArea>
  );
}

// Rows are memoised: ticking one box re-renders that row, not all 100+.
const TableRow = memo(function TableRow<Row>({
  row,
  highlighted,
  columns,
  rowActions,
  readOnly,
  ...check
}: RowViewProps<Row>) {
  const [first, ...rest] = columns;
  return (
    <tr data-highlighted={highlighted}>
      {!readOnly && (
        <td>
          <RowCheckbox {...check}>
            {check.reason && <VisuallyHidden id={check.reasonId}>{check.reason}</VisuallyHidden>}
          </RowCheckbox>
        </td>
      )}
      {first && (
        <th scope="row" data-align={first.align}>
          {first.cell(row)}
        </th>
      )}
      {rest.map((column) => (
        <td key={column.key} data-align={column.align}>
          {column.cell(row)}
        </td>
      ))}
      {rowActions && <td>{rowActions(row)}</td>}
    </tr>
  );
}) as <Row>(props: RowViewProps<Row>) => ReactNode;

const CardRow = memo(function CardRow<Row>({
  row,
  highlighted,
  columns,
  rowActions,
  readOnly,
  ...check
}: RowViewProps<Row>) {
  return (
    <CardItem data-highlighted={highlighted}>
      {readOnly ? (
        <CardTitle>{check.label}</CardTitle>
      ) : (
        <RowCheckbox {...check}>
          <span>{check.label}</span>
        </RowCheckbox>
      )}
      <Pairs>
        {columns.map((column) => (
          <div key={column.key}>
            <dt>{column.header}</dt>
            <dd>{column.cell(row)}</dd>
          </div>
        ))}
      </Pairs>
      {check.reason && !readOnly && <Reason id={check.reasonId}>{check.reason}</Reason>}
      {rowActions && <CardActions>{rowActions(row)}</CardActions>}
    </CardItem>
  );
}) as <Row>(props: RowViewProps<Row>) => ReactNode;

function SelectAll({
  label,
  all,
  some,
  onChange,
}: {
  label: string;
  all: boolean;
  some: boolean;
  onChange: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some && !all;
  }, [some, all]);
  return (
    <CheckArea>
      <input ref={ref} type="checkbox" checked={all} onChange={onChange} />
      <span>{label}</span>
    </CheckArea>
  );
}

/**
 * Rows with a checkbox each, for bulk actions. On phones it is a list of cards rather than a
 * table that scrolls sideways. Only one of the two is rendered (chosen with matchMedia), never
 * both with one hidden by CSS, so screen readers do not meet every row twice.
 */
export function SelectableTable<Row>({
  caption,
  columns,
  rows,
  rowId,
  rowLabel,
  selected,
  onSelectedChange,
  disabledReason,
  highlighted,
  rowActions,
  selectHeader,
  actionsHeader,
  bulkActions,
  selectAllLabel,
  emptyText,
  readOnly = false,
}: SelectableTableProps<Row>) {
  const text = uiText.useText();
  const cards = useMediaQuery(PHONE_QUERY);
  const baseId = useId();
  const latest = useRef({ selected, onSelectedChange });
  useLayoutEffect(() => {
    latest.current = { selected, onSelectedChange };
  });

  // Stable, so memoised rows do not re-render when the selection changes elsewhere.
  const onToggle = useCallback((id: string, checked: boolean) => {
    const next = new Set(latest.current.selected);
    if (checked) next.add(id);
    else next.delete(id);
    latest.current.onSelectedChange(next);
  }, []);

  const items = rows.map((row, index) => {
    const id = rowId(row);
    return {
      row,
      id,
      label: rowLabel(row),
      checked: selected.has(id),
      reason: disabledReason?.(row) || undefined,
      reasonId: `${baseId}-reason-${index}`,
      highlighted: highlighted?.(row) ?? false,
    };
  });
  const selectable = items.filter((item) => !item.reason);
  const count = items.filter((item) => item.checked).length;
  const all = selectable.length > 0 && selectable.every((item) => item.checked);

  function toggleAll() {
    const next = new Set(selected);
    for (const item of selectable) {
      if (all) next.delete(item.id);
      else next.add(item.id);
    }
    onSelectedChange(next);
  }

  if (rows.length === 0) return <Empty>{emptyText ?? text('nothing')}</Empty>;

  const View = cards ? CardRow : TableRow;
  const actions = readOnly ? undefined : rowActions;
  const body = items.map(({ row, ...item }) => (
    <View
      key={item.id}
      row={row}
      {...item}
      columns={columns}
      rowActions={actions}
      readOnly={readOnly}
      onToggle={onToggle}
    />
  ));

  return (
    <div>
      {!readOnly && (
        <Toolbar>
          <ToolbarStart>
            {selectAllLabel && <SelectAll label={selectAllLabel} all={all} some={count > 0} onChange={toggleAll} />}
            <span aria-live="polite">{count > 0 ? text('selected', { count }) : ''}</span>
          </ToolbarStart>
          {bulkActions && <Bulk>{bulkActions}</Bulk>}
        </Toolbar>
      )}
      {cards ? (
        <CardList aria-label={caption}>{body}</CardList>
      ) : (
        <Scroller>
          <Table>
            <caption>{caption}</caption>
            <thead>
              <tr>
                {!readOnly && <th scope="col">{selectHeader ?? text('select')}</th>}
                {columns.map((column) => (
                  <th key={column.key} scope="col" data-align={column.align}>
                    {column.header}
                  </th>
                ))}
                {actions && <th scope="col">{actionsHeader ?? text('action')}</th>}
              </tr>
            </thead>
            <tbody>{body}</tbody>
          </Table>
        </Scroller>
      )}
    </div>
  );
}
