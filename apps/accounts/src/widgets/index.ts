// This remote's dashboard widgets as the shell needs them before their code arrives (exposed as
// ./Widgets): what each reads first and its skeleton's label. Data and type-only imports only, so
// the module stays tiny; widgets.spec.tsx checks the labels and reads against the widgets
// themselves. Where each widget sits and how tall its slot waits is its registration in
// /config.json (tools/remote-registry.json locally).
import type { DashboardWidgetDeclaration } from '@pitaka/remote-kit';

const widgets: readonly DashboardWidgetDeclaration[] = [
  {
    module: 'BalanceWidget',
    label: 'Loading total balance',
    labels: { fil: 'Naglo-load ng kabuuang balanse' },
    reads: () => ['profile', 'accounts'],
  },
  {
    module: 'TopAccountsWidget',
    label: 'Loading accounts',
    labels: { fil: 'Naglo-load ng mga account' },
    reads: () => ['profile', 'accounts'],
  },
  {
    module: 'RecentTransactionsWidget',
    label: 'Loading recent transactions',
    labels: { fil: 'Naglo-load ng mga bagong transaksyon' },
    // The paluwagan and debt lists name each transaction's source.
    reads: () => ['profile', 'recentTransactions', 'paluwagans', 'debts'],
  },
];

export default widgets;
