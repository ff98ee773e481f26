import type { DataApi } from '@pitaka/data';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { DashboardWidgetDeclaration } from '../lib/dashboard-widgets';
import { expectReadsAsDeclared, fixedTitle } from './page-reads';
import { renderPage } from './render-page';

type Answers = Partial<DataApi>;

export interface DeclaredWidgets {
  /** The remote's ./Widgets list (src/widgets/index.ts). */
  widgets: readonly DashboardWidgetDeclaration[];
  /** Each exposed widget by module name, with a text it shows once its data is in. */
  components: Record<string, [ComponentType, string]>;
  /** What the data API answers for the widgets to load. */
  api: Answers;
}

const never = () => new Promise<never>(() => undefined);

/**
 * The tests that hold a remote's ./Widgets to what its widgets do: every widget declared once;
 * its declared reads are exactly what it reads (the shell starts them while the widget's code
 * downloads); its loading skeleton says the declared label (the shell's placeholder says it first).
 */
export function testWidgetDeclarations({ widgets, components, api }: DeclaredWidgets): void {
  const cases = widgets.map((declaration): [string, DashboardWidgetDeclaration] => [declaration.module, declaration]);
  const pending = Object.fromEntries(Object.keys(api).map((method) => [method, never])) as Answers;

  it('declares every widget once', () => {
    expect(widgets.map((declaration) => declaration.module).sort()).toEqual(Object.keys(components).sort());
  });

  it.each(cases)('%s reads the same with its declared reads as without them', (module, declaration) => {
    const [widget, ready] = components[module];
    return expectReadsAsDeclared({
      pages: [{ path: '/dashboard', title: fixedTitle('Dashboard'), page: widget, reads: declaration.reads }],
      path: '/dashboard',
      route: '/dashboard',
      api,
      ready,
    });
  });

  it.each(cases)("%s's loading skeleton says the declared label", async (module, declaration) => {
    const [Widget] = components[module];
    renderPage(<Widget />, { path: '/dashboard', api: pending });
    const label = await screen.findByText(declaration.label);
    expect(label.closest('[aria-busy="true"]')).not.toBeNull();
  });
}
