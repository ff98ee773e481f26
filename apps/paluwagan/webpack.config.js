const { createAppWebpackConfig } = require('../../tools/module-federation/app-webpack-config.cjs');

module.exports = createAppWebpackConfig({
  name: 'paluwagan',
  exposes: {
    './PaluwaganListPage': './src/pages/paluwagan-list-page.tsx',
    './PaluwaganCreatePage': './src/pages/paluwagan-create-page.tsx',
    './PaluwaganDetailPage': './src/pages/paluwagan-detail-page.tsx',
    './PaluwaganEditPage': './src/pages/paluwagan-edit-page.tsx',
    './DashboardWidget': './src/widgets/dashboard-widget.tsx',
  },
});
