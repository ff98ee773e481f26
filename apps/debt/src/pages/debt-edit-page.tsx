import type { Debt } from '@pitaka/domain';
import { BackLinkPage } from '@pitaka/remote-kit';
import { DebtForm } from '../features/form/components/debt-form';
import { DeleteDebtPanel } from '../features/form/components/delete-debt-panel';
import { useEditDebtForm } from '../features/form/use-edit-debt-form';
import { DebtRecord } from '../features/record/debt-record';
import { useDebtText } from '../i18n/debt-text';

function EditDebt({ debt, onDeleting }: { debt: Debt; onDeleting: (debt: Debt | null) => void }) {
  const edit = useEditDebtForm(debt, { onDeleting });
  const text = useDebtText();
  const detailPath = `/debt/${encodeURIComponent(debt.id)}`;
  return (
    <BackLinkPage backTo={detailPath} backLabel={text('edit.back', { name: debt.name })} title={text('edit.title')}>
      <DebtForm
        mode="edit"
        form={edit.form}
        busy={edit.saving}
        locked={edit.locked}
        cancelTo={detailPath}
        onSubmit={edit.submit}
      />
      <DeleteDebtPanel
        hasLinkedTransactions={debt.paymentSchedule.some((p) => p.transactionId)}
        busy={edit.deleting}
        disabled={edit.saving}
        onConfirm={edit.deleteDebt}
      />
    </BackLinkPage>
  );
}

export default function DebtEditPage() {
  // Keyed: another debt (a new URL) starts from its own values. Held while it is being deleted:
  // the command refreshes the cache (the debt is gone) before the page moves on, and 'Debt not
  // found' must not flash in between.
  return <DebtRecord>{(debt, hold) => <EditDebt key={debt.id} debt={debt} onDeleting={hold} />}</DebtRecord>;
}
