/**
 * @jest-environment ../../tools/jest/jsdom-environment.cjs
 */
// Offline: the browser says so, or Firestore cannot be reached. Queries then wait with what they
// have (TanStack's onlineManager follows), the frame's hook says since when the data is, commands
// are refused before anything is sent and nothing is sent late when the network returns.
import { act, renderHook, waitFor } from '@testing-library/react';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OFFLINE_MESSAGES, toCentavos, type Account, type Backup } from '@pitaka/domain';
import { createFakeDataApi, type FakeDataApi } from '../../testing/fake-data-api';
import { DataError, StaticSessionProvider } from '@pitaka/platform';
import { useAccounts, useUserProfile } from '../hooks/accounts';
import { useList } from '../hooks/collections';
import { useRestoreBackup } from '../hooks/backup';
import { createDataQueryClient, DataProvider } from '../hooks/data-provider';
import { dataKeys } from '../hooks/query-keys';
import { useRebuildSummaries } from '../hooks/summaries';
import { useAddTransaction } from '../hooks/transactions';
import { isOffline, isUnreachableError, resetConnectivity } from './connectivity';
import { useOfflineStatus } from './use-offline-status';

const GCASH: Account = { id: 'a1', name: 'GCash', type: 'ewallet', balance: toCentavos(4750) };
const SIGNED_IN = { status: 'signedIn' as const, user: { uid: 'u1', email: 'juan@example.com', displayName: null } };
/** What Firestore lite throws when the server refuses the connection (a failed fetch). */
const refused = () =>
  Object.assign(new Error('Request failed with error: Failed to fetch'), { name: 'FirebaseError', code: 'unknown' });

let client: QueryClient;
let api: FakeDataApi;
let online: jest.SpyInstance<boolean, []>;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <StaticSessionProvider value={SIGNED_IN}>
      <DataProvider queryClient={client} api={() => Promise.resolve(api)}>
        {children}
      </DataProvider>
    </StaticSessionProvider>
  );
}

function setBrowserOnline(value: boolean) {
  online.mockReturnValue(value);
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  client = createDataQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 10 } });
  api = createFakeDataApi();
  online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
});

afterEach(() => {
  online.mockRestore();
  act(() => resetConnectivity());
  client.clear();
});

describe('isUnreachableError', () => {
  it.each([
    ['a failed fetch, as Firestore lite reports it', refused(), true],
    ['Firestore unavailable (503)', { name: 'FirebaseError', code: 'unavailable', message: '' }, true],
    ['a deadline exceeded', { name: 'FirebaseError', code: 'deadline-exceeded', message: '' }, true],
    ['the auth token could not be refreshed', { name: 'FirebaseError', code: 'auth/network-request-failed' }, true],
    ['a failed fetch', new TypeError('Failed to fetch'), true],
    [
      'a call to the functions that got no answer, as their SDK reports it',
      { name: 'FirebaseError', code: 'functions/internal', message: 'internal [0]' },
      true,
    ],
    ['the functions unavailable (503)', { name: 'FirebaseError', code: 'functions/unavailable', message: '' }, true],
    [
      'an answer: the functions failed (500)',
      { name: 'FirebaseError', code: 'functions/internal', message: 'The command failed [500]' },
      false,
    ],
    [
      'a code chunk that did not load',
      Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' }),
      true,
    ],
    ['the same, wrapped by the data layer', new DataError('unexpected', 'x', { cause: refused() }), true],
    ['an answer: permission denied', { name: 'FirebaseError', code: 'permission-denied', message: '' }, false],
    [
      'an answer: another unknown error',
      { name: 'FirebaseError', code: 'unknown', message: 'Request failed with error: Boom' },
      false,
    ],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'x')"), false],
    ['a refusal', new DataError('refused', 'Insufficient balance'), false],
  ])('%s', (_case, error, unreachable) => {
    expect(isUnreachableError(error)).toBe(unreachable);
  });
});

