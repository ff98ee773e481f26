import type { RemoteWidget } from '../remote-registration';
import { REMOTES, remotesWithout } from '../../testing/remotes';
import type { RemoteRegistry } from '../remotes';
import { dashboardWidgets } from './dashboard-layout';

/** Each widget as `id phone/tablet/wide` spans. */
const layout = (remotes: RemoteRegistry) => dashboardWidgets(remotes).map(({ id, span }) => `${id} ${span.join('/')}`);

const compact = (id: string, order: number): RemoteWidget => ({
  id,
  module: 'Widget',
  order,
  size: 'compact',
  reserve: [10, 10, 10],
});

const withWidgets = (...widgets: RemoteWidget[]): RemoteRegistry => ({
  only: { entry: 'http://localhost:4299/mf-manifest.json', prefixes: ['/only'], nav: [], widgets },
});

describe('dashboardWidgets', () => {
  it("lays today's widgets out as the dashboard always looked: on phones one column; on tablets the balance and accounts across, paluwagan and debt side by side, recent across; wide, the three side by side", () => {
    // Columns: 1 on phones, 2 on tablets, 6 wide (so 2 = a third, 3 = a half, 6 = the row).
    expect(layout(REMOTES)).toEqual([
      'summary 1/2/6',
      'accounts 1/2/2',
      'paluwagan 1/1/2',
      'debt 1/1/2',
      'recent 1/2/6',
    ]);
  });

  it('keeps each widget its remote, module and reserved heights, in order across remotes', () => {
    const widgets = dashboardWidgets(REMOTES);
    expect(widgets.map(({ remote, module }) => `${remote}/${module}`)).toEqual([
      'accounts/BalanceWidget',
      'accounts/TopAccountsWidget',
      'paluwagan/DashboardWidget',
      'debt/DashboardWidget',
      'accounts/RecentTransactionsWidget',
    ]);
    expect(widgets[1].reserve).toEqual([35.16, 24.84, 35.16]);
  });

  it('closes the gap a missing remote leaves: the compact widgets left share the row', () => {
    expect(layout(remotesWithout('debt'))).toEqual([
      'summary 1/2/6',
      'accounts 1/1/3',
      'paluwagan 1/1/3',
      'recent 1/2/6',
    ]);
    expect(layout({})).toEqual([]);
  });

  it.each([
    [1, ['a 1/2/6']],
    [4, ['a 1/1/6', 'b 1/1/2', 'c 1/1/2', 'd 1/1/2']],
    [5, ['a 1/2/3', 'b 1/1/3', 'c 1/1/2', 'd 1/1/2', 'e 1/1/2']],
    [6, ['a 1/1/2', 'b 1/1/2', 'c 1/1/2', 'd 1/1/2', 'e 1/1/2', 'f 1/1/2']],
  ])('fills every row with %i compact widgets in a run, the first row taking the remainder', (count, expected) => {
    const widgets = 'abcdef'
      .slice(0, count)
      .split('')
      .map((id, i) => compact(id, i));
    expect(layout(withWidgets(...widgets))).toEqual(expected);
  });

  it('starts a new run after a full widget', () => {
    const full: RemoteWidget = { ...compact('wide', 2), size: 'full' };
    expect(layout(withWidgets(compact('a', 1), full, compact('b', 3), compact('c', 4)))).toEqual([
      'a 1/2/6',
      'wide 1/2/6',
      'b 1/1/3',
      'c 1/1/3',
    ]);
  });
});
