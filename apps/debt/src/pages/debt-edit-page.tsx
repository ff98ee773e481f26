import { useDebt } from '@pitaka/data';
import type { Debt } from '@pitaka/domain';
import { useRecord } from '@pitaka/remote-kit';
import { BackLink, Page, PageHeaderRow, PageTitle } from '@pitaka/ui';
import { Link, useParams } from 'react-router-dom';
import { DebtForm } from '../features/debt-form/components/debt-form';
import { DeleteDebtPanel } from '../features/debt-form/components/delete-debt-panel';
import { useEditDebtForm } from '../features/debt-form/use-edit-debt-form';
import { DebtLoadProblem } from '../features/debt-record/components/debt-load-problem';
import { DebtPageSkeleton } from '../features/debt-record/components/debt-page-skeleton';

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
  // Held while it is being deleted: the command refreshes the cache (the debt is gone) before the
  // page moves on, and 'Debt not found' must not flash in between.
  const record = useRecord(useDebt(debtId), 'Failed to load debt');
  if (record.state === 'loading') return <DebtPageSkeleton label="Loading debt" />;
  if (record.state !== 'ready') return <DebtLoadProblem problem={record.state} onRetry={record.retry} />;
  // Keyed: another debt (a new URL) starts from its own values.
  return <EditDebt key={record.value.id} debt={record.value} onDeleting={record.hold} />;
}
