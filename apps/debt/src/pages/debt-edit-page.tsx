import type { Debt } from '@pitaka/domain';
import { BackLink, Page, PageHeaderRow, PageTitle } from '@pitaka/ui';
import { Link, useParams } from 'react-router-dom';
import { DebtForm } from '../features/debt-form/components/debt-form';
import { DeleteDebtPanel } from '../features/debt-form/components/delete-debt-panel';
import { useEditDebtForm } from '../features/debt-form/use-edit-debt-form';
import { DebtLoadProblem } from '../features/debt-record/components/debt-load-problem';
import { DebtPageSkeleton } from '../features/debt-record/components/debt-page-skeleton';
import { useDebtRecord } from '../features/debt-record/use-debt-record';

function EditDebt({ debt, onDeleting }: { debt: Debt; onDeleting: (debt: Debt | null) => void }) {
  const form = useEditDebtForm(debt, { onDeleting });
  return (
    <Page>
      <PageHeaderRow>
        <div>
          <BackLink as={Link} to={`/debt/${encodeURIComponent(debt.id)}`}>
            Back to {debt.name}
          </BackLink>
          <PageTitle>Edit Debt</PageTitle>
        </div>
      </PageHeaderRow>
      <DebtForm
        values={form.values}
        set={form.set}
        error={form.error}
        busy={form.saving}
        locked={form.locked}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        cancelTo={`/debt/${encodeURIComponent(debt.id)}`}
        onSubmit={form.submit}
      />
      <DeleteDebtPanel
        hasLinkedTransactions={debt.paymentSchedule.some((p) => p.transactionId)}
        busy={form.deleting}
        disabled={form.saving}
        onDelete={form.deleteDebt}
      />
    </Page>
  );
}

export default function DebtEditPage() {
  const { debtId = '' } = useParams();
  const { record, hold } = useDebtRecord(debtId);
  if (record.state === 'loading') return <DebtPageSkeleton label="Loading debt" />;
  if (record.state === 'notFound') return <DebtLoadProblem problem="notFound" />;
  if (record.state === 'failed') return <DebtLoadProblem problem="failed" onRetry={record.retry} />;
  // Keyed: another debt (a new URL) starts from its own values.
  return <EditDebt key={record.debt.id} debt={record.debt} onDeleting={hold} />;
}
