import { useDeleteDebt, useUpdateDebt } from '@pitaka/data';
import { DEBT, isDebtLocked, validateDebtEdit, type Debt } from '@pitaka/domain';
import { useForm, useMessageText, reportFailure } from '@pitaka/remote-kit';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { debtToFormValues } from './form-values';
import { debtFormConfig } from './debt-form-config';

/**
 * /debt/{id}/edit. While nothing is paid every field is editable and saving regenerates the
 * schedule; once a payment is marked only the name and counterparty are (the type too would
 * turn the marked payments' reversals around, so @pitaka/domain refuses it).
 */
export function useEditDebtForm(debt: Debt, { onDeleting }: { onDeleting?: (debt: Debt | null) => void } = {}) {
  const locked = isDebtLocked(debt);
  const form = useForm(
    debtFormConfig(debtToFormValues(debt), (typed) => validateDebtEdit(typed, { locked, originalType: debt.type })),
  );
  const update = useUpdateDebt();
  const remove = useDeleteDebt();
  const navigate = useNavigate();
  const say = useMessageText();
  const busy = form.busy || remove.isPending;

  async function submit() {
    if (busy) return;
    await form.save({
      send: (input) => update.mutateAsync({ debtId: debt.id, ...input }),
      success: DEBT.updated,
      then: () => navigate(`/debt/${encodeURIComponent(debt.id)}`),
      failure: DEBT.updateFailed,
      log: 'Failed to update debt',
      formShowsRefusalsOnly: true,
    });
  }

  async function deleteDebt() {
    if (busy) return;
    onDeleting?.(debt);
    try {
      await remove.mutateAsync({ debtId: debt.id });
      toast.success(say(DEBT.deleted));
      navigate('/debt');
    } catch (error) {
      onDeleting?.(null);
      reportFailure(say.ofError(error, DEBT.deleteFailed), error, 'Failed to delete debt');
    }
  }

  return {
    form,
    locked,
    saving: form.busy,
    deleting: remove.isPending,
    submit,
    deleteDebt,
  };
}
