import { useDeletePaluwagan, useUpdatePaluwagan } from '@pitaka/data';
import { PALUWAGAN as P, isPaluwaganLocked, type Paluwagan } from '@pitaka/domain';
import { useForm, useMessageText, reportFailure } from '@pitaka/remote-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { paluwaganValues } from './form-values';
import { paluwaganFormConfig } from './paluwagan-form-config';

/**
 * /paluwagan/{id}/edit. Locked (something paid) only name, organizer and description change;
 * otherwise the schedule is regenerated, all unpaid (the data command does both).
 */
export function useEditPaluwaganForm(
  paluwagan: Paluwagan,
  // Given the paluwagan as the delete starts and null when it fails: the page keeps the form while its record goes away.
  { onDeleting }: { onDeleting?: (paluwagan: Paluwagan | null) => void } = {},
) {
  const locked = isPaluwaganLocked(paluwagan);
  const [initial] = useState(() => paluwaganValues(paluwagan));
  const form = useForm(paluwaganFormConfig(initial, { locked }));
  const update = useUpdatePaluwagan();
  const remove = useDeletePaluwagan();
  const navigate = useNavigate();
  const say = useMessageText();
  const detailPath = `/paluwagan/${encodeURIComponent(paluwagan.id)}`;

  async function submit() {
    if (form.busy || remove.isPending) return;
    await form.save({
      send: (input) => update.mutateAsync({ paluwaganId: paluwagan.id, ...input }),
      success: P.updated,
      then: () => navigate(detailPath),
      failure: P.updateFailed,
      log: 'Failed to update paluwagan',
    });
  }

  async function deletePaluwagan() {
    if (remove.isPending || form.busy) return;
    onDeleting?.(paluwagan);
    try {
      await remove.mutateAsync({ paluwaganId: paluwagan.id });
      toast.success(say(P.deleted));
      navigate('/paluwagan', { replace: true });
    } catch (error) {
      reportFailure(say.ofError(error, P.deleteFailed), error, 'Failed to delete paluwagan');
      onDeleting?.(null);
    }
  }

  return {
    form,
    locked,
    submit,
    saving: form.busy,
    deleting: remove.isPending,
    deletePaluwagan,
    detailPath,
  };
}
