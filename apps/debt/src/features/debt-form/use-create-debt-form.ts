import { useCreateDebt } from '@pitaka/data';
import { DEBT_MESSAGES, validateDebtCreate } from '@pitaka/domain';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { EMPTY_DEBT_FORM, toDebtFormInput } from './debt-form-values';
import { formError } from './form-error';
import { isRefusal, reportFailure } from '../../kit/report-failure';
import { useDebtForm } from './use-debt-form';

/** /debt/create: validate, create, then 'Debt created successfully!' and the new debt's page. */
export function useCreateDebtForm() {
  const form = useDebtForm(EMPTY_DEBT_FORM);
  const create = useCreateDebt();
  const navigate = useNavigate();

  async function submit() {
    if (create.isPending) return;
    const input = toDebtFormInput(form.values);
    const invalid = validateDebtCreate(input);
    if (invalid) {
      form.setError(formError(invalid, input));
      return;
    }
    form.setError(null);
    try {
      const { id } = await create.mutateAsync(input);
      toast.success(DEBT_MESSAGES.created);
      navigate(`/debt/${encodeURIComponent(id)}`);
    } catch (error) {
      const message = reportFailure(error, DEBT_MESSAGES.createFailed, 'Failed to create debt');
      if (isRefusal(error)) form.setError(formError(message, input));
    }
  }

  return { values: form.values, set: form.set, error: form.error, busy: create.isPending, submit };
}
