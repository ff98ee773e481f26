// What ./Widgets (src/widgets/index.ts) tells the shell about the widget is what the widget does:
// its declared reads are exactly what it reads (the shell starts them while the widget's code
// downloads), and its loading skeleton says the declared label (the shell's placeholder says it
// first).
import { expectReadsAsDeclared, renderPage } from '@pitaka/remote-kit/testing';
import { screen } from '@testing-library/react';
import { fixClock, paluwagan, WED_MAR_4 } from '../testing/fixtures';
import DashboardWidget from './dashboard-widget';
import widgets from './index';

const [declaration] = widgets;

beforeEach(() => fixClock(WED_MAR_4));
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
    api: { listPaluwagans: async () => [paluwagan()] },
    ready: 'Office Paluwagan',
  }));

it('shows the declared label in its loading skeleton', async () => {
  renderPage(<DashboardWidget />, { path: '/dashboard', api: { listPaluwagans: () => new Promise(() => undefined) } });
  const label = await screen.findByText(declaration.label);
  expect(label.closest('[aria-busy="true"]')).not.toBeNull();
});
