import { useAccounts } from '@pitaka/data';
import { ACCOUNT_MESSAGES } from '@pitaka/domain';
import { NewRecordButton } from '@pitaka/remote-kit';
import { Card, LoadError, EmptyState, Page, PageHeader, TransactionsIcon } from '@pitaka/ui';
import { useRef } from 'react';
import styled from 'styled-components';
import { ExportButton } from '../features/export/components/export-button';
import { ExportProgress } from '../features/export/components/export-progress';
import { EXPORT_TEXTS } from '../features/export/export-texts';
import { useTransactionsExport } from '../features/export/use-transactions-export';
import { FilterPanel } from '../features/transactions/components/filter-panel';
import { TransactionDialogs } from '../features/transactions/components/transaction-dialogs';
import { TransactionList } from '../features/transactions/components/transaction-list';
import { useTransactionActions } from '../features/transactions/use-transaction-actions';
import { useTransactionFilter } from '../features/transactions/use-transaction-filter';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

export default function TransactionsPage() {
  const accounts = useAccounts();
  const actions = useTransactionActions(accounts.data);
  const { filter, setFilter, reset, list } = useTransactionFilter();
  const exporter = useTransactionsExport(filter, accounts.data);
  const exportButton = useRef<HTMLButtonElement>(null);
  function cancelExport() {
    exporter.cancel();
    exportButton.current?.focus();
  }
  return (
    <Page>
      <PageHeader
        title="Transactions"
        subtitle="Every income and expense, newest first"
        action={
          <Actions>
            <ExportButton ref={exportButton} busy={exporter.state.status === 'reading'} onExport={exporter.start} />
            <NewRecordButton to="/add-transaction" iconSize={18}>
              Add Transaction
            </NewRecordButton>
          </Actions>
        }
      />
      {exporter.state.status === 'reading' && (
        <ExportProgress progress={exporter.state.progress} onCancel={cancelExport} />
      )}
      {exporter.state.status === 'failed' && <LoadError message={EXPORT_TEXTS.failed} onRetry={exporter.start} />}
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
