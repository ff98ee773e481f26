import type { Paluwagan } from '@pitaka/domain';
import { BackLinkPage } from '@pitaka/remote-kit';
import { DeletePaluwagan } from '../features/form/components/delete-paluwagan';
import { PaluwaganForm } from '../features/form/components/paluwagan-form';
import { useEditPaluwaganForm } from '../features/form/use-edit-paluwagan-form';
import { FormSkeleton } from '../features/record/components/record-skeleton';
import { PaluwaganRecord } from '../features/record/paluwagan-record';
import { usePaluwaganText } from '../i18n/paluwagan-text';

function EditPaluwagan({
  paluwagan,
  onDeleting,
}: {
  paluwagan: Paluwagan;
  onDeleting: (paluwagan: Paluwagan | null) => void;
}) {
  const text = usePaluwaganText();
  const edit = useEditPaluwaganForm(paluwagan, { onDeleting });
  return (
    <BackLinkPage
      backTo={edit.detailPath}
      backLabel={text('edit.back')}
      title={text('edit.title')}
      subtitle={text(edit.locked ? 'edit.subtitleLocked' : 'edit.subtitle')}
    >
      <PaluwaganForm
        mode="edit"
        form={edit.form}
        locked={edit.locked}
        busy={edit.saving}
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
