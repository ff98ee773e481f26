// Accounts, paluwagans, debts, recurring items and statement imports are read alike: the whole list, and one
// document by id (null when there is none), both cached under the collection's area, so a
// command that changes the area refreshes them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account, Debt, Goal, Paluwagan, RecurringItem, StatementImport } from '@pitaka/domain';
import type { DataApi } from '../data-api';
import type { DataScope } from '../store';
import { dataKeys } from './query-keys';
import { useRunner, type Run } from './runner';

interface Models {
  accounts: Account;
  paluwagans: Paluwagan;
  debts: Debt;
  recurring: RecurringItem;
  imports: StatementImport;
  goals: Goal;
}

export type Collection = keyof Models;

interface Reads<T> {
  list: (api: DataApi, scope: DataScope) => Promise<T[]>;
  one: (api: DataApi, scope: DataScope, id: string) => Promise<T | null>;
}

const READS: { [C in Collection]: Reads<Models[C]> } = {
  accounts: { list: (api, s) => api.listAccounts(s), one: (api, s, id) => api.getAccount(s, id) },
  paluwagans: { list: (api, s) => api.listPaluwagans(s), one: (api, s, id) => api.getPaluwagan(s, id) },
  debts: { list: (api, s) => api.listDebts(s), one: (api, s, id) => api.getDebt(s, id) },
  recurring: { list: (api, s) => api.listRecurring(s), one: (api, s, id) => api.getRecurring(s, id) },
  imports: {
    list: (api, s) => api.listStatementImports(s),
    one: (api, s, id) => api.getStatementImport(s, id),
  },
  goals: { list: (api, s) => api.listGoals(s), one: (api, s, id) => api.getGoal(s, id) },
};

export const listQuery = <C extends Collection>(uid: string, run: Run, collection: C) =>
  queryOptions({
    queryKey: dataKeys.list(uid, collection),
    queryFn: () => run((api, s) => READS[collection].list(api, s)),
  });

export const oneQuery = <C extends Collection>(uid: string, run: Run, collection: C, id: string) =>
  queryOptions({
    queryKey: dataKeys.one(uid, collection, id),
    queryFn: () => run((api, s) => READS[collection].one(api, s, id)),
  });

export function useList<C extends Collection>(collection: C) {
  const { uid, run } = useRunner();
  return useQuery(listQuery(uid, run, collection));
}

/** data is null when the document does not exist. */
export function useOne<C extends Collection>(collection: C, id: string) {
  const { uid, run } = useRunner();
  return useQuery(oneQuery(uid, run, collection, id));
}
