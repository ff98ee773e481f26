import { useAccounts } from '@pitaka/data';
import { ACCOUNT_MESSAGES } from '@pitaka/domain';
import { Button, Card, LoadError, EmptyState, Page, PageHeader, PlusIcon, TransactionsIcon } from '@pitaka/ui';
import { Link } from 'react-router-dom';
import { FilterPanel } from '../features/transactions/components/filter-panel';
import { TransactionDialogs } from '../features/transactions/components/transaction-dialogs';
import { TransactionList } from '../features/transactions/components/transaction-list';
import { useTransactionActions } from '../features/transactions/use-transaction-actions';
import { useTransactionFilter } from '../features/transactions/use-transaction-filter';

export default function TransactionsPage() {
  const accounts = useAccounts();
  const actions = useTransactionActions(accounts.data);
  const { filter, setFilter, reset, list } = useTransactionFilter();
  return (
    <Page>
      <PageHeader
        title="Transactions"
        subtitle="Every income and expense, newest first"
        action={
          <Button as={Link} to="/add-transaction">
            <PlusIcon size={18} /> Add Transaction
          </Button>
        }
      />
      {accounts.isLoadingError && (
        <LoadError message={ACCOUNT_MESSAGES.loadAccountDataFailed} onRetry={() => void accounts.refetch()} />
      )}
      <FilterPanel accounts={accounts.data ?? []} value={filter} onApply={setFilter} onReset={reset} />
      <Card>
        <TransactionList
          label="Transactions"
          {...list}
          skeletonRows={8}
          errorMessage={ACCOUNT_MESSAGES.loadTransactionsFailed}
          currency={actions.currency}
          sourceOf={actions.sourceOf}
          showAccount
          onEdit={actions.startEdit}
          onRevert={actions.startRevert}
          empty={
            <EmptyState
              headingLevel={2}
              title="No transactions found"
              text="Get started by adding your first transaction"
              icon={<TransactionsIcon />}
            />
          }
        />
      </Card>
      <TransactionDialogs
        modify={actions.modifyDialog}
        modifyTransfer={actions.modifyTransferDialog}
        revert={actions.revertDialog}
      />
    </Page>
  );
}
