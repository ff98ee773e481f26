import {
  ACCOUNT_MESSAGES,
  confirmUnmarkDebtPaymentsMessage,
  debtTypeLabels,
  formatPeso,
  type Debt,
} from '@pitaka/domain';
import { LoadError, Page, PaymentSourceDialog, theme } from '@pitaka/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { UnmarkRowsDialog, useToday } from '@pitaka/remote-kit';
import { AttentionNeeded } from '../features/payments/components/attention-needed';
import { DebtHeader } from '../features/payments/components/debt-header';
import { DebtSummary } from '../features/payments/components/debt-summary';
import { PaymentSchedule } from '../features/payments/components/payment-schedule';
import { paymentsText } from '../features/payments/components/payment-words';
import { useDebtPayments } from '../features/payments/use-debt-payments';
import { DebtRecord } from '../features/record/debt-record';

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
  const labels = debtTypeLabels(debt.type);
  const unmarking = unmark.draft?.keys.length ?? 0;
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
      <PaymentSourceDialog
        {...mark.dialog}
        title={labels.confirmTitle}
        summary={`${paymentsText(mark.keys)} (${formatPeso(mark.total)}) will be marked as ${debt.type === 'owe' ? 'paid' : 'received'}.`}
        methods={{
          legend: debt.type === 'owe' ? 'Paid how?' : 'Received how?',
          account: { label: labels.accountOption },
          markOnly: { label: labels.markOnlyOption },
        }}
      />
      <UnmarkRowsDialog
        flow={unmark}
        title={unmarking === 1 ? 'Unmark Payment' : 'Unmark Payments'}
        message={confirmUnmarkDebtPaymentsMessage(unmarking)}
        confirmLabel="Unmark"
        busyLabel="Unmarking..."
        missingNote={(missing) =>
          `${paymentsText(missing)}: the account it was booked in no longer exists, so it is marked as unpaid without a reversal.`
        }
        missingTone="warning"
      />
    </Page>
  );
}

export default function DebtDetailPage() {
  return <DebtRecord>{(debt) => <DebtDetail key={debt.id} debt={debt} />}</DebtRecord>;
}
