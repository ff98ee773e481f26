// The data API: plain async functions over Firestore (lite). This module (and firebase/firestore/lite
// with it) is loaded lazily by the hooks through `loadDataApi()`; tests import it directly.
export type { DataScope } from './scope';
export type { Page, PageCursor } from './paging';
export {
  completeSetup,
  createAccount,
  deleteAccount,
  getAccount,
  getUserProfile,
  listAccounts,
  saveLanguage,
  updateAccount,
  type NewAccountInput,
  type SetupInput,
  type UpdateAccountInput,
} from './accounts';
export {
  addTransaction,
  countTransactions,
  editTransaction,
  fetchAccountTransactionsPage,
  fetchTransactionsPage,
  listRecentTransactions,
  revertTransaction,
  transactionsQueryShape,
  type EditTransactionInput,
  type TransactionFields,
  type TransactionsPageOptions,
  type TransactionsQueryShape,
} from './transactions';
export {
  createPaluwagan,
  deletePaluwagan,
  getPaluwagan,
  listPaluwagans,
  updatePaluwagan,
  type UpdatePaluwaganInput,
} from './paluwagans';
export { createDebt, deleteDebt, getDebt, listDebts, updateDebt, type UpdateDebtInput } from './debts';
export { markRows, unmarkRows, type MarkRowsInput, type ScheduleRef, type UnmarkRowsInput } from './schedule-rows';
export {
  createRecurring,
  deleteRecurring,
  getRecurring,
  listRecurring,
  pauseRecurring,
  resumeRecurring,
  skipOccurrences,
  unskipOccurrences,
  updateRecurring,
  type OccurrencesInput,
  type UpdateRecurringInput,
} from './recurring';
export {
  addTransfer,
  editTransfer,
  getTransfer,
  revertTransfer,
  type EditTransferInput,
  type TransferFields,
} from './transfers';
export {
  getLedgerSummary,
  getMonthSummary,
  rebuildSummaries,
  type RebuildOptions,
  type RebuildProgress,
} from './summaries';
export {
  getImportMapping,
  getStatementImport,
  importStatement,
  importStatementBatch,
  listImportDuplicateKeys,
  listImportTransactions,
  listStatementImports,
  type ImportPlan,
  undoStatementImport,
  undoStatementImportBatch,
  type ImportOutcome,
  type ImportStatementInput,
  type UndoStatementImportInput,
} from './statement-imports';
export {
  makeBackup,
  restoreBackup,
  type BackupOptions,
  type BackupProgress,
  type RestoreInput,
  type RestoreOptions,
  type RestoreProgress,
} from './backup';
