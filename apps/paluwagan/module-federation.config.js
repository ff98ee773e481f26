// What this remote exposes to the shell: its pages as one module (the shell renders ./Routes under
// each prefix listed in src/routes.tsx) and its dashboard widget (the shell lays it out).
module.exports = {
  name: 'paluwagan',
  exposes: {
    './Routes': './src/routes.tsx',
    './DashboardWidget': './src/widgets/dashboard-widget.tsx',
  },
};
