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
import { testUser } from '../../testing/test-user';
import { DataError } from '../errors';
import { StaticSessionProvider } from '../session/session-context';
import * as store from '../store';
import { addTransaction, createAccount } from '../store';
import { DataProvider, createDataQueryClient } from './data-provider';
import { dataKeys } from './query-keys';
import { useAccounts } from './accounts';
import { useAddTransaction, useTransactionsPage } from './transactions';

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

function wrapper({ children }: { children: ReactNode }) {
  return (
    <StaticSessionProvider value={{ status: 'signedIn', user: { uid: c.uid, email: c.email, displayName: null } }}>
      <DataProvider queryClient={client} firestore={() => Promise.resolve(c.db)}>
        {children}
      </DataProvider>
    </StaticSessionProvider>
  );
}

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

  await act(() =>
    result.current.add.mutateAsync({
      type: 'expense',
      amount: toCentavos(0.1),
      description: 'Candy',
      category: 'Food',
      accountId,
      date: at(2026, 3, 2),
    }),
  );
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
  for (let day = 1; day <= 20; day += 1) {
    const fields = { type: 'income' as const, amount: toCentavos(day), category: 'Gift', accountId: id };
    await addTransaction(other.scope, { ...fields, description: `Gift ${day}`, date: at(2026, 3, day) });
  }
  const fetchTransactionsPage = jest.fn(store.fetchTransactionsPage);
  const api = () => Promise.resolve({ ...store, fetchTransactionsPage });
  const { result } = renderHook(() => ({ page: useTransactionsPage(), add: useAddTransaction() }), {
    wrapper: ({ children }) => (
      <StaticSessionProvider
        value={{ status: 'signedIn', user: { uid: other.uid, email: other.email, displayName: null } }}
      >
        <DataProvider queryClient={client} firestore={() => Promise.resolve(other.db)} api={api}>
          {children}
        </DataProvider>
      </StaticSessionProvider>
    ),
  });
  await waitFor(() => expect(result.current.page.isSuccess).toBe(true));
  expect(result.current.page.hasNextPage).toBe(true);
  await act(() => result.current.page.fetchNextPage());
  await waitFor(() => expect(result.current.page.data?.pages.map((p) => p.items.length)).toEqual([15, 5]));
  fetchTransactionsPage.mockClear();

  await act(() =>
    result.current.add.mutateAsync({
      type: 'income',
      amount: toCentavos(1),
      description: 'Latest',
      category: 'Gift',
      accountId: id,
      date: at(2026, 3, 25),
    }),
  );
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
      .mutateAsync({
        type: 'expense',
        amount: toCentavos(1000),
        description: 'Too much',
        category: 'Food',
        accountId,
        date: at(2026, 3, 2),
      })
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
        <DataProvider queryClient={client} firestore={() => Promise.resolve(c.db)}>
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
