import type { ColumnMapping } from './column-mapping';
import type { DayOrder } from './statement-date';

/**
 * users/{uid}/imports/{id}: one statement import, kept so it can be finished after a failed
 * commit, listed and undone. Its transactions carry its id (`ImportLink`).
 */
export interface StatementImport {
  id: string;
  accountId: string;
  accountName: string;
  fileName: string;
  /** The rows the user chose to import, and the commits they take (`planImport`). */
  rows: number;
  batches: number;
  /** Commits done, in plan order. */
  committedBatches: number;
  /** Transactions written, and taken out again by an undo. */
  imported: number;
  undone: number;
  createdAt: Date;
  updatedAt: Date;
}

export type StatementImportState = 'incomplete' | 'done' | 'undoing' | 'undone';

/**
 * Where an import stands: 'incomplete' while commits remain (a stopped import, or one running in
 * another tab), 'done', 'undoing' when an undo stopped part-way, 'undone'.
 */
export function statementImportState(
  i: Pick<StatementImport, 'batches' | 'committedBatches' | 'imported' | 'undone'>,
): StatementImportState {
  if (i.undone > 0) return i.undone >= i.imported ? 'undone' : 'undoing';
  return i.committedBatches < i.batches ? 'incomplete' : 'done';
}

/** users/{uid}/importMappings/{accountId}: how the last statement imported into an account was read. */
export interface SavedColumnMapping {
  /** The header it was made for: it is offered again for a file with the same columns. */
  header: string[];
  mapping: ColumnMapping;
  dayOrder: DayOrder;
}

/** How far an import (or its undo) is: rows done of the rows it writes (or takes out). */
export interface ImportProgress {
  importId: string;
  done: number;
  total: number;
}