describe('useOfflineStatus', () => {
  it("follows the browser's online and offline events, and TanStack's onlineManager with it", () => {
    const { result } = renderHook(() => useOfflineStatus(), { wrapper });
    expect(result.current.offline).toBe(false);

    setBrowserOnline(false);
    expect(result.current.offline).toBe(true);
    expect(onlineManager.isOnline()).toBe(false);

    setBrowserOnline(true);
    expect(result.current.offline).toBe(false);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('when Firestore cannot be reached, a query keeps its data and waits; the probe ends it and the query reads again', async () => {
    client.setQueryData(dataKeys.list('u1', 'accounts'), [GCASH], { updatedAt: Date.now() - 60_000 });
    void client.invalidateQueries({ queryKey: dataKeys.list('u1', 'accounts') });
    api.listAccounts.mockRejectedValueOnce(refused()).mockResolvedValue([{ ...GCASH, balance: toCentavos(10) }]);
    api.getUserProfile.mockRejectedValueOnce(refused()).mockResolvedValue(null);
    const { result } = renderHook(() => ({ status: useOfflineStatus(), accounts: useAccounts() }), { wrapper });

    await waitFor(() => expect(result.current.status.offline).toBe(true));
    await waitFor(() => expect(result.current.accounts.fetchStatus).toBe('paused'));
    expect(result.current.accounts).toMatchObject({ status: 'success', data: [GCASH] });
    expect(api.listAccounts).toHaveBeenCalledTimes(1);

    // Back: the browser says it is online again, so the probe asks at once (it fails: still down),
    // then again a while later (2 s), and that succeeds.
    setBrowserOnline(true);
    await waitFor(() => expect(api.getUserProfile).toHaveBeenCalledTimes(1));
    expect(result.current.status.offline).toBe(true);
    await waitFor(() => expect(result.current.status.offline).toBe(false), { timeout: 5_000 });
    await waitFor(() => expect(result.current.accounts.data).toEqual([{ ...GCASH, balance: toCentavos(10) }]));
    expect(result.current.accounts.status).toBe('success');
  });

  it('a request that succeeds ends it too (one sent before the failure, answered after it)', async () => {
    let answer: (debts: []) => void = () => undefined;
    api.listDebts.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    api.listAccounts.mockRejectedValueOnce(refused()).mockResolvedValue([GCASH]);
    const { result } = renderHook(
      () => ({ status: useOfflineStatus(), debts: useList('debts'), accounts: useAccounts() }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.status.offline).toBe(true));

    await act(async () => answer([]));
    await waitFor(() => expect(result.current.status.offline).toBe(false));
    expect(result.current.debts.data).toEqual([]);
  });

  it('says since when the data on screen is: its oldest load; nothing when nothing shown has data', async () => {
    const { result } = renderHook(() => useOfflineStatus(), { wrapper });
    setBrowserOnline(false);
    act(() => {
      client.setQueryData(dataKeys.list('u1', 'debts'), [], { updatedAt: 3_000 }); // in memory, not shown
    });
    expect(result.current.loadedAt).toBeNull();

    act(() => {
      client.setQueryData(dataKeys.list('u1', 'accounts'), [GCASH], { updatedAt: 1_000 });
      client.setQueryData(dataKeys.profile('u1'), null, { updatedAt: 2_000 });
      client.setQueryData(dataKeys.list('u2', 'accounts'), [], { updatedAt: 500 }); // another user's
    });
    const shown = renderHook(() => ({ accounts: useAccounts(), profile: useUserProfile() }), { wrapper });
    await waitFor(() => expect(result.current.loadedAt).toBe(1_000));
    shown.unmount();
    await waitFor(() => expect(result.current.loadedAt).toBeNull());
  });
});

describe('commands offline', () => {
  it('are refused with the message before anything is sent, and nothing is sent when the network returns', async () => {
    api.addTransaction.mockResolvedValue({ id: 't1' } as never);
    const { result } = renderHook(() => useAddTransaction(), { wrapper });
    const input = {
      type: 'expense' as const,
      amount: toCentavos(100),
      description: 'Coffee',
      category: 'Food',
      accountId: 'a1',
      date: new Date(Date.UTC(2026, 10, 27)),
    };
    setBrowserOnline(false);

    const refusal = await act(() => result.current.mutateAsync(input).catch((error: unknown) => error));
    expect(refusal).toBeInstanceOf(DataError);
    expect(refusal).toMatchObject({ code: 'refused', message: OFFLINE_MESSAGES.writeRefused });
    expect(result.current.isPaused).toBe(false);
    expect(api.addTransaction).not.toHaveBeenCalled();

    setBrowserOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.addTransaction).not.toHaveBeenCalled(); // not queued

    await act(() => result.current.mutateAsync(input));
    expect(api.addTransaction).toHaveBeenCalledTimes(1);
  });

  it('are refused while Firestore is unreachable though the browser is online', async () => {
    api.listAccounts.mockRejectedValue(refused());
    api.getUserProfile.mockRejectedValue(refused());
    const { result } = renderHook(() => ({ add: useAddTransaction(), accounts: useAccounts() }), { wrapper });
    await waitFor(() => expect(isOffline()).toBe(true));

    // The command asks Firestore first (one read); still down: refused, the command not sent.
    api.getUserProfile.mockClear();
    const refusal = await act(() => result.current.add.mutateAsync({} as never).catch((error: unknown) => error));
    expect(refusal).toMatchObject({ code: 'refused', message: OFFLINE_MESSAGES.writeRefused });
    expect(api.getUserProfile).toHaveBeenCalledTimes(1);
    expect(api.addTransaction).not.toHaveBeenCalled();

    // Back (before the next probe was due): the same command goes through, once.
    api.getUserProfile.mockResolvedValue(null);
    api.listAccounts.mockResolvedValue([GCASH]);
    api.addTransaction.mockResolvedValue({ id: 't1' } as never);
    await act(() => result.current.add.mutateAsync({} as never));
    expect(api.addTransaction).toHaveBeenCalledTimes(1);
    expect(isOffline()).toBe(false);
  });

  it('a restore and the rebuild of summaries are refused too, with nothing sent', async () => {
    const { result } = renderHook(() => ({ restore: useRestoreBackup(), rebuild: useRebuildSummaries() }), {
      wrapper,
    });
    setBrowserOnline(false);

    await expect(result.current.restore({ text: '', backup: {} as Backup }, () => undefined)).rejects.toMatchObject({
      code: 'refused',
      message: OFFLINE_MESSAGES.writeRefused,
    });
    act(() => result.current.rebuild.start());
    await waitFor(() => expect(result.current.rebuild.error?.message).toBe(OFFLINE_MESSAGES.writeRefused));
    expect(api.restoreBackup).not.toHaveBeenCalled();
    expect(api.rebuildSummaries).not.toHaveBeenCalled();
  });
});
