// What this remote exposes to the shell: its pages as one module (the shell renders ./Routes under
// each prefix listed in src/routes.tsx), its dashboard widgets (the shell lays them out) and what
// the shell needs of them before their code arrives (./Widgets: reads and loading labels).
module.exports = {
  name: 'accounts',
  exposes: {
    './Routes': './src/routes.tsx',
    './Widgets': './src/widgets/index.ts',
    './BalanceWidget': './src/widgets/balance-widget.tsx',
    './TopAccountsWidget': './src/widgets/top-accounts-widget.tsx',
    './RecentTransactionsWidget': './src/widgets/recent-transactions-widget.tsx',
  },
};
