// What ./Widgets (src/widgets/index.ts) tells the shell about the widget is what the widget does:
// its declared reads are exactly what it reads (the shell starts them while the widget's code
// downloads), and its loading skeleton says the declared label (the shell's placeholder says it
// first).
import { expectReadsAsDeclared, renderPage } from '@pitaka/remote-kit/testing';
import { screen } from '@testing-library/react';
import { fixClock, makeDebt } from '../testing/fixtures';
import DashboardWidget from './dashboard-widget';
import widgets from './index';

const [declaration] = widgets;

beforeEach(() => fixClock());
afterEach(() => jest.useRealTimers());

it('declares its one widget, ./DashboardWidget', () => {
  expect(widgets.map((widget) => widget.module)).toEqual(['DashboardWidget']);
});

it('reads the same with its declared reads as without them', () =>
  expectReadsAsDeclared({
    prefixes: ['/dashboard'],
    pages: [{ path: '/dashboard', title: 'Dashboard', page: DashboardWidget, reads: declaration.reads }],
    path: '/dashboard',
    route: '/dashboard',
    api: { listDebts: async () => [makeDebt()] },
    ready: 'Tuition loan',
  }));

it('shows the declared label in its loading skeleton', async () => {
  renderPage(<DashboardWidget />, { path: '/dashboard', api: { listDebts: () => new Promise(() => undefined) } });
  const label = await screen.findByText(declaration.label);
  expect(label.closest('[aria-busy="true"]')).not.toBeNull();
});
