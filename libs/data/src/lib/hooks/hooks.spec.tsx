/**
 * @jest-environment ../../tools/jest/jsdom-environment.cjs
 */
// The hooks against the real emulator: a query loads, a mutation refreshes it, a refusal comes
// out as a typed DataError with the spec's message.
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ZERO_CENTAVOS, toCentavos, type Account } from '@pitaka/domain';
import { at, createTestUser } from '../../testing/emulator';
import { testUser, type TestUser } from '../../testing/test-user';
import { DataError, StaticSessionProvider } from '@pitaka/platform';
import * as store from '../store';
import { addTransaction, createAccount } from '../store';
import { DataProvider, createDataQueryClient, type DataProviderProps } from './data-provider';
import { dataKeys } from './query-keys';
import { useAccount, useAccounts } from './accounts';
import { useAddTransaction, useRecentTransactions, useTransactionsPage } from './transactions';

jest.setTimeout(30_000);

const c = testUser('hooks');
let accountId: string;
let client: QueryClient;
beforeEach(() => {
  client = createDataQueryClient();
});
beforeAll(async () => {
  accountId = (
    await createAccount(c.scope, { name: 'GCash', type: 'ewallet', initialBalance: toCentavos(100) }, at(2026, 3, 1))
  ).id;
});

/** The app's providers signed in as `user`, over the emulator (`api`: the real one unless given). */
function signedInAs(user: Pick<TestUser, 'uid' | 'email' | 'scope'>, api?: DataProviderProps['api']) {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <StaticSessionProvider
        value={{ status: 'signedIn', user: { uid: user.uid, email: user.email, displayName: null } }}
      >
        <DataProvider queryClient={client} backend={() => Promise.resolve(user.scope)} api={api}>
          {children}
        </DataProvider>
      </StaticSessionProvider>
    );
  };
}
const wrapper = signedInAs(c);

/** A transaction on `account`: a ₱1 Food expense, 'Candy', on 2 March unless told otherwise. */
const fields = (account: string, over: Partial<store.TransactionFields> = {}): store.TransactionFields => ({
  type: 'expense',
  amount: toCentavos(1),
  description: 'Candy',
  category: 'Food',
  accountId: account,
  date: at(2026, 3, 2),
  ...over,
});

it('loads accounts, and an added transaction refreshes balances and the transactions list', async () => {
  const { result } = renderHook(
    () => ({ accounts: useAccounts(), page: useTransactionsPage(), add: useAddTransaction() }),
    { wrapper },
  );
  expect(result.current.accounts.isPending).toBe(true);
  await waitFor(() => expect(result.current.accounts.isSuccess).toBe(true));
  expect(result.current.accounts.data?.map((a) => [a.name, a.balance])).toEqual([['GCash', toCentavos(100)]]);
  await waitFor(() => expect(result.current.page.isSuccess).toBe(true));
  expect(result.current.page.data?.pages[0].items).toHaveLength(1);
  expect(result.current.page.hasNextPage).toBe(false);

  await act(() => result.current.add.mutateAsync(fields(accountId, { amount: toCentavos(0.1) })));
  // mutateAsync resolves once the affected queries were refetched (the cache has the new
  // balance at once; components re-render on the next tick).
  expect(client.getQueryData<Account[]>(dataKeys.list(c.uid, 'accounts'))?.[0].balance).toBe(toCentavos(99.9));
  await waitFor(() => expect(result.current.accounts.data?.[0].balance).toBe(toCentavos(99.9)));
  await waitFor(() =>
    expect(result.current.page.data?.pages[0].items.map((t) => t.description)).toEqual(['Candy', 'Initial balance']),
  );
});

it('after a change a paged list reads its first page again, not every page it had loaded', async () => {
  const other = await createTestUser('hooks-pages');
  const id = (
    await createAccount(other.scope, { name: 'Wallet', type: 'cash', initialBalance: ZERO_CENTAVOS }, at(2026, 3, 1))
  ).id;
  const gift = (day: number, description = `Gift ${day}`) =>
    fields(id, { type: 'income', amount: toCentavos(day), category: 'Gift', description, date: at(2026, 3, day) });
  for (let day = 1; day <= 20; day += 1) await addTransaction(other.scope, gift(day));
  const fetchTransactionsPage = jest.fn(store.fetchTransactionsPage);
  const api = () => Promise.resolve({ ...store, fetchTransactionsPage });
  const { result } = renderHook(() => ({ page: useTransactionsPage(), add: useAddTransaction() }), {
    wrapper: signedInAs(other, api),
  });
  await waitFor(() => expect(result.current.page.isSuccess).toBe(true));
  expect(result.current.page.hasNextPage).toBe(true);
  await act(() => result.current.page.fetchNextPage());
  await waitFor(() => expect(result.current.page.data?.pages.map((p) => p.items.length)).toEqual([15, 5]));
  fetchTransactionsPage.mockClear();

  await act(() => result.current.add.mutateAsync(gift(25, 'Latest')));
  await waitFor(() => expect(result.current.page.data?.pages[0].items[0].description).toBe('Latest'));
  expect(result.current.page.data?.pages).toHaveLength(1);
  expect(fetchTransactionsPage).toHaveBeenCalledTimes(1);
  expect(result.current.page.hasNextPage).toBe(true);
  other.close();
});

