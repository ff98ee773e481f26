// Thin React bindings (TanStack Query) over the plain async functions of ./store: every rule
// and every Firestore call lives there. Queries expose loading/error state; each mutation
// refreshes the areas it changes once it settles.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  DEFAULT_TRANSACTION_FILTER,
  type DebtFormInput,
  type PaluwaganFormInput,
  type Transaction,
  type TransactionFilter,
} from '@pitaka/domain';
import { toDataError, type DataError } from '../errors';
import type { DataApi } from '../data-api';
import { useCurrentUser } from '../session/session-context';
import type {
  DataScope,
  EditTransactionInput,
  MarkDebtPaymentsInput,
  NewAccountInput,
  PageCursor,
  PayWeeksInput,
  ReceivePayoutInput,
  SetupInput,
  TransactionFields,
  UnmarkDebtPaymentsInput,
  UnpayWeeksInput,
  UnreceivePayoutInput,
  UpdateAccountInput,
  UpdateDebtInput,
  UpdatePaluwaganInput,
} from '../store';
import { useDataApiSource, useFirestoreSource } from './data-provider';
import { dataKeys, type DataArea } from './query-keys';

/** Runs a data function for the signed-in user; failures come out as DataError. */
function useRunner() {
  const { uid } = useCurrentUser();
  const getDb = useFirestoreSource();
  const getApi = useDataApiSource();
  const run = useCallback(
    async <T>(fn: (api: DataApi, scope: DataScope) => Promise<T>): Promise<T> => {
      try {
        const [api, db] = await Promise.all([getApi(), getDb()]);
        return await fn(api, { db, uid });
      } catch (error) {
        throw toDataError(error);
      }
    },
    [getApi, getDb, uid],
  );
  return { uid, run };
}

// ---------------------------------------------------------------------------------------------
// Queries

/** users/{uid}; data is null before account setup. */
export function useUserProfile() {
  const { uid, run } = useRunner();
  return useQuery({ queryKey: dataKeys.profile(uid), queryFn: () => run((api, s) => api.getUserProfile(s)) });
}

export function useAccounts() {
  const { uid, run } = useRunner();
  return useQuery({ queryKey: dataKeys.accounts(uid), queryFn: () => run((api, s) => api.listAccounts(s)) });
}

/** data is null for 'Account not found'. */
export function useAccount(accountId: string) {
  const { uid, run } = useRunner();
  return useQuery({
    queryKey: dataKeys.account(uid, accountId),
    queryFn: () => run((api, s) => api.getAccount(s, accountId)),
  });
}

/** Dashboard: the latest 5 by creation time. */
export function useRecentTransactions() {
  const { uid, run } = useRunner();
  return useQuery({
    queryKey: dataKeys.recentTransactions(uid),
    queryFn: () => run((api, s) => api.listRecentTransactions(s)),
  });
}

type Cursor = PageCursor<Transaction> | null;

/**
 * /transactions: pages of 15 with every filter applied together. `data.pages[i].items`;
 * `hasNextPage` drives 'Load More' (false after the last page, never a useless click).
 */
export function useTransactionsPage(filter: TransactionFilter = DEFAULT_TRANSACTION_FILTER) {
  const { uid, run } = useRunner();
  return useInfiniteQuery({
    queryKey: dataKeys.transactionsPage(uid, filter),
    queryFn: ({ pageParam }) => run((api, s) => api.fetchTransactionsPage(s, { filter, after: pageParam })),
    initialPageParam: null as Cursor,
    getNextPageParam: (last) => last.next,
  });
}

/** Account detail: pages of 5. */
export function useAccountTransactions(accountId: string) {
  const { uid, run } = useRunner();
  return useInfiniteQuery({
    queryKey: dataKeys.accountTransactions(uid, accountId),
    queryFn: ({ pageParam }) => run((api, s) => api.fetchAccountTransactionsPage(s, accountId, { after: pageParam })),
    initialPageParam: null as Cursor,
    getNextPageParam: (last) => last.next,
  });
}

export function usePaluwagans() {
  const { uid, run } = useRunner();
  return useQuery({ queryKey: dataKeys.paluwagans(uid), queryFn: () => run((api, s) => api.listPaluwagans(s)) });
}

/** data is null for 'Paluwagan not found'. */
export function usePaluwagan(paluwaganId: string) {
  const { uid, run } = useRunner();
  return useQuery({
    queryKey: dataKeys.paluwagan(uid, paluwaganId),
    queryFn: () => run((api, s) => api.getPaluwagan(s, paluwaganId)),
  });
}

