import { useCurrency, useRecentTransactions } from '@pitaka/data';
import { ACCOUNT } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { EmptyState, TransactionsIcon, WidgetCard } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import { TransactionList } from '../features/transactions/components/transaction-list';
import { useTransactionLinks } from '../features/transactions/use-transaction-links';
import { useAccountsText } from '../i18n/accounts-text';

/** The latest 5 transactions by when they were recorded. */
export default function RecentTransactionsWidget() {
  const text = useAccountsText();
  const say = useMessageText();
  const currency = useCurrency();
  const recent = useRecentTransactions();
  // The paluwagan and debt lists are the dashboard's own widgets' queries: no extra reads.
  const { sourceOf } = useTransactionLinks();
  return (
    <WidgetCard
      title={text('widget.recent.title')}
      viewAll={{ to: '/transactions', label: text('widget.recent.viewAll'), linkAs: Link }}
    >
      <TransactionList
        label={text('widget.recent.list')}
        status={recent.status}
        errorMessage={say(ACCOUNT.loadDashboardFailed)}
        onRetry={() => void recent.refetch()}
        transactions={recent.data ?? []}
        currency={currency}
        sourceOf={sourceOf}
        showAccount
        empty={<EmptyState title={say(ACCOUNT.noRecentTransactions)} icon={<TransactionsIcon />} />}
      />
    </WidgetCard>
  );
}
