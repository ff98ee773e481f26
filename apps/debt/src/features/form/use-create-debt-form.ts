import { useCreateDebt } from '@pitaka/data';
import { DEBT, validateDebtCreate } from '@pitaka/domain';
import { useMessageText } from '@pitaka/remote-kit';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { isRefusal } from './refusal';
import { EMPTY_DEBT_FORM } from './form-values';
import { useDebtForm } from './use-debt-form';

/** /debt/create: validate, create, then 'Debt created successfully!' and the new debt's page. */
export function useCreateDebtForm() {
  const form = useDebtForm(EMPTY_DEBT_FORM);
  const create = useCreateDebt();
  const navigate = useNavigate();
  const say = useMessageText();

  async function submit() {
    if (create.isPending) return;
    const input = form.validate(validateDebtCreate);
    if (!input) return;
    try {
      const { id } = await create.mutateAsync(input);
      toast.success(say(DEBT.created));
      navigate(`/debt/${encodeURIComponent(id)}`);
    } catch (error) {
      const message = say.report(error, DEBT.createFailed, 'Failed to create debt');
      if (isRefusal(error)) form.refuse(message);
    }
  }

  return { form, busy: create.isPending, submit };
}
