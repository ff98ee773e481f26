import { useDeleteDebt, useUpdateDebt } from '@pitaka/data';
import { DEBT_MESSAGES, isDebtLocked, validateDebtEdit, type Debt } from '@pitaka/domain';
import { reportFailure } from '@pitaka/remote-kit';
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
  const locked = isDebtLocked(debt);
  const busy = update.isPending || remove.isPending;

  async function submit() {
    if (busy) return;
    const input = form.validate((typed) => validateDebtEdit(typed, { locked, originalType: debt.type }));
    if (!input) return;
    try {
      await update.mutateAsync({ debtId: debt.id, ...input });
      toast.success(DEBT_MESSAGES.updated);
      navigate(`/debt/${encodeURIComponent(debt.id)}`);
    } catch (error) {
      const message = reportFailure(error, DEBT_MESSAGES.updateFailed, 'Failed to update debt');
      if (isRefusal(error)) form.refuse(message);
    }
  }

  async function deleteDebt() {
    if (busy) return;
    onDeleting?.(debt);
    try {
      await remove.mutateAsync({ debtId: debt.id });
      toast.success(DEBT_MESSAGES.deleted);
      navigate('/debt');
    } catch (error) {
      onDeleting?.(null);
      reportFailure(error, DEBT_MESSAGES.deleteFailed, 'Failed to delete debt');
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
