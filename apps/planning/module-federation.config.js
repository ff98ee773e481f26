// What this remote exposes to the shell: its pages as one module (the shell renders ./Routes under
// each prefix listed in src/routes.tsx), its dashboard widget (the shell lays it out) and what the
// shell needs of it before its code arrives (./Widgets: its reads and loading label).
module.exports = {
  name: 'planning',
  exposes: {
    './Routes': './src/routes.tsx',
    './Widgets': './src/widgets/index.ts',
    './DueThisWeekWidget': './src/widgets/due-this-week-widget.tsx',
    './BudgetPeriodWidget': './src/widgets/budget-period-widget.tsx',
    './GoalsWidget': './src/widgets/goals-widget.tsx',
  },
};
