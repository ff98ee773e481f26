// What this remote exposes to the shell (the shell's route table names these modules).
module.exports = {
  name: 'paluwagan',
  exposes: {
    './PaluwaganListPage': './src/pages/paluwagan-list-page.tsx',
    './PaluwaganCreatePage': './src/pages/paluwagan-create-page.tsx',
    './PaluwaganDetailPage': './src/pages/paluwagan-detail-page.tsx',
    './PaluwaganEditPage': './src/pages/paluwagan-edit-page.tsx',
    './DashboardWidget': './src/widgets/dashboard-widget.tsx',
  },
};