export function useDebts() {
  const { uid, run } = useRunner();
  return useQuery({ queryKey: dataKeys.debts(uid), queryFn: () => run((api, s) => api.listDebts(s)) });
}

/** data is null for 'Debt not found'. */
export function useDebt(debtId: string) {
  const { uid, run } = useRunner();
  return useQuery({ queryKey: dataKeys.debt(uid, debtId), queryFn: () => run((api, s) => api.getDebt(s, debtId)) });
}

// ---------------------------------------------------------------------------------------------
// Mutations: one per command. `mutateAsync` resolves after the affected queries were refreshed.

function useCommand<TVars, TResult>(
  command: (api: DataApi, scope: DataScope, vars: TVars) => Promise<TResult>,
  affects: readonly DataArea[],
) {
  const { uid, run } = useRunner();
  const queryClient = useQueryClient();
  return useMutation<TResult, DataError, TVars>({
    mutationFn: (vars) => run((api, scope) => command(api, scope, vars)),
    // Also after a refusal: it may come from stale data (e.g. a week paid in another tab).
    onSettled: () =>
      Promise.all(affects.map((area) => queryClient.invalidateQueries({ queryKey: dataKeys.area(uid, area) }))),
  });
}

const MONEY: readonly DataArea[] = ['accounts', 'transactions'];

export const useCompleteSetup = () =>
  useCommand((api, s, v: SetupInput) => api.completeSetup(s, v), ['profile', ...MONEY]);
export const useCreateAccount = () => useCommand((api, s, v: NewAccountInput) => api.createAccount(s, v), MONEY);
export const useUpdateAccount = () => useCommand((api, s, v: UpdateAccountInput) => api.updateAccount(s, v), ['accounts']);
export const useDeleteAccount = () =>
  useCommand((api, s, v: { accountId: string }) => api.deleteAccount(s, v), ['accounts']);

export const useAddTransaction = () => useCommand((api, s, v: TransactionFields) => api.addTransaction(s, v), MONEY);
export const useEditTransaction = () =>
  useCommand((api, s, v: EditTransactionInput) => api.editTransaction(s, v), MONEY);
export const useRevertTransaction = () =>
  useCommand((api, s, v: { transactionId: string }) => api.revertTransaction(s, v), MONEY);

export const useCreatePaluwagan = () =>
  useCommand((api, s, v: PaluwaganFormInput) => api.createPaluwagan(s, v), ['paluwagans']);
export const useUpdatePaluwagan = () =>
  useCommand((api, s, v: UpdatePaluwaganInput) => api.updatePaluwagan(s, v), ['paluwagans']);
export const useDeletePaluwagan = () =>
  useCommand((api, s, v: { paluwaganId: string }) => api.deletePaluwagan(s, v), ['paluwagans']);
export const usePayWeeks = () => useCommand((api, s, v: PayWeeksInput) => api.payWeeks(s, v), ['paluwagans', ...MONEY]);
export const useUnpayWeeks = () =>
  useCommand((api, s, v: UnpayWeeksInput) => api.unpayWeeks(s, v), ['paluwagans', ...MONEY]);
export const useReceivePayout = () =>
  useCommand((api, s, v: ReceivePayoutInput) => api.receivePayout(s, v), ['paluwagans', ...MONEY]);
export const useUnreceivePayout = () =>
  useCommand((api, s, v: UnreceivePayoutInput) => api.unreceivePayout(s, v), ['paluwagans', ...MONEY]);

export const useCreateDebt = () => useCommand((api, s, v: DebtFormInput) => api.createDebt(s, v), ['debts']);
export const useUpdateDebt = () => useCommand((api, s, v: UpdateDebtInput) => api.updateDebt(s, v), ['debts']);
export const useDeleteDebt = () => useCommand((api, s, v: { debtId: string }) => api.deleteDebt(s, v), ['debts']);
export const useMarkDebtPayments = () =>
  useCommand((api, s, v: MarkDebtPaymentsInput) => api.markDebtPayments(s, v), ['debts', ...MONEY]);
export const useUnmarkDebtPayments = () =>
  useCommand((api, s, v: UnmarkDebtPaymentsInput) => api.unmarkDebtPayments(s, v), ['debts', ...MONEY]);
