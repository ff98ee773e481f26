export { fetchRuntimeConfig, parseRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from './lib/runtime-config';
export { initFirebase, isFirebaseInitialised, getFirestoreDb } from './lib/firebase-app';
export {
  SessionProvider,
  StaticSessionProvider,
  useSession,
  useCurrentUser,
  type Session,
  type SessionUser,
} from './lib/session/session-context';
export {
  signInWithEmail,
  signInWithGoogle,
  registerWithEmail,
  sendPasswordReset,
  signOut,
  authErrorCode,
} from './lib/session/auth-actions';
export { AuthActionsProvider, useAuthActions, type AuthActions } from './lib/session/auth-actions-context';

// Data: errors, the lazily loaded query/command API, the provider and the page hooks.
export { DataError, isDataError, toDataError, userMessage, type DataErrorCode } from './lib/errors';
export { loadDataApi, type DataApi } from './lib/data-api';
export type {
  DataScope,
  EditTransactionInput,
  MarkDebtPaymentsInput,
  NewAccountInput,
  Page,
  PageCursor,
  PayWeeksInput,
  ReceivePayoutInput,
  SetupInput,
  TransactionFields,
  TransactionsPageOptions,
  UnmarkDebtPaymentsInput,
  UnpayWeeksInput,
  UnreceivePayoutInput,
  UpdateAccountInput,
  UpdateDebtInput,
  UpdatePaluwaganInput,
} from './lib/store';
export { DataProvider, createDataQueryClient, type DataProviderProps } from './lib/hooks/data-provider';
export { dataKeys, type DataArea } from './lib/hooks/query-keys';
export {
  useAccount,
  useAccountTransactions,
  useAccounts,
  useAddTransaction,
  useCompleteSetup,
  useCreateAccount,
  useCreateDebt,
  useCreatePaluwagan,
  useDebt,
  useDebts,
  useDeleteAccount,
  useDeleteDebt,
  useDeletePaluwagan,
  useEditTransaction,
  useMarkDebtPayments,
  usePaluwagan,
  usePaluwagans,
  usePayWeeks,
  useReceivePayout,
  useRecentTransactions,
  useRevertTransaction,
  useTransactionsPage,
  useUnmarkDebtPayments,
  useUnpayWeeks,
  useUnreceivePayout,
  useUpdateAccount,
  useUpdateDebt,
  useUpdatePaluwagan,
  useUserProfile,
} from './lib/hooks/data-hooks';
