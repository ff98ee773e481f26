import { useAccounts, useMemberNames } from '@pitaka/data';
import { ACCOUNT } from '@pitaka/domain';
import { NewRecordButton, useMessageText } from '@pitaka/remote-kit';
import { Card, LoadError, EmptyState, TitledPage, TransactionsIcon } from '@pitaka/ui';
import { useRef } from 'react';
import { ExportButton } from '../features/export/components/export-button';
import { ExportProgress } from '../features/export/components/export-progress';
import { useTransactionsExport } from '../features/export/use-transactions-export';
import { FilterPanel } from '../features/transactions/components/filter-panel';
import { TransactionDialogs } from '../features/transactions/components/transaction-dialogs';
import { TransactionList } from '../features/transactions/components/transaction-list';
import { useTransactionActions } from '../features/transactions/use-transaction-actions';
import { useTransactionFilter } from '../features/transactions/use-transaction-filter';
import { useAccountsText } from '../i18n/accounts-text';
import { useFlowsText } from '../i18n/flows-text';

export default function TransactionsPage() {
  const text = useAccountsText();
  const flows = useFlowsText();
  const say = useMessageText();
  const accounts = useAccounts();
  const members = useMemberNames();
  const actions = useTransactionActions(accounts.data);
  const { filter, setFilter, reset, list } = useTransactionFilter();
  const exporter = useTransactionsExport(filter, accounts.data);
  const exportButton = useRef<HTMLButtonElement>(null);
  function cancelExport() {
    exporter.cancel();
    exportButton.current?.focus();
  }
  return (
    <TitledPage
      title={text('transactions.title')}
      subtitle={text('transactions.subtitle')}
      action={
        <>
          <ExportButton ref={exportButton} busy={exporter.state.status === 'reading'} onExport={exporter.start} />
          <NewRecordButton to="/add-transaction" iconSize={18}>
            {text('common.addTransaction')}
          </NewRecordButton>
        </>
      }
    >
      {exporter.state.status === 'reading' && (
        <ExportProgress progress={exporter.state.progress} onCancel={cancelExport} />
      )}
      {exporter.state.status === 'failed' && <LoadError message={flows('export.failed')} onRetry={exporter.start} />}
      {accounts.isLoadingError && (
        <LoadError message={say(ACCOUNT.loadAccountDataFailed)} onRetry={() => void accounts.refetch()} />
      )}
      <FilterPanel
        accounts={accounts.data ?? []}
        members={members}
        value={filter}
        onApply={setFilter}
        onReset={reset}
      />
      <Card>
        <TransactionList
          label={text('transactions.title')}
          {...list}
          skeletonRows={8}
          errorMessage={say(ACCOUNT.loadTransactionsFailed)}
          currency={actions.currency}
          sourceOf={actions.sourceOf}
          showAccount
          onEdit={actions.startEdit}
          onRevert={actions.startRevert}
          empty={
            <EmptyState
              headingLevel={2}
              title={text('transactions.empty.title')}
              text={text('transactions.empty.text')}
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
    </TitledPage>
  );
}
