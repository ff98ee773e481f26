import {
  EMPTY_SELECTION,
  isRowSelectable,
  toggleRowSelection,
  type DebtPayment,
  type RowSelection,
} from '@pitaka/domain';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';

/** Drops rows that are gone or changed state since they were selected (e.g. after a refresh). */
function keepValid(selection: RowSelection, schedule: readonly DebtPayment[]): RowSelection {
  const keys = selection.keys.filter((key) => {
    const row = schedule[key];
    return row !== undefined && row.isPaid === (selection.mode === 'paid');
  });
  if (keys.length === selection.keys.length) return selection;
  return keys.length === 0 ? EMPTY_SELECTION : { mode: selection.mode, keys };
}

/** The table reports the whole new set; the domain's rule takes the changes one by one. */
function applyChange(selection: RowSelection, next: ReadonlySet<string>, schedule: readonly DebtPayment[]) {
  let result = selection;
  for (const key of selection.keys) {
    if (!next.has(String(key))) result = toggleRowSelection(result, key, schedule[key].isPaid);
  }
  for (const id of next) {
    const key = Number(id);
    const row = schedule[key];
    if (row && !result.keys.includes(key)) result = toggleRowSelection(result, key, row.isPaid);
  }
  return result;
}

/**
 * Bulk selection of the payment schedule: only paid or only unpaid rows; the first selected row
 * fixes the mode and rows of the other kind are disabled until the selection is empty again.
 */
export function usePaymentSelection(schedule: readonly DebtPayment[]) {
  const [stored, setStored] = useState<RowSelection>(EMPTY_SELECTION);
  const selection = useMemo(() => keepValid(stored, schedule), [stored, schedule]);
  const latest = useRef({ selection, schedule });
  useLayoutEffect(() => {
    latest.current = { selection, schedule };
  });

  const selectedIds = useMemo(() => new Set(selection.keys.map(String)), [selection]);
  const onSelectedChange = useCallback((next: Set<string>) => {
    const { selection: current, schedule: rows } = latest.current;
    setStored(applyChange(current, next, rows));
  }, []);
  const clear = useCallback(() => setStored(EMPTY_SELECTION), []);
  const isSelectable = useCallback((isPaid: boolean) => isRowSelectable(selection, isPaid), [selection]);

  return { selection, selectedIds, onSelectedChange, clear, isSelectable };
}
