import { useCreateDebt } from '@pitaka/data';
import { reportFailure } from '@pitaka/remote-kit';
import { DEBT_MESSAGES, validateDebtCreate } from '@pitaka/domain';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { EMPTY_DEBT_FORM, toDebtFormInput } from './debt-form-values';
import { fieldError, formRefusal } from './form-error';
import { isRefusal } from '../../kit/refusal';
import { useDebtForm } from './use-debt-form';

/** /debt/create: validate, create, then 'Debt created successfully!' and the new debt's page. */
export function useCreateDebtForm() {
  const form = useDebtForm(EMPTY_DEBT_FORM);
  const create = useCreateDebt();
  const navigate = useNavigate();

  async function submit() {
    if (create.isPending) return;
    const input = toDebtFormInput(form.values);
    const check = validateDebtCreate(input);
    if (!check.ok) {
      form.setError(fieldError(check));
      return;
    }
    form.setError(null);
    try {
      const { id } = await create.mutateAsync(input);
      toast.success(DEBT_MESSAGES.created);
      navigate(`/debt/${encodeURIComponent(id)}`);
    } catch (error) {
      const message = reportFailure(error, DEBT_MESSAGES.createFailed, 'Failed to create debt');
      if (isRefusal(error)) form.setError(formRefusal(message));
    }
  }

  return { values: form.values, set: form.set, error: form.error, busy: create.isPending, submit };
}
