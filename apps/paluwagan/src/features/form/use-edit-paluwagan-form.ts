import { useDeletePaluwagan, useUpdatePaluwagan } from '@pitaka/data';
import { PALUWAGAN as P, isPaluwaganLocked, type Paluwagan } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { paluwaganValues } from './form-values';
import { usePaluwaganForm } from './use-paluwagan-form';

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
  const form = usePaluwaganForm(initial, { locked });
  const update = useUpdatePaluwagan();
  const remove = useDeletePaluwagan();
  const navigate = useNavigate();
  const say = useMessageText();
  const [failure, setFailure] = useState<string | null>(null);
  const detailPath = `/paluwagan/${encodeURIComponent(paluwagan.id)}`;

  async function submit() {
    if (update.isPending || remove.isPending) return;
    const input = form.validate();
    if (!input) return;
    setFailure(null);
    try {
      await update.mutateAsync({ paluwaganId: paluwagan.id, ...input });
      toast.success(say(P.updated));
      navigate(detailPath);
    } catch (error) {
      setFailure(say.report(error, P.updateFailed, 'Failed to update paluwagan'));
    }
  }

  async function deletePaluwagan() {
    if (remove.isPending || update.isPending) return;
    onDeleting?.(paluwagan);
    try {
      await remove.mutateAsync({ paluwaganId: paluwagan.id });
      toast.success(say(P.deleted));
      navigate('/paluwagan', { replace: true });
    } catch (error) {
      say.report(error, P.deleteFailed, 'Failed to delete paluwagan');
      onDeleting?.(null);
    }
  }

  return {
    form,
    locked,
    submit,
    saving: update.isPending,
    deleting: remove.isPending,
    deletePaluwagan,
    failure,
    detailPath,
  };
}