it('a refused command comes out as a DataError with the exact message', async () => {
  const { result } = renderHook(() => useAddTransaction(), { wrapper });
  await act(async () => {
    await result.current
      .mutateAsync(fields(accountId, { amount: toCentavos(1000), description: 'Too much' }))
      .catch(() => undefined);
  });
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(result.current.error).toBeInstanceOf(DataError);
  expect(result.current.error).toMatchObject({
    code: 'refused',
    message: 'Insufficient funds in GCash. Available balance: ₱99.90',
  });
});

it('drops cached data when the signed-in user changes (logout)', async () => {
  const signedIn = { status: 'signedIn' as const, user: { uid: c.uid, email: c.email, displayName: null } };
  function AccountsProbe() {
    const accounts = useAccounts();
    return <p>{accounts.isSuccess ? 'loaded' : 'loading'}</p>;
  }
  // Like the app: the session changes above one long-lived DataProvider; pages unmount on logout.
  function Tree({ session }: { session: typeof signedIn | { status: 'signedOut'; user: null } }) {
    return (
      <StaticSessionProvider value={session}>
        <DataProvider queryClient={client} backend={() => Promise.resolve(c.scope)}>
          {session.status === 'signedIn' && <AccountsProbe />}
        </DataProvider>
      </StaticSessionProvider>
    );
  }
  const view = render(<Tree session={signedIn} />);
  await screen.findByText('loaded');
  expect(client.getQueryData(dataKeys.list(c.uid, 'accounts'))).toBeDefined();

  view.rerender(<Tree session={{ status: 'signedOut', user: null }} />);
  await waitFor(() => expect(client.getQueryData(dataKeys.list(c.uid, 'accounts'))).toBeUndefined());
});

it('shows no account half-way into or out of the books, nor its transactions (an account being moved)', async () => {
  const account = (id: string, move?: Account['move']): Account => ({
    id,
    name: id,
    type: 'ewallet',
    balance: ZERO_CENTAVOS,
    ...(move && { move: move }),
  });
  const accounts = [
    account('kept'),
    account('leaving', { state: 'leaving', householdId: 'h1' }),
    account('arriving', { state: 'arriving', householdId: 'h1' }),
    account('left', { state: 'left', householdId: 'h1' }),
  ];
  const row = (id: string, on: string) => ({
    id,
    type: 'expense' as const,
    amount: toCentavos(1),
    description: id,
    category: 'Food',
    accountId: on,
    accountName: on,
    date: at(2026, 3, 2),
  });
  const rows = [row('t1', 'kept'), row('t2', 'arriving'), row('t3', 'leaving'), row('t4', 'left')];
  const fake = {
    ...store,
    listAccounts: async () => accounts,
    getAccount: async (_: unknown, id: string) => accounts.find((a) => a.id === id) ?? null,
    fetchTransactionsPage: async () => ({ items: rows, next: null }),
    listRecentTransactions: async () => rows,
  };
  const api = (() => Promise.resolve(fake)) as unknown as DataProviderProps['api'];
  const { result } = renderHook(
    () => ({
      accounts: useAccounts(),
      arriving: useAccount('arriving'),
      leaving: useAccount('leaving'),
      page: useTransactionsPage(),
      recent: useRecentTransactions(),
    }),
    { wrapper: signedInAs(c, api) },
  );
  await waitFor(() => expect(result.current.page.data?.pages[0].items.map((t) => t.id)).toEqual(['t1', 't3']));
  expect(result.current.accounts.data?.map((a) => a.id)).toEqual(['kept', 'leaving']);
  expect(result.current.arriving.data).toBeNull();
  expect(result.current.leaving.data).toMatchObject({ id: 'leaving' });
  await waitFor(() => expect(result.current.recent.data?.map((t) => t.id)).toEqual(['t1', 't3']));
});
