import type { Paluwagan } from '@pitaka/domain';
import { BackLinkPage } from '@pitaka/remote-kit';
import { DeletePaluwagan } from '../features/form/components/delete-paluwagan';
import { PaluwaganForm } from '../features/form/components/paluwagan-form';
import { useEditPaluwaganForm } from '../features/form/use-edit-paluwagan-form';
import { FormSkeleton } from '../features/record/components/record-skeleton';
import { PaluwaganRecord } from '../features/record/paluwagan-record';

function EditPaluwagan({
  paluwagan,
  onDeleting,
}: {
  paluwagan: Paluwagan;
  onDeleting: (paluwagan: Paluwagan | null) => void;
}) {
  const edit = useEditPaluwaganForm(paluwagan, { onDeleting });
  return (
    <BackLinkPage
      backTo={edit.detailPath}
      backLabel="Back to Paluwagan Details"
      title="Edit Paluwagan"
      subtitle={
        edit.locked
          ? 'Payments are recorded, so the schedule stays as it is.'
          : 'Changing the amount, total numbers, start date or your numbers rebuilds the schedule, all unpaid.'
      }
    >
      <PaluwaganForm
        form={edit.form}
        locked={edit.locked}
        failure={edit.failure}
        busy={edit.saving}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        onSubmit={edit.submit}
        cancelTo={edit.detailPath}
        extraAction={<DeletePaluwagan busy={edit.deleting} disabled={edit.saving} onConfirm={edit.deletePaluwagan} />}
      />
    </BackLinkPage>
  );
}

/** /paluwagan/{paluwaganId}/edit. */
export default function PaluwaganEditPage() {
  // Keyed: another paluwagan (a new URL) starts from its own values. Held while it is being
  // deleted: its record turns "not found" before the page moves on.
  return (
    <PaluwaganRecord loading={<FormSkeleton />}>
      {(paluwagan, hold) => <EditPaluwagan key={paluwagan.id} paluwagan={paluwagan} onDeleting={hold} />}
    </PaluwaganRecord>
  );
}
