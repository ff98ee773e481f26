// This remote's dashboard widget as the shell needs it before its code arrives (exposed as
// ./Widgets): what it reads first, its skeleton's label and how tall that skeleton is. Data and
// type-only imports only, so the module stays tiny. The heights were measured in Chromium at 390,
// 1024 and 1280-1350 px with the usual content (2 debts); widgets.spec.tsx checks the label and
// reads against the widget itself.
import type { DashboardWidgetDeclaration } from '@pitaka/remote-kit';

const widgets: readonly DashboardWidgetDeclaration[] = [
  {
    module: 'DashboardWidget',
    label: 'Loading debts',
    reserve: [31.73, 31.73, 31.73],
    reads: () => ['debts'],
  },
];

export default widgets;
