import type { RemoteName } from '../remotes';

/** A protected route whose page is exposed by a remote. */
export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  module: string;
  title: string;
}

/** Every protected route of the spec (section 2) except /dashboard, which the shell lays out. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/transactions', remote: 'accounts', module: 'TransactionsPage', title: 'Transactions' },
  { path: '/add-transaction', remote: 'accounts', module: 'AddTransactionPage', title: 'Add Transaction' },
  { path: '/accounts', remote: 'accounts', module: 'AccountsPage', title: 'Accounts' },
  { path: '/add-account', remote: 'accounts', module: 'AddAccountPage', title: 'Add Account' },
  { path: '/edit-account/:accountId', remote: 'accounts', module: 'EditAccountPage', title: 'Edit Account' },
  { path: '/accounts/:accountId', remote: 'accounts', module: 'AccountDetailPage', title: 'Account' },
  { path: '/account-setup', remote: 'accounts', module: 'AccountSetupPage', title: 'Account Setup' },
  { path: '/paluwagan', remote: 'paluwagan', module: 'PaluwaganListPage', title: 'Paluwagan' },
  { path: '/paluwagan/create', remote: 'paluwagan', module: 'PaluwaganCreatePage', title: 'New Paluwagan' },
  { path: '/paluwagan/:paluwaganId', remote: 'paluwagan', module: 'PaluwaganDetailPage', title: 'Paluwagan' },
  { path: '/paluwagan/:paluwaganId/edit', remote: 'paluwagan', module: 'PaluwaganEditPage', title: 'Edit Paluwagan' },
  { path: '/debt', remote: 'debt', module: 'DebtListPage', title: 'Debt' },
  { path: '/debt/create', remote: 'debt', module: 'DebtCreatePage', title: 'New Debt' },
  { path: '/debt/:debtId', remote: 'debt', module: 'DebtDetailPage', title: 'Debt' },
  { path: '/debt/:debtId/edit', remote: 'debt', module: 'DebtEditPage', title: 'Edit Debt' },
];

/** Dashboard blocks, each a widget exposed by a remote, in display order. */
export const DASHBOARD_WIDGETS = [
  { slot: 'summary', remote: 'accounts', module: 'BalanceWidget' },
  { slot: 'accounts', remote: 'accounts', module: 'TopAccountsWidget' },
  { slot: 'paluwagan', remote: 'paluwagan', module: 'DashboardWidget' },
  { slot: 'debt', remote: 'debt', module: 'DashboardWidget' },
  { slot: 'recent', remote: 'accounts', module: 'RecentTransactionsWidget' },
] as const satisfies readonly { slot: string; remote: RemoteName; module: string }[];
