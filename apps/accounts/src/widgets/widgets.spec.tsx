// What ./Widgets (src/widgets/index.ts) tells the shell about each widget is what the widget does:
// its declared reads are exactly what it reads (the shell starts them while the widget's code
// downloads), and its loading skeleton says the declared label (the shell's placeholder says it
// first).
import type { DashboardWidgetDeclaration } from '@pitaka/remote-kit';
import { expectReadsAsDeclared, renderPage } from '@pitaka/remote-kit/testing';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { BASE_ANSWERS, transaction } from '../features/transactions/test-fixtures';
import BalanceWidget from './balance-widget';
import widgets from './index';
import RecentTransactionsWidget from './recent-transactions-widget';
import TopAccountsWidget from './top-accounts-widget';

/** Each exposed widget, and a text it shows once its data is in. */
const WIDGETS: Record<string, [ComponentType, string]> = {
  BalanceWidget: [BalanceWidget, 'Across 2 accounts'],
  TopAccountsWidget: [TopAccountsWidget, 'GCash'],
  RecentTransactionsWidget: [RecentTransactionsWidget, 'Groceries'],
};

const api = { ...BASE_ANSWERS, listRecentTransactions: async () => [transaction()] };
const never = () => new Promise<never>(() => undefined);
const pending = Object.fromEntries(Object.keys(api).map((method) => [method, never]));

const cases = widgets.map((declaration): [string, DashboardWidgetDeclaration] => [declaration.module, declaration]);

it('declares every widget once', () => {
  expect(widgets.map((declaration) => declaration.module).sort()).toEqual(Object.keys(WIDGETS).sort());
});

it.each(cases)('%s reads the same with its declared reads as without them', (module, declaration) => {
  const [widget, ready] = WIDGETS[module];
  return expectReadsAsDeclared({
    prefixes: ['/dashboard'],
    pages: [{ path: '/dashboard', title: 'Dashboard', page: widget, reads: declaration.reads }],
    path: '/dashboard',
    route: '/dashboard',
    api,
    ready,
  });
});

it.each(cases)("%s's loading skeleton says the declared label", async (module, declaration) => {
  const [Widget] = WIDGETS[module];
  renderPage(<Widget />, { path: '/dashboard', api: pending });
  const label = await screen.findByText(declaration.label);
  expect(label.closest('[aria-busy="true"]')).not.toBeNull();
});
