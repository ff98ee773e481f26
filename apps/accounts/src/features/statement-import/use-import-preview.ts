import { useImportDuplicateKeys } from '@pitaka/data';
import {
  chosenImportRows,
  createStatementPreview,
  statementDateRange,
  type ColumnMapping,
  type DayOrder,
  type IsoCurrency,
  type PreviewRow,
  type StatementFile,
} from '@pitaka/domain';
import { useEffect, useMemo, useState } from 'react';

/** Rows checked between two turns of the browser: a 100,000-row file stays responsive. */
const ROWS_PER_TURN = 2000;

export type PreviewFilter = 'all' | PreviewRow['status'];

export interface PreviewCounts {
  all: number;
  ready: number;
  duplicate: number;
  invalid: number;
}

/**
 * The preview of a mapped statement for an account: the account's transactions over the file's
 * days are read for duplicates, then every row is checked a part at a time. The user's changes
 * (duplicates to import anyway, categories) give the rows an import writes.
 */
export function useImportPreview(
  file: StatementFile,
  mapping: ColumnMapping,
  order: DayOrder,
  accountId: string,
  /** The account's currency: amounts are read in its decimals. */
  currency: IsoCurrency,
) {
  const range = useMemo(() => statementDateRange(file, mapping.date, order), [file, mapping.date, order]);
  const existing = useImportDuplicateKeys(accountId, range);
  const keys = range === null ? EMPTY_KEYS : existing.data;
  // The preview as made so far from one set of duplicate keys (a refetch makes it again).
  const [made, setMade] = useState<{ from: ReadonlySet<string>; checked: number; rows: readonly PreviewRow[] } | null>(
    null,
  );
  const [includedDuplicates, setIncluded] = useState<ReadonlySet<number>>(new Set());
  const [categories, setCategories] = useState<ReadonlyMap<number, string>>(new Map());

  useEffect(() => {
    if (!keys) return;
    const preview = createStatementPreview(file, mapping, order, keys, currency);
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      const done = preview.advance(ROWS_PER_TURN);
      setMade({ from: keys, checked: preview.rows.length, rows: done ? preview.rows : NO_ROWS });
      if (!done) timer = setTimeout(step, 0);
    };
    timer = setTimeout(step, 0);
    return () => clearTimeout(timer);
  }, [file, mapping, order, keys, currency]);
  const current = made?.from === keys ? made : null;
  const done = current !== null && current.checked === file.rows.length;
  const rows = done ? current.rows : NO_ROWS;

  const counts = useMemo<PreviewCounts>(() => {
    const c = { all: rows.length, ready: 0, duplicate: 0, invalid: 0 };
    for (const r of rows) c[r.status] += 1;
    return c;
  }, [rows]);
  const chosen = useMemo(
    () => chosenImportRows(rows, { includedDuplicates, categories }),
    [rows, includedDuplicates, categories],
  );

  return {
    status:
      existing.isError && range !== null ? ('failed' as const) : done ? ('ready' as const) : ('checking' as const),
    retry: () => void existing.refetch(),
    checked: current?.checked ?? 0,
    total: file.rows.length,
    rows,
    counts,
    chosen,
    includedDuplicates,
    categories,
    toggleDuplicate: (row: number) =>
      setIncluded((current) => {
        const next = new Set(current);
        if (!next.delete(row)) next.add(row);
        return next;
      }),
    setCategory: (row: number, category: string) => setCategories((current) => new Map(current).set(row, category)),
  };
}

const EMPTY_KEYS: ReadonlySet<string> = new Set();
const NO_ROWS: readonly PreviewRow[] = [];
