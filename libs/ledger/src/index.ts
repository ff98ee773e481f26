// `@pitaka/ledger`: every money command and long job, written once against a transaction port,
// with no Firebase in it. The server runs them over the Admin SDK (apps/functions), tests in
// memory; the client (libs/data) sends them by name and uses the paths, codecs and types.
export * from './lib/stored';
export { CODECS, type DocKind, type Documents, type ImportMapping } from './lib/port/documents';
export {
  GROUPS,
  docIn,
  householdSpace,
  isDocumentId,
  paths,
  personalSpace,
  type CollectionRef,
  type DocRef,
  type Paths,
  type Space,
} from './lib/port/paths';
export type { Actor, Command, CommandContext, LedgerTx, StoredTx } from './lib/port/port';
export { CommandError, isCommandError, type CommandErrorCode } from './lib/port/command-error';
export { decode, typedTx } from './lib/port/typed-tx';
export { ownerOf, randomId, runIn, type RunOptions } from './lib/port/run';
export { COMMAND_KEY, onceByKey, type Keyed } from './lib/port/once-by-key';
export {
  jobPort,
  readWhole,
  type Job,
  type JobPage,
  type JobPort,
  type PageOptions,
  type StoredJobPort,
} from './lib/port/job';
export {
  importStatement,
  undoStatementImport,
  type ImportOutcome,
  type ImportStatementInput,
  type JobStop,
} from './lib/jobs/statement-imports';
export { restoreBackup, type RestoreJobInput } from './lib/jobs/restore';
export { rebuildSummaries, type RebuildOptions } from './lib/jobs/rebuild-summaries';
export { deleteHousehold, type DeleteHouseholdInput } from './lib/jobs/delete-household';
export { moveAccountIn } from './lib/jobs/move-account';
export { saveBudget } from './lib/commands/budgets';
export * from './lib/commands/goals';
export type { MoveStep as MoveAccountInput } from './lib/commands/move-account';
export { fromWire, toWire } from './lib/port/wire';
export { requireRole, withAccess, type Access } from './lib/commands/access';
export {
  acceptInvite,
  cancelInvite,
  changeRole,
  createHousehold,
  declineInvite,
  inviteMember,
  leaveHousehold,
  markActivitySeen,
  removeMember,
  type ChangeRoleInput,
  type CreateHouseholdInput,
  type InviteMemberInput,
  type InviteRefInput,
} from './lib/commands/households';
export {
  ACCESS,
  COMMANDS,
  JOBS,
  guardedCommand,
  isCommandName,
  isJobName,
  type CallInputOf,
  type CallName,
  type CommandName,
  type InputOf,
  type JobName,
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
