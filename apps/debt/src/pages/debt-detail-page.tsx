import { ACCOUNT_MESSAGES, type Debt } from '@pitaka/domain';
import { LoadError, Page, theme } from '@pitaka/ui';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useToday } from '@pitaka/remote-kit';
import { AttentionNeeded } from '../features/debt-payments/components/attention-needed';
import { DebtHeader } from '../features/debt-payments/components/debt-header';
import { DebtSummary } from '../features/debt-payments/components/debt-summary';
import { MarkPaymentsDialog } from '../features/debt-payments/components/mark-payments-dialog';
import { PaymentSchedule } from '../features/debt-payments/components/payment-schedule';
import { UnmarkPaymentsDialog } from '../features/debt-payments/components/unmark-payments-dialog';
import { useDebtPayments } from '../features/debt-payments/use-debt-payments';
import { DebtLoadProblem } from '../features/debt-record/components/debt-load-problem';
import { DebtPageSkeleton } from '../features/debt-record/components/debt-page-skeleton';
import { useDebtRecord } from '../features/debt-record/use-debt-record';

const Overview = styled.div`
  display: grid;
  gap: 1.25rem;
  @media (min-width: ${theme.breakpoints.mobile}) {
    grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr));
  }
`;

function DebtDetail({ debt }: { debt: Debt }) {
  const today = useToday();
  const { accounts, accountsFailed, retryAccounts, selection, mark, unmark, onRowAction, onBulkAction } =
    useDebtPayments(debt);
  const accountNames = useMemo(() => new Map((accounts ?? []).map((a) => [a.id, a.name])), [accounts]);
  return (
    <Page>
      <DebtHeader debt={debt} today={today} />
      <Overview>
        <DebtSummary debt={debt} />
        <AttentionNeeded debt={debt} today={today} />
      </Overview>
      {accountsFailed && <LoadError message={ACCOUNT_MESSAGES.loadAccountDataFailed} onRetry={retryAccounts} />}
      <PaymentSchedule
        debt={debt}
        today={today}
        accountNames={accountNames}
        selection={selection.selection}
        selectedIds={selection.selectedIds}
        onSelectedChange={selection.onSelectedChange}
        isSelectable={selection.isSelectable}
        onRowAction={onRowAction}
        onBulkAction={onBulkAction}
        onClearSelection={selection.clear}
      />
      <MarkPaymentsDialog
        debt={debt}
        indexes={mark.draft?.indexes ?? null}
        choice={mark.draft?.choice ?? 'account'}
        accountId={mark.draft?.accountId ?? ''}
        accounts={accounts}
        error={mark.draft?.error}
        busy={mark.busy}
        onChoiceChange={mark.setChoice}
        onAccountChange={mark.setAccountId}
        onConfirm={mark.confirm}
        onCancel={mark.cancel}
      />
      <UnmarkPaymentsDialog
        indexes={unmark.indexes}
        missing={unmark.missing}
        busy={unmark.busy}
        onConfirm={unmark.confirm}
        onCancel={unmark.cancel}
      />
    </Page>
  );
}

export default function DebtDetailPage() {
  const { debtId = '' } = useParams();
  const { record } = useDebtRecord(debtId);
  if (record.state === 'loading') return <DebtPageSkeleton label="Loading debt" />;
  if (record.state === 'notFound') return <DebtLoadProblem problem="notFound" />;
  if (record.state === 'failed') return <DebtLoadProblem problem="failed" onRetry={record.retry} />;
  return <DebtDetail key={record.debt.id} debt={record.debt} />;
}
