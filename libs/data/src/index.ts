// `@pitaka/data`: the data hooks over Firestore. The query/command functions themselves load lazily
// behind the hooks (firebase/firestore/lite stays off the sign-in screens). The session, the runtime
// config and `DataError` are `@pitaka/platform`'s, imported from there (not re-exported here).
export type { DataApi } from './lib/data-api';
export type {
  BackupProgress,
  EditTransactionInput,
  EditTransferInput,
  ImportOutcome,
  ImportStatementInput,
  MarkRowsInput,
  NewAccountInput,
  ScheduleRef,
  Page,
  PageCursor,
  RestoreProgress,
  SetupInput,
  TransactionFields,
  TransactionsPageOptions,
  TransferFields,
  UnmarkRowsInput,
  UpdateAccountInput,
  UpdateDebtInput,
  UpdatePaluwaganInput,
  MyHousehold,
} from './lib/store';
export { createDataQueryClient, DataProvider, type DataProviderProps } from './lib/hooks/data-provider';
export { DEVICE_CACHE } from './lib/offline/cache-storage';
export { SpaceProvider, useCurrentSpace, type CurrentSpace, type HouseholdChoice } from './lib/hooks/space';
export {
  useAcceptInvite,
  useActivity,
  useMarkActivitySeen,
  useNewActivityCount,
  useCancelInvite,
  useChangeRole,
  useCreateHousehold,
  useDeclineInvite,
  useDeleteHousehold,
  useMoveAccountIn,
  useForgetHousehold,
  useForgetHouseholdsBut,
  useFreshOnReturn,
  useHouseholdInvites,
  useInvite,
  useInviteMember,
  useLeaveHousehold,
  useMemberNames,
  useMembers,
  useMyHouseholds,
  useMyInvites,
  useRefreshMyHouseholds,
  useRemoveMember,
} from './lib/hooks/households';
export { useBudget, useBudgets, useBudgetView, useLatestBudget, useSaveBudget } from './lib/hooks/budgets';
export {
  useCreateGoal,
  useDeleteGoal,
  useGoal,
  useGoals,
  useGoalStanding,
  useGoalStandings,
  useMarkPayoutTowardGoal,
  useRemoveGoalContribution,
  useSetAsideForGoal,
  useUpdateGoal,
} from './lib/hooks/goals';
export { useOfflineStatus, type OfflineStatus } from './lib/offline/use-offline-status';
export { usePageReads, type PageRead } from './lib/hooks/page-reads';
export {
  useAccount,
  useAccounts,
  useUnfinishedMoves,
  useCompleteSetup,
  useCreateAccount,
  useSaveLanguage,
  useCurrency,
  useDeleteAccount,
  useUpdateAccount,
  useUserProfile,
} from './lib/hooks/accounts';
export {
  useAccountTransactions,
  useAddTransaction,
  useEditTransaction,
  usePadalaReport,
  useRecentTransactions,
  useRevertTransaction,
  useTransactionsPage,
} from './lib/hooks/transactions';
export {
  EXPORT_PAGE_SIZE,
  useReadAllTransactions,
  type ReadAllOptions,
  type ReadProgress,
} from './lib/hooks/transactions-export';
export {
  useCreatePaluwagan,
  useDeletePaluwagan,
  usePaluwagan,
  usePaluwagans,
  useUpdatePaluwagan,
} from './lib/hooks/paluwagans';
export { useAddTransfer, useEditTransfer, useTransfer } from './lib/hooks/transfers';
export { useCreateDebt, useDebt, useDebts, useDeleteDebt, useUpdateDebt } from './lib/hooks/debts';
export { useMarkRows, useUnmarkRows } from './lib/hooks/schedule-rows';
export {
  useCreateRecurring,
  useDeleteRecurring,
  usePauseRecurring,
  useRecurringItem,
  useRecurringItems,
  useResumeRecurring,
  useSkipOccurrences,
  useUnskipOccurrences,
  useUpdateRecurring,
} from './lib/hooks/recurring';
export {
  useImportDuplicateKeys,
  useImportMapping,
  useImportStatement,
  useStatementImports,
  useUndoStatementImport,
} from './lib/hooks/statement-imports';
export {
  ledgerSummaryQuery,
  monthSummaryQuery,
  useLedgerSummary,
  useMonthSummaries,
  useRebuildSummaries,
} from './lib/hooks/summaries';
export { useMakeBackup, useRestoreBackup } from './lib/hooks/backup';
export { useRates, useRemoveRate, useSetRate } from './lib/hooks/rates';
