// `@pitaka/ledger`: every money command, written once against a transaction port, with no
// Firebase in it. The client runs it over Firestore (libs/data), tests run it in memory, and the
// server will run it over the Admin SDK.
export * from './lib/stored';
export { CODECS, type DocKind, type Documents, type ImportMapping } from './lib/port/documents';
export {
  docIn,
  isDocumentId,
  paths,
  personalSpace,
  type CollectionRef,
  type DocRef,
  type Paths,
  type Space,
} from './lib/port/paths';
export type { Command, CommandContext, LedgerTx, StoredTx } from './lib/port/port';
export { CommandError, isCommandError, type CommandErrorCode } from './lib/port/command-error';
export { decode, typedTx } from './lib/port/typed-tx';
export { randomId, runIn, type RunOptions } from './lib/port/run';
export { COMMAND_KEY, onceByKey, type Keyed } from './lib/port/once-by-key';
export { fromWire, toWire } from './lib/port/wire';
export {
  COMMANDS,
  isCommandName,
  type CallInputOf,
  type CommandName,
  type InputOf,
  type OutputOf,
} from './lib/commands/by-name';
export { readCallInput, type Caller } from './lib/commands/call-inputs';
export { MemoryStore } from './lib/memory/memory-store';
export { Ledger, readOrRefuse, type Posting } from './lib/commands/ledger';
export {
  completeSetup,
  createAccount,
  deleteAccount,
  saveLanguage,
  updateAccount,
  type LanguageChoiceInput,
  type NewAccountInput,
  type SetupInput,
  type UpdateAccountInput,
} from './lib/commands/accounts';
export {
  addTransaction,
  editTransaction,
  revertTransaction,
  type EditTransactionInput,
  type TransactionFields,
} from './lib/commands/transactions';
export {
  addTransfer,
  editTransfer,
  revertTransfer,
  type EditTransferInput,
  type TransferFields,
} from './lib/commands/transfers';
export {
  markRows,
  unmarkRows,
  type MarkRowsInput,
  type ScheduleRef,
  type UnmarkRowsInput,
} from './lib/commands/schedule-rows';
export {
  createPaluwagan,
  deletePaluwagan,
  updatePaluwagan,
  type UpdatePaluwaganInput,
} from './lib/commands/paluwagans';
export { createDebt, deleteDebt, updateDebt, type UpdateDebtInput } from './lib/commands/debts';
export {
  createRecurring,
  deleteRecurring,
  pauseRecurring,
  resumeRecurring,
  skipOccurrences,
  unskipOccurrences,
  updateRecurring,
  type OccurrencesInput,
  type UpdateRecurringInput,
} from './lib/commands/recurring';
export {
  importStatementBatch,
  importedTransactionId,
  undoStatementImportBatch,
  type ImportBatchInput,
  type ImportPlan,
  type UndoBatchInput,
} from './lib/commands/statement-imports';
export { writeRestoreCommit, type RestoreCommitInput } from './lib/commands/restore';
export { addRebuildPage, finishRebuild, startRebuild, type RebuildPageInput } from './lib/commands/rebuild-summaries';
