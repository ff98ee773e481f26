import { useAccounts } from '@pitaka/data';
import { ACCOUNT_MESSAGES } from '@pitaka/domain';
import { NewRecordButton } from '@pitaka/remote-kit';
import { Card, LoadError, EmptyState, Page, PageHeader, TransactionsIcon } from '@pitaka/ui';
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
          <NewRecordButton to="/add-transaction" iconSize={18}>
            Add Transaction
          </NewRecordButton>
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
