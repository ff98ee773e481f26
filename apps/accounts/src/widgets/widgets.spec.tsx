import { fixClockForEachTest, testWidgetDeclarations } from '@pitaka/remote-kit/testing';
import { BASE_ANSWERS, transaction } from '../testing/transaction-fixtures';
import { DUE_ANSWERS, NOW } from '../features/upcoming/test-fixtures';
import BalanceWidget from './balance-widget';
import DueThisWeekWidget from './due-this-week-widget';
import widgets from './index';
import RecentTransactionsWidget from './recent-transactions-widget';
import TopAccountsWidget from './top-accounts-widget';

// What is due depends on the day: a fixed one.
fixClockForEachTest(NOW);

testWidgetDeclarations({
  widgets,
  components: {
    BalanceWidget: [BalanceWidget, 'Across 2 accounts'],
    TopAccountsWidget: [TopAccountsWidget, 'GCash'],
    RecentTransactionsWidget: [RecentTransactionsWidget, 'Groceries'],
    DueThisWeekWidget: [DueThisWeekWidget, 'Laptop'],
  },
  api: { ...BASE_ANSWERS, ...DUE_ANSWERS, listRecentTransactions: async () => [transaction()] },
});
