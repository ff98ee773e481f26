import { useDeleteDebt, useUpdateDebt } from '@pitaka/data';
import { DEBT, isDebtLocked, validateDebtEdit, type Debt } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { isRefusal } from './refusal';
import { debtToFormValues } from './form-values';
import { useDebtForm } from './use-debt-form';

/**
 * /debt/{id}/edit. While nothing is paid every field is editable and saving regenerates the
 * schedule; once a payment is marked only the name and counterparty are (the type too would
 * turn the marked payments' reversals around, so @pitaka/domain refuses it).
 */
export function useEditDebtForm(debt: Debt, { onDeleting }: { onDeleting?: (debt: Debt | null) => void } = {}) {
  const form = useDebtForm(debtToFormValues(debt));
  const update = useUpdateDebt();
  const remove = useDeleteDebt();
  const navigate = useNavigate();
  const say = useMessageText();
  const locked = isDebtLocked(debt);
  const busy = update.isPending || remove.isPending;

  async function submit() {
    if (busy) return;
    const input = form.validate((typed) => validateDebtEdit(typed, { locked, originalType: debt.type }));
    if (!input) return;
    try {
      await update.mutateAsync({ debtId: debt.id, ...input });
      toast.success(say(DEBT.updated));
      navigate(`/debt/${encodeURIComponent(debt.id)}`);
    } catch (error) {
      const message = say.report(error, DEBT.updateFailed, 'Failed to update debt');
      if (isRefusal(error)) form.refuse(message);
    }
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
      say.report(error, DEBT.deleteFailed, 'Failed to delete debt');
    }
  }

  return {
    form,
    locked,
    saving: update.isPending,
    deleting: remove.isPending,
    submit,
    deleteDebt,
  };
}
