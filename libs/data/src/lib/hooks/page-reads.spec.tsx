/**
 * @jest-environment ../../tools/jest/jsdom-environment.cjs
 */
// A page's reads start during render; the provider keeps them through a first sign-in, and drops
// everything when it goes.
import { render, screen } from '@testing-library/react';
import { toCentavos, type Account } from '@pitaka/domain';
import { createFakeDataApi } from '../../testing/fake-data-api';
import { StaticSessionProvider } from '@pitaka/platform';
import { useAccounts } from './accounts';
import { createDataQueryClient, DataProvider } from './data-provider';
import { usePageReads } from './page-reads';

const GCASH: Account = { id: 'a1', name: 'GCash', type: 'ewallet', balance: toCentavos(5) };
const signedIn = { status: 'signedIn' as const, user: { uid: 'u1', email: 'juan@example.com', displayName: null } };
const loading = { status: 'loading' as const, user: null };

function Screen() {
  usePageReads(['accounts']);
  const accounts = useAccounts();
  return <p>{accounts.isSuccess ? `${accounts.data.length} loaded` : 'loading'}</p>;
}

function setUp() {
  const api = createFakeDataApi({ listAccounts: async () => [GCASH] });
  const client = createDataQueryClient();
  function Tree({ session }: { session: typeof signedIn | typeof loading }) {
    return (
      <StaticSessionProvider value={session}>
        <DataProvider queryClient={client} api={() => Promise.resolve(api)}>
          {session.status === 'signedIn' && <Screen />}
        </DataProvider>
      </StaticSessionProvider>
    );
  }
  return { api, client, Tree };
}

it('keeps the reads a first sign-in started in its first render: nothing is read twice', async () => {
  const { api, Tree } = setUp();
  const view = render(<Tree session={loading} />);
  view.rerender(<Tree session={signedIn} />);
  await screen.findByText('1 loaded');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.listAccounts).toHaveBeenCalledTimes(1);
});

it('drops every cached read when the provider goes (the shell keeps its client beyond it)', async () => {
  const { client, Tree } = setUp();
  const view = render(<Tree session={signedIn} />);
  await screen.findByText('1 loaded');
  expect(client.getQueryCache().getAll()).not.toHaveLength(0);
  view.unmount();
  expect(client.getQueryCache().getAll()).toHaveLength(0);
});
