import { EMPTY_SELECTION, isRowSelectable, toggleRowSelection, type RowSelection } from '@pitaka/domain';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';

export interface SelectableRow {
  key: number;
  isPaid: boolean;
}

/** Drops rows that are gone or changed state since they were ticked (e.g. paid from another tab). */
function keepValid(selection: RowSelection, paidByKey: ReadonlyMap<number, boolean>): RowSelection {
  const keys = selection.keys.filter((key) => paidByKey.has(key) && paidByKey.get(key) === (selection.mode === 'paid'));
  if (keys.length === selection.keys.length) return selection;
  return keys.length === 0 ? EMPTY_SELECTION : { mode: selection.mode, keys };
}

/** The table reports the whole new set; the domain's rule takes the changes one by one. */
function applyChange(selection: RowSelection, next: ReadonlySet<string>, paidByKey: ReadonlyMap<number, boolean>) {
  let result = selection;
  for (const key of selection.keys) {
    if (!next.has(String(key))) result = toggleRowSelection(result, key, paidByKey.get(key) ?? false);
  }
  for (const id of next) {
    const key = Number(id);
    const isPaid = paidByKey.get(key);
    if (isPaid !== undefined && !result.keys.includes(key)) result = toggleRowSelection(result, key, isPaid);
  }
  return result;
}

/**
 * Bulk selection of a schedule table (rules from @pitaka/domain): only paid or only unpaid rows,
 * the first ticked row fixing which; rows of the other kind are disabled until it is empty again.
 */
export function useRowSelection(rows: readonly SelectableRow[]) {
  const [stored, setStored] = useState<RowSelection>(EMPTY_SELECTION);
  const paidByKey = useMemo(() => new Map(rows.map((r) => [r.key, r.isPaid])), [rows]);
  const selection = useMemo(() => keepValid(stored, paidByKey), [stored, paidByKey]);
  // Stable for memoised rows of a long table; it reads the latest selection.
  const latest = useRef({ selection, paidByKey });
  useLayoutEffect(() => {
    latest.current = { selection, paidByKey };
  });

  const selectedIds = useMemo(() => new Set(selection.keys.map(String)), [selection]);
  const keys = useMemo(() => [...selection.keys].sort((a, b) => a - b), [selection]);
  const onSelectedChange = useCallback((next: Set<string>) => {
    const { selection: current, paidByKey: paid } = latest.current;
    setStored(applyChange(current, next, paid));
  }, []);
  const clear = useCallback(() => setStored(EMPTY_SELECTION), []);
  const isSelectable = useCallback((isPaid: boolean) => isRowSelectable(selection, isPaid), [selection]);

  return { selection, keys, selectedIds, onSelectedChange, clear, isSelectable };
}

export type RowSelectionState = ReturnType<typeof useRowSelection>;
