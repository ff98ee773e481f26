const { createAppWebpackConfig } = require('../../tools/module-federation/app-webpack-config.cjs');

module.exports = createAppWebpackConfig({
  name: 'debt',
  exposes: {
    './DebtListPage': './src/pages/debt-list-page.tsx',
    './DebtCreatePage': './src/pages/debt-create-page.tsx',
    './DebtDetailPage': './src/pages/debt-detail-page.tsx',
    './DebtEditPage': './src/pages/debt-edit-page.tsx',
    './DashboardWidget': './src/widgets/dashboard-widget.tsx',
  },
});
