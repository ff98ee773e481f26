import { useCreateDebt } from '@pitaka/data';
import { DEBT, validateDebtCreate } from '@pitaka/domain';
import { useForm } from '@pitaka/remote-kit';
import { useNavigate } from 'react-router-dom';
import { EMPTY_DEBT_FORM } from './form-values';
import { debtFormConfig } from './debt-form-config';

/** /debt/create: validate, create, then 'Debt created successfully!' and the new debt's page. */
export function useCreateDebtForm() {
  const form = useForm(debtFormConfig(EMPTY_DEBT_FORM, validateDebtCreate));
  const create = useCreateDebt();
  const navigate = useNavigate();

  const submit = () =>
    form.save({
      send: (input) => create.mutateAsync(input),
      success: DEBT.created,
      then: ({ id }) => navigate(`/debt/${encodeURIComponent(id)}`),
      failure: DEBT.createFailed,
      log: 'Failed to create debt',
      // A business rule's refusal belongs beside the form as well as in the toast.
      formShowsRefusalsOnly: true,
    });

  return { form, busy: form.busy, submit };
}
