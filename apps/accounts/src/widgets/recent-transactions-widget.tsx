import { useCurrency, useRecentTransactions } from '@pitaka/data';
import { ACCOUNT_MESSAGES } from '@pitaka/domain';
import { EmptyState, TransactionsIcon } from '@pitaka/ui';
import { TransactionList } from '../features/transactions/components/transaction-list';
import { WidgetCard } from './components/widget-card';

/** The latest 5 transactions by when they were recorded. */
export default function RecentTransactionsWidget() {
  const currency = useCurrency();
  const recent = useRecentTransactions();
  return (
    <WidgetCard title="Recent Transactions" viewAll={{ to: '/transactions', label: 'View all transactions' }}>
      <TransactionList
        label="Recent transactions"
        status={recent.status}
        errorMessage={ACCOUNT_MESSAGES.loadDashboardFailed}
        onRetry={() => void recent.refetch()}
        transactions={recent.data ?? []}
        currency={currency}
        showAccount
        empty={<EmptyState title={ACCOUNT_MESSAGES.noRecentTransactions} icon={<TransactionsIcon />} />}
      />
    </WidgetCard>
  );
}
