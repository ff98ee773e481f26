// What the /import page specs (English and Filipino) start from: GCash with one earlier import.
import type { StatementImport } from '@pitaka/domain';
import { BASE_ANSWERS, GCASH, type Answers } from './transaction-fixtures';

/** October's GCash statement, imported on 20 November at 10:00 in Manila: 12 rows, all there. */
export const OCTOBER_IMPORT: StatementImport = {
  id: 'imp1',
  accountId: GCASH.id,
  accountName: 'GCash',
  fileName: 'october.csv',
  rows: 12,
  batches: 1,
  committedBatches: 1,
  imported: 12,
  undone: 0,
  createdAt: new Date('2026-11-20T02:00:00Z'),
  updatedAt: new Date('2026-11-20T02:00:00Z'),
};

/** The page's reads: that import, no saved column mapping, nothing already in the account. */
export const IMPORT_ANSWERS: Answers = {
  ...BASE_ANSWERS,
  listStatementImports: async () => [OCTOBER_IMPORT],
  getImportMapping: async () => null,
  listImportDuplicateKeys: async () => [],
};
