export { fetchRuntimeConfig, type RuntimeConfig } from './lib/runtime-config';
export { initFirebase } from './lib/firebase-app';
export {
  SessionProvider,
  useSession,
  useCurrentUser,
  type Session,
  type SessionUser,
} from './lib/session/session-context';
export { authErrorCode } from './lib/session/auth-actions';
export { useAuthActions, type AuthActions } from './lib/session/auth-actions-context';

// Data: errors, the provider, the page hooks and their input types. The query/command functions
// themselves load lazily behind the hooks (firebase/firestore/lite stays off the sign-in screens).
export { DataError, isDataError, userMessage, type DataErrorCode } from './lib/errors';
export type { DataApi } from './lib/data-api';
export type {
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
export { DataProvider, type DataProviderProps } from './lib/hooks/data-provider';
export {
  useAccount,
  useAccounts,
  useCompleteSetup,
  useCreateAccount,
  useCurrency,
  useDeleteAccount,
  useUpdateAccount,
  useUserProfile,
} from './lib/hooks/accounts';
export {
  useAccountTransactions,
  useAddTransaction,
  useEditTransaction,
  useRecentTransactions,
  useRevertTransaction,
  useTransactionsPage,
} from './lib/hooks/transactions';
export {
  useCreatePaluwagan,
  useDeletePaluwagan,
  usePaluwagan,
  usePaluwagans,
  usePayWeeks,
  useReceivePayout,
  useUnpayWeeks,
  useUnreceivePayout,
  useUpdatePaluwagan,
} from './lib/hooks/paluwagans';
export {
  useCreateDebt,
  useDebt,
  useDebts,
  useDeleteDebt,
  useMarkDebtPayments,
  useUnmarkDebtPayments,
  useUpdateDebt,
} from './lib/hooks/debts';
