// What this remote exposes to the shell (the shell's route table names these modules).
module.exports = {
  name: 'debt',
  exposes: {
    './DebtListPage': './src/pages/debt-list-page.tsx',
    './DebtCreatePage': './src/pages/debt-create-page.tsx',
    './DebtDetailPage': './src/pages/debt-detail-page.tsx',
    './DebtEditPage': './src/pages/debt-edit-page.tsx',
    './DashboardWidget': './src/widgets/dashboard-widget.tsx',
  },
};
