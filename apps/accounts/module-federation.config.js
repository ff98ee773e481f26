// What this remote exposes to the shell (the shell's route table names these modules).
module.exports = {
  name: 'accounts',
  exposes: {
    './TransactionsPage': './src/pages/transactions-page.tsx',
    './AddTransactionPage': './src/pages/add-transaction-page.tsx',
    './AccountsPage': './src/pages/accounts-page.tsx',
    './AddAccountPage': './src/pages/add-account-page.tsx',
    './EditAccountPage': './src/pages/edit-account-page.tsx',
    './AccountDetailPage': './src/pages/account-detail-page.tsx',
    './AccountSetupPage': './src/pages/account-setup-page.tsx',
    './BalanceWidget': './src/widgets/balance-widget.tsx',
    './TopAccountsWidget': './src/widgets/top-accounts-widget.tsx',
    './RecentTransactionsWidget': './src/widgets/recent-transactions-widget.tsx',
  },
};
