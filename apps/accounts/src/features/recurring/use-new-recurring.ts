// /recurring/new: a bill or expected income, then back to the list.
import { useCreateRecurring } from '@pitaka/data';
import { useToday } from '@pitaka/remote-kit';
import { useNavigate } from 'react-router-dom';
import { newRecurringValues } from './recurring-form-values';
import { RECURRING_TEXTS as T } from './recurring-texts';
import { useRecurringForm } from './use-recurring-form';

export function useNewRecurring() {
  const form = useRecurringForm(newRecurringValues(useToday()));
  const create = useCreateRecurring();
  const navigate = useNavigate();

  async function submit() {
    if (create.isPending) return;
    const saved = await form.save((input) => create.mutateAsync(input), {
      success: T.created,
      failure: T.createFailed,
      log: 'Creating the recurring item failed',
    });
    if (saved) navigate('/recurring');
  }

  return { form, busy: create.isPending, submit };
}
