import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { RemoteArea } from './remote-area';
import type { loadRemoteComponent } from './remotes';

type Loaded = Awaited<ReturnType<typeof loadRemoteComponent>>;

/** A remote module whose code arrives when the test says so. */
function slowRemote() {
  let arrive!: (module: Loaded) => void;
  const load = (() => new Promise<Loaded>((resolve) => (arrive = resolve))) as typeof loadRemoteComponent;
  const Widget: ComponentType = () => <h2>Total Balance</h2>;
  return { load, arrive: () => act(() => arrive({ default: Widget })) };
}

describe('RemoteArea', () => {
  it('shows the given fallback while the remote code loads, then the module in its place', async () => {
    const remote = slowRemote();
    render(
      <RemoteArea
        remote="accounts"
        module="SlowFallbackWidget"
        load={remote.load}
        fallback={<p data-testid="reserved">Reserved room</p>}
      />,
    );
    expect(screen.getByTestId('reserved')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await remote.arrive();
    expect(await screen.findByRole('heading', { name: 'Total Balance' })).toBeInTheDocument();
    expect(screen.queryByTestId('reserved')).not.toBeInTheDocument();
  });

  it('shows a labelled spinner when no fallback is given', async () => {
    const remote = slowRemote();
    render(<RemoteArea remote="accounts" module="SlowSpinnerWidget" load={remote.load} loadingLabel="Loading page…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading page…');

    await remote.arrive();
    expect(await screen.findByRole('heading', { name: 'Total Balance' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
