// /recurring/new: a bill or expected income, then back to the list.
import { useCreateRecurring } from '@pitaka/data';
import { useToday } from '@pitaka/remote-kit';
import { useNavigate } from 'react-router-dom';
import { usePlanningText } from '../../i18n/planning-text';
import { newRecurringValues } from './recurring-form-values';
import { useRecurringForm } from './use-recurring-form';

export function useNewRecurring() {
  const text = usePlanningText();
  const form = useRecurringForm(newRecurringValues(useToday()));
  const create = useCreateRecurring();
  const navigate = useNavigate();

  async function submit() {
    if (create.isPending) return;
    const saved = await form.save((input) => create.mutateAsync(input), {
      success: text('recurring.created'),
      failure: text('recurring.createFailed'),
      log: 'Creating the recurring item failed',
    });
    if (saved) navigate('/recurring');
  }

  return { form, busy: create.isPending, submit };
}
