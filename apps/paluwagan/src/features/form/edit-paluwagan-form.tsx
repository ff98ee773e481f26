import type { Paluwagan } from '@pitaka/domain';
import { Page } from '@pitaka/ui';
import { DeletePaluwagan } from './components/delete-paluwagan';
import { FormHeader } from './components/form-header';
import { PaluwaganForm } from './components/paluwagan-form';
import { useEditPaluwaganForm, type DeleteCallbacks } from './use-edit-paluwagan-form';

export interface EditPaluwaganFormProps extends DeleteCallbacks {
  paluwagan: Paluwagan;
}

/** /paluwagan/{id}/edit's screen. */
export function EditPaluwaganForm({ paluwagan, onDeleting }: EditPaluwaganFormProps) {
  const edit = useEditPaluwaganForm(paluwagan, { onDeleting });
  const { form } = edit;
  return (
    <Page>
      <FormHeader
        title="Edit Paluwagan"
        subtitle={
          edit.locked
            ? 'Payments are recorded, so the schedule stays as it is.'
            : 'Changing the amount, total numbers, start date or your numbers rebuilds the schedule, all unpaid.'
        }
        backTo={edit.detailPath}
        backLabel="Back to Paluwagan Details"
      />
      <PaluwaganForm
        values={form.values}
        input={form.input}
        set={form.set}
        onToggleNumber={form.toggleNumber}
        error={form.error}
        errorField={form.errorField}
        locked={edit.locked}
        failure={edit.failure}
        busy={edit.saving}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        onSubmit={edit.submit}
        cancelTo={edit.detailPath}
        extraAction={<DeletePaluwagan busy={edit.deleting} disabled={edit.saving} onConfirm={edit.deletePaluwagan} />}
      />
    </Page>
  );
}
