// This remote's dashboard widget as the shell needs it before its code arrives (exposed as
// ./Widgets): what it reads first and its skeleton's label. Data and type-only imports only, so
// the module stays tiny; widgets.spec.tsx checks the label and reads against the widget itself.
// Where it sits and how tall its slot waits is its registration in /config.json
// (tools/remote-registry.json locally).
import type { DashboardWidgetDeclaration } from '@pitaka/remote-kit';

const widgets: readonly DashboardWidgetDeclaration[] = [
  {
    module: 'DueThisWeekWidget',
    label: 'Loading what is due',
    labels: { fil: 'Nilo-load ang mga dapat bayaran' },
    reads: () => ['paluwagans', 'debts', 'recurring', 'accounts'],
  },
  {
    module: 'BudgetPeriodWidget',
    label: 'Loading the budget',
    labels: { fil: 'Nilo-load ang badyet' },
    // The period's budgets and summaries follow from the latest budget's kind.
    reads: () => ['latestBudget', 'ledgerSummary'],
  },
  {
    module: 'GoalsWidget',
    label: 'Loading goals',
    labels: { fil: 'Nilo-load ang mga layunin' },
    reads: () => ['goals', 'accounts', 'paluwagans', 'latestBudget'],
  },
];

export default widgets;
