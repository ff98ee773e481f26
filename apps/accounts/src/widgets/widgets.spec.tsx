import { testWidgetDeclarations } from '@pitaka/remote-kit/testing';
import { BASE_ANSWERS, transaction } from '../testing/transaction-fixtures';
import BalanceWidget from './balance-widget';
import widgets from './index';
import RecentTransactionsWidget from './recent-transactions-widget';
import TopAccountsWidget from './top-accounts-widget';

testWidgetDeclarations({
  widgets,
  components: {
    BalanceWidget: [BalanceWidget, 'Across 2 accounts'],
    TopAccountsWidget: [TopAccountsWidget, 'GCash'],
    RecentTransactionsWidget: [RecentTransactionsWidget, 'Groceries'],
  },
  api: { ...BASE_ANSWERS, listRecentTransactions: async () => [transaction()] },
});
