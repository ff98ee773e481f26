// Bulk selection in the paluwagan and debt tables: a selection holds only paid rows or only
// unpaid rows; the first selected row fixes the mode, which clears when the selection empties.

export type SelectionMode = 'paid' | 'unpaid';

export interface RowSelection {
  mode: SelectionMode | null;
  /** Selected row keys (week numbers or schedule positions), in selection order. */
  keys: readonly number[];
}

export const EMPTY_SELECTION: RowSelection = { mode: null, keys: [] };

function modeOf(isPaid: boolean): SelectionMode {
  return isPaid ? 'paid' : 'unpaid';
}

/** Rows of the other kind than the current mode are disabled. */
export function isRowSelectable(selection: RowSelection, isPaid: boolean): boolean {
  return selection.mode === null || selection.mode === modeOf(isPaid);
}

export function toggleRowSelection(selection: RowSelection, key: number, isPaid: boolean): RowSelection {
  if (selection.keys.includes(key)) {
    const keys = selection.keys.filter((k) => k !== key);
    return keys.length === 0 ? EMPTY_SELECTION : { mode: selection.mode, keys };
  }
  if (!isRowSelectable(selection, isPaid)) return selection;
  return { mode: modeOf(isPaid), keys: [...selection.keys, key] };
}
