// The offline banner in the signed-in frame: shown while the browser is offline or Firestore
// cannot be reached, saying when what is on screen was loaded; gone once the connection is back.
import { act, screen, waitFor } from '@testing-library/react';
import { useAccounts } from '@pitaka/data';
import { focusManager } from '@tanstack/react-query';
import { toCentavos, type Account } from '@pitaka/domain';
import { fixClockForEachTest, renderPage, type RenderPageOptions } from '@pitaka/remote-kit/testing';
import { expectNoSeriousA11yViolations } from '@pitaka/ui/testing';
import { Route, Routes } from 'react-router-dom';
import { REMOTES } from '../../testing/remotes';
import { RemoteRegistryProvider } from '../remote-registry';
import { AppFrame } from './app-frame';

const LOADED = new Date('2026-11-27T15:05:00+08:00'); // the device's zone is Asia/Manila here
const GCASH: Account = { id: 'a1', name: 'GCash', type: 'ewallet', balance: toCentavos(4750) };
/** What Firestore lite throws when the server refuses the connection. */
const refused = () =>
  Object.assign(new Error('Request failed with error: Failed to fetch'), { name: 'FirebaseError', code: 'unknown' });

function Balances() {
  const accounts = useAccounts();
  return <h1>{accounts.data ? `${accounts.data.length} account(s)` : 'Loading'}</h1>;
}

function renderFrame(api: RenderPageOptions['api']) {
  return renderPage(
    <RemoteRegistryProvider remotes={REMOTES}>
      <Routes>
        <Route element={<AppFrame />}>
          <Route path="*" element={<Balances />} />
        </Route>
      </Routes>
    </RemoteRegistryProvider>,
    { path: '/dashboard', api, toasts: false },
  );
}

let online: jest.SpyInstance<boolean, []>;
function setBrowserOnline(value: boolean) {
  online.mockReturnValue(value);
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

fixClockForEachTest(LOADED);
beforeEach(() => {
  online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
});

describe('OfflineBanner', () => {
  it('says, while the browser is offline, when what is shown was loaded; goes when it is back', async () => {
    const { container } = renderFrame({ listAccounts: async () => [GCASH] });
    await screen.findByRole('heading', { name: '1 account(s)' });
    expect(screen.queryByRole('status')).toBeNull();

    setBrowserOnline(false);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent("You're offline — showing what was loaded at 3:05 PM");
    // In the content, before the page, so it is read first and nothing is covered.
    expect(screen.getByRole('main').firstElementChild).toBe(status);
    expect(screen.getByRole('heading', { name: '1 account(s)' })).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);

    setBrowserOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when nothing was loaded yet', async () => {
    renderFrame({ listAccounts: () => new Promise<Account[]>(() => undefined) });
    setBrowserOnline(false);
    expect(await screen.findByRole('status')).toHaveTextContent(
      "You're offline — what you open will load when you're back online",
    );
    setBrowserOnline(true);
  });

  it('shows while Firestore refuses connections though the browser is online, until it answers again', async () => {
    const page = renderFrame({ listAccounts: async () => [GCASH] });
    await screen.findByRole('heading', { name: '1 account(s)' });
    page.api.listAccounts.mockRejectedValue(refused());
    page.api.getUserProfile.mockRejectedValueOnce(refused()).mockResolvedValue(null);

    // A minute later Firestore is gone; coming back to the tab reads the accounts again, which fails.
    jest.setSystemTime(new Date(LOADED.getTime() + 60_000));
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole('status')).toHaveTextContent("You're offline — showing what was loaded at 3:05 PM");
    expect(screen.getByRole('heading', { name: '1 account(s)' })).toBeInTheDocument(); // the data stays

    // The probe finds it back (after 2 s, then 4 s: the first probe fails).
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 10_000 });
    focusManager.setFocused(undefined);
  }, 15_000);
});
