import { useDeleteDebt, useUpdateDebt } from '@pitaka/data';
import { reportFailure } from '@pitaka/remote-kit';
import { DEBT_MESSAGES, isDebtLocked, validateDebtEdit, type Debt } from '@pitaka/domain';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { debtToFormValues, toDebtFormInput } from './debt-form-values';
import { fieldError, formRefusal } from './form-error';
import { isRefusal } from '../../kit/refusal';
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
    const input = toDebtFormInput(form.values);
    const check = validateDebtEdit(input, { locked, originalType: debt.type });
    if (!check.ok) {
      form.setError(fieldError(check));
      return;
    }
    form.setError(null);
    try {
      await update.mutateAsync({ debtId: debt.id, ...input });
      toast.success(DEBT_MESSAGES.updated);
      navigate(`/debt/${encodeURIComponent(debt.id)}`);
    } catch (error) {
      const message = reportFailure(error, DEBT_MESSAGES.updateFailed, 'Failed to update debt');
      if (isRefusal(error)) form.setError(formRefusal(message));
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
    values: form.values,
    set: form.set,
    error: form.error,
    locked,
    saving: update.isPending,
    deleting: remove.isPending,
    submit,
    deleteDebt,
  };
}
