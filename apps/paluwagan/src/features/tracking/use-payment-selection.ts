import { EMPTY_SELECTION, isRowSelectable, toggleRowSelection, type RowSelection } from '@pitaka/domain';
import { useCallback, useMemo, useState } from 'react';
import type { PaymentRow } from './detail-view';

type PaidByWeek = ReadonlyMap<number, boolean>;

/** Drops weeks that changed kind since they were ticked (e.g. paid from another tab). */
function consistent(selection: RowSelection, paidByWeek: PaidByWeek): RowSelection {
  const keys = selection.keys.filter(
    (week) => paidByWeek.has(week) && (paidByWeek.get(week) ? 'paid' : 'unpaid') === selection.mode,
  );
  if (keys.length === selection.keys.length) return selection;
  return keys.length === 0 ? EMPTY_SELECTION : { mode: selection.mode, keys };
}

const REASONS = {
  unpaid: 'Already paid: clear the selection to pick paid weeks.',
  paid: 'Not paid yet: clear the selection to pick unpaid weeks.',
} as const;

/**
 * The bulk selection of Payment Tracking (rules from @pitaka/domain): only paid or only unpaid
 * weeks, the first ticked week fixing which; rows of the other kind are disabled.
 */
export function usePaymentSelection(rows: readonly PaymentRow[]) {
  const [raw, setRaw] = useState<RowSelection>(EMPTY_SELECTION);
  const paidByWeek = useMemo(() => new Map(rows.map((r) => [r.week, r.isPaid])), [rows]);
  const selection = useMemo(() => consistent(raw, paidByWeek), [raw, paidByWeek]);
  const selected = useMemo(() => new Set(selection.keys.map(String)), [selection]);

  const onSelectedChange = useCallback(
    (next: Set<string>) => {
      const toggled = [
        ...[...next].filter((id) => !selected.has(id)),
        ...[...selected].filter((id) => !next.has(id)),
      ].map(Number);
      setRaw(toggled.reduce((s, week) => toggleRowSelection(s, week, paidByWeek.get(week) ?? false), selection));
    },
    [paidByWeek, selected, selection],
  );

  const disabledReason = useCallback(
    (row: PaymentRow) => (isRowSelectable(selection, row.isPaid) ? null : REASONS[selection.mode ?? 'unpaid']),
    [selection],
  );

  const clear = useCallback(() => setRaw(EMPTY_SELECTION), []);
  const weeks = useMemo(() => [...selection.keys].sort((a, b) => a - b), [selection]);

  return { selection, weeks, selected, onSelectedChange, disabledReason, clear };
}
