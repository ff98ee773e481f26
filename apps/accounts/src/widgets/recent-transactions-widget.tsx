import { useCurrency, useRecentTransactions } from '@pitaka/data';
import { ACCOUNT_MESSAGES } from '@pitaka/domain';
import { EmptyState, TransactionsIcon, WidgetCard } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import { TransactionList } from '../features/transactions/components/transaction-list';
import { useTransactionLinks } from '../features/transactions/use-transaction-links';

/** The latest 5 transactions by when they were recorded. */
export default function RecentTransactionsWidget() {
  const currency = useCurrency();
  const recent = useRecentTransactions();
  // The paluwagan and debt lists are the dashboard's own widgets' queries: no extra reads.
  const { sourceOf } = useTransactionLinks();
  return (
    <WidgetCard
      title="Recent Transactions"
      viewAll={{ to: '/transactions', label: 'View all transactions', linkAs: Link }}
    >
      <TransactionList
        label="Recent transactions"
        status={recent.status}
        errorMessage={ACCOUNT_MESSAGES.loadDashboardFailed}
        onRetry={() => void recent.refetch()}
        transactions={recent.data ?? []}
        currency={currency}
        sourceOf={sourceOf}
        showAccount
        empty={<EmptyState title={ACCOUNT_MESSAGES.noRecentTransactions} icon={<TransactionsIcon />} />}
      />
    </WidgetCard>
  );
}
