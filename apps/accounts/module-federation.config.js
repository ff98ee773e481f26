// What this remote exposes to the shell: its pages as one module (the shell renders ./Routes under
// each prefix listed in src/routes.tsx) and its dashboard widgets (the shell lays them out).
module.exports = {
  name: 'accounts',
  exposes: {
    './Routes': './src/routes.tsx',
    './BalanceWidget': './src/widgets/balance-widget.tsx',
    './TopAccountsWidget': './src/widgets/top-accounts-widget.tsx',
    './RecentTransactionsWidget': './src/widgets/recent-transactions-widget.tsx',
  },
};
