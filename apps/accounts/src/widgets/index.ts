// This remote's dashboard widgets as the shell needs them before their code arrives (exposed as
// ./Widgets): what each reads first, its skeleton's label and how tall that skeleton is. Data and
// type-only imports only, so the module stays tiny. The heights were measured in Chromium at 390,
// 1024 and 1280-1350 px with the usual content (3 accounts, 5 transactions); widgets.spec.tsx
// checks the labels and reads against the widgets themselves.
import type { DashboardWidgetDeclaration } from '@pitaka/remote-kit';

const widgets: readonly DashboardWidgetDeclaration[] = [
  {
    module: 'BalanceWidget',
    label: 'Loading total balance',
    reserve: [9.325, 10.45, 10.45],
    reads: () => ['profile', 'accounts'],
  },
  {
    module: 'TopAccountsWidget',
    label: 'Loading accounts',
    reserve: [35.16, 24.84, 35.16],
    reads: () => ['profile', 'accounts'],
  },
  {
    module: 'RecentTransactionsWidget',
    label: 'Loading recent transactions',
    reserve: [27.82, 27.82, 27.82],
    // The paluwagan and debt lists name each transaction's source.
    reads: () => ['profile', 'recentTransactions', 'paluwagans', 'debts'],
  },
];

export default widgets;
