import { ACCOUNT, confirmUnmarkDebtPayments, formatPeso, type Debt } from '@pitaka/domain';
import { LoadError, Page, PaymentSourceDialog, theme } from '@pitaka/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { UnmarkRowsDialog, useMessageText, useToday } from '@pitaka/remote-kit';
import { AttentionNeeded } from '../features/payments/components/attention-needed';
import { DebtHeader } from '../features/payments/components/debt-header';
import { DebtSummary } from '../features/payments/components/debt-summary';
import { PaymentSchedule } from '../features/payments/components/payment-schedule';
import { usePaymentWords } from '../features/payments/components/payment-words';
import { useDebtPayments } from '../features/payments/use-debt-payments';
import { DebtRecord } from '../features/record/debt-record';
import { useDebtText } from '../i18n/debt-text';

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
  const text = useDebtText();
  const say = useMessageText();
  const { paymentsText } = usePaymentWords();
  const type = debt.type;
  const unmarking = unmark.draft?.keys.length ?? 0;
  const accountNames = useMemo(() => new Map((accounts ?? []).map((a) => [a.id, a.name])), [accounts]);
  return (
    <Page>
      <DebtHeader debt={debt} today={today} />
      <Overview>
        <DebtSummary debt={debt} />
        <AttentionNeeded debt={debt} today={today} />
      </Overview>
      {accountsFailed && <LoadError message={say(ACCOUNT.loadAccountDataFailed)} onRetry={retryAccounts} />}
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
        title={text(`${type}.confirmTitle`)}
        summary={text(`${type}.markSummary`, { payments: paymentsText(mark.keys), amount: formatPeso(mark.total) })}
        methods={{
          legend: text(`${type}.methodsLegend`),
          account: { label: text(`${type}.accountOption`) },
          markOnly: { label: text(`${type}.markOnlyOption`) },
        }}
      />
      <UnmarkRowsDialog
        flow={unmark}
        title={text('unmark.title', { count: unmarking })}
        message={say(confirmUnmarkDebtPayments(unmarking))}
        confirmLabel={text('unmark.confirm')}
        busyLabel={text('unmark.busy')}
        missingNote={(missing) => text('unmark.missingNote', { payments: paymentsText(missing) })}
        missingTone="warning"
      />
    </Page>
  );
}

export default function DebtDetailPage() {
  return <DebtRecord>{(debt) => <DebtDetail key={debt.id} debt={debt} />}</DebtRecord>;
}
